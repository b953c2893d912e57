import { withApi, methodsNotAllowed } from "@/lib/api";
import { getSendTimeSuggestion } from "@/lib/services/analytics";
import { getSendTimeSuggestionOperation } from "@/lib/api/operations/analytics";

export const GET = withApi(
  ({ principal, query }) => getSendTimeSuggestion({ teamId: principal.teamId, months: query.months }),
  getSendTimeSuggestionOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
