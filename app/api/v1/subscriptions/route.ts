import { withApi } from "@/lib/api/with-api";
import { getCurrentSubscription } from "@/lib/services/subscriptions/get-current-subscription";
import { SubscriptionSchema } from "@/lib/validation/subscriptions";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

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

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
