import { withApi, methodsNotAllowed } from "@/lib/api";
import { getEmailAnalytics } from "@/lib/services/analytics";
import { getEmailAnalyticsOperation } from "@/lib/api/operations/analytics";

export const GET = withApi(
  ({ principal, query }) => getEmailAnalytics({ teamId: principal.teamId, emailId: query.emailId }),
  getEmailAnalyticsOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
