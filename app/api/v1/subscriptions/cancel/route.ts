import { withApi } from "@/lib/api/with-api";
import { auditActor } from "@/lib/services/audit/record-audit";
import { cancelSubscription } from "@/lib/services/billing/cancel-subscription";
import { CurrentSubscriptionSchema } from "@/lib/validation/billing";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(
  ({ principal, ip }) => cancelSubscription({ teamId: principal.teamId, actor: auditActor(principal, ip) }),
  {
    method: "POST",
    path: "/subscriptions/cancel",
    summary: "Cancel at period end",
    description:
      "ADMIN only. The paid plan runs until `current_period_end` (`cancelAtPeriodEnd: true`), then the team falls back to Free. " +
      "409 on the Free plan.",
    tags: ["Subscriptions"],
    permission: "subscriptions:write",
    successStatus: 200,
    response: CurrentSubscriptionSchema,
    errors: [409],
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
