import { withApi } from "@/lib/api/with-api";
import { getDailySends } from "@/lib/services/billing/get-daily-sends";
import { DailySendsQuerySchema, DailySendsSchema } from "@/lib/validation/billing";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(({ principal, query }) => getDailySends({ teamId: principal.teamId, days: query.days }), {
  method: "GET",
  path: "/usage/daily",
  summary: "Emails per day",
  description:
    "Emails the team queued per UTC day (what the monthly email quota counts), oldest first, days without mail as 0.",
  tags: ["Usage"],
  permission: "team:read",
  query: DailySendsQuerySchema,
  response: DailySendsSchema,
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
