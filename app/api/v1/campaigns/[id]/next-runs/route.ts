import { withApi, methodsNotAllowed } from "@/lib/api";
import { getCampaignNextRuns } from "@/lib/services/campaigns";
import { previewCampaignNextRunsOperation } from "@/lib/api/operations/campaign-sending";

export const GET = withApi(
  ({ principal, params, query }) =>
    getCampaignNextRuns({ teamId: principal.teamId, id: params.id, count: query.count }),
  previewCampaignNextRunsOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
