import { withApi, methodsNotAllowed } from "@/lib/api";
import { auditActor } from "@/lib/services/audit";
import { cancelSubscription } from "@/lib/services/billing";
import { cancelSubscriptionOperation } from "@/lib/api/operations/billing";

export const POST = withApi(
  ({ principal, ip }) => cancelSubscription({ teamId: principal.teamId, actor: auditActor(principal, ip) }),
  cancelSubscriptionOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
