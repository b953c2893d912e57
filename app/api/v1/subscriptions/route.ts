import { withApi, methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { auditActor } from "@/lib/services/audit";
import { changePlan } from "@/lib/services/billing";
import { getCurrentSubscription } from "@/lib/services/subscriptions";
import { getSubscriptionOperation, changePlanOperation } from "@/lib/api/operations/billing";

export const GET = serviceRoute(getCurrentSubscription, getSubscriptionOperation);

export const POST = withApi(
  ({ principal, body, ip }) =>
    changePlan({ teamId: principal.teamId, productId: body.productId, actor: auditActor(principal, ip) }),
  changePlanOperation,
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
