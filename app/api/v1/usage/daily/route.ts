import { withApi, methodsNotAllowed } from "@/lib/api";
import { getDailySends } from "@/lib/services/billing";
import { getDailyUsageOperation } from "@/lib/api/operations/usage";

export const GET = withApi(
  ({ principal, query }) => getDailySends({ teamId: principal.teamId, days: query.days }),
  getDailyUsageOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
