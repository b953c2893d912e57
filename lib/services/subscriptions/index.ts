// The team's current subscription.
export { getCurrentSubscription } from "./get-current-subscription";
