import { withApi } from "@/lib/api/with-api";
import { getCurrentSubscription } from "@/lib/services/subscriptions/get-current-subscription";
import { SubscriptionSchema } from "@/lib/validation/subscriptions";

export const GET = withApi(({ principal }) => getCurrentSubscription({ teamId: principal.teamId }), {
  method: "GET",
  path: "/subscriptions",
  summary: "Current subscription",
  description: "The current subscription of the caller's team, with its plan. A new team holds an active Free subscription.",
  tags: ["Subscriptions"],
  permission: "subscriptions:read",
  response: SubscriptionSchema,
  errors: [404],
});
