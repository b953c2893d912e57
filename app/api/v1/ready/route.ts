import { withApi, methodsNotAllowed } from "@/lib/api";
import { checkReadiness } from "@/lib/services/system";
import { checkReadinessOperation } from "@/lib/api/operations/system";

export const GET = withApi(async () => {
  const readiness = await checkReadiness();
  return Response.json(readiness, {
    status: readiness.status === "ready" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}, checkReadinessOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
