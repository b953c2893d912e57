import { withApi } from "@/lib/api/with-api";
import { getAbReport } from "@/lib/services/campaigns/ab/get-ab-report";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { getAbTestReportOperation } from "@/lib/api/operations/campaign-ab";

export const GET = withApi(
  ({ principal, params }) => getAbReport({ teamId: principal.teamId, id: params.id }),
  getAbTestReportOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
