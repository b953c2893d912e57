import { withApi } from "@/lib/api/with-api";
import { cancelCampaign } from "@/lib/services/campaigns/cancel-campaign";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { cancelCampaignOperation } from "@/lib/api/operations/campaign-sending";

export const POST = withApi(
  ({ principal, params }) => cancelCampaign({ teamId: principal.teamId, id: params.id }),
  cancelCampaignOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
