import { withApi, methodsNotAllowed } from "@/lib/api";
import { checkHealth } from "@/lib/services/system";
import { checkHealthOperation } from "@/lib/api/operations/system";

export const GET = withApi(async () => {
  const health = await checkHealth();
  return Response.json(health, { status: health.status === "ok" ? 200 : 503 });
}, checkHealthOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
