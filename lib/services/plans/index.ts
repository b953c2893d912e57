// The plans on offer.
export { listPlans } from "./list-plans";
