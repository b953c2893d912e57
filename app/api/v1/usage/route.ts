import { withApi } from "@/lib/api/with-api";
import { getTeamUsage } from "@/lib/services/usage/get-team-usage";
import { UsageSchema } from "@/lib/validation/usage";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(({ principal }) => getTeamUsage({ teamId: principal.teamId }), {
  method: "GET",
  path: "/usage",
  summary: "API and sending usage",
  description:
    "The caller's team's usage in the current calendar month (UTC): authenticated API requests in total and per " +
    "method and path, emails sent, and the contacts and campaigns it holds. Request counts are recorded in the " +
    "background and may trail the latest calls by a moment.",
  tags: ["Usage"],
  permission: "team:read",
  response: UsageSchema,
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
