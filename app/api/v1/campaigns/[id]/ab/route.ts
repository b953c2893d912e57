import { withApi, methodsNotAllowed } from "@/lib/api";
import { getAbReport } from "@/lib/services/campaigns";
import { getAbTestReportOperation } from "@/lib/api/operations/campaign-ab";

export const GET = withApi(
  ({ principal, params }) => getAbReport({ teamId: principal.teamId, id: params.id }),
  getAbTestReportOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
