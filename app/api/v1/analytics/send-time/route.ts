import { withApi } from "@/lib/api/with-api";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { getSendTimeSuggestion } from "@/lib/services/analytics/get-send-time-suggestion";
import { getSendTimeSuggestionOperation } from "@/lib/api/operations/analytics";

export const GET = withApi(
  ({ principal, query }) => getSendTimeSuggestion({ teamId: principal.teamId, months: query.months }),
  getSendTimeSuggestionOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
