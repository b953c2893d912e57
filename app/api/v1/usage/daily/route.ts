import { withApi } from "@/lib/api/with-api";
import { getDailySends } from "@/lib/services/billing/get-daily-sends";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { getDailyUsageOperation } from "@/lib/api/operations/usage";

export const GET = withApi(
  ({ principal, query }) => getDailySends({ teamId: principal.teamId, days: query.days }),
  getDailyUsageOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
