import { withApi } from "@/lib/api/with-api";
import { listPlans } from "@/lib/services/plans/list-plans";
import { PlansResponseSchema } from "@/lib/validation/plans";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(async () => ({ plans: await listPlans() }), {
  method: "GET",
  path: "/plans",
  summary: "List plans",
  description: "Every plan on offer with its feature entitlements and limits. No credential needed.",
  tags: ["Plans"],
  auth: "public",
  response: PlansResponseSchema,
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
