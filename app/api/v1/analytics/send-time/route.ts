import { ANALYTICS_ALIAS_NOTE, ANALYTICS_TAGS } from "@/lib/analytics/route-docs";
import { withApi } from "@/lib/api/with-api";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { getSendTimeSuggestion } from "@/lib/services/analytics/get-send-time-suggestion";
import { SendTimeSuggestionSchema, sendTimeQuery } from "@/lib/validation/local-time";

export const GET = withApi(
  ({ principal, query }) => getSendTimeSuggestion({ teamId: principal.teamId, months: query.months }),
  {
    method: "GET",
    path: "/analytics/send-time",
    tags: ANALYTICS_TAGS,
    summary: "Send-time suggestion",
    description: [
      "The team's best local hours to send, from its readers' **human** opens (proxy and scanner opens, `isAutomated`, left out) over the last `months` calendar months (default 12), per hour of the day in the team's timezone.",
      "`suggestedTime` is the hour with the most human opens (ties: the earlier hour); `bestHours` the top 3 with their share of all human opens; `hours` all 24. With fewer than `minimumOpens` (50) human opens the hours would describe a few people: `basis` is then `default` and `suggestedTime` 10:00, a common morning choice.",
      'Use it as `localTime` of a campaign sent at the recipients\' local time (`sendAt: "recipient-local"`).',
      ANALYTICS_ALIAS_NOTE,
    ].join("\n\n"),
    permission: "analytics:read",
    query: sendTimeQuery,
    response: SendTimeSuggestionSchema,
  },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
