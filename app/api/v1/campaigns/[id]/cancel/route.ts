import { withApi, methodsNotAllowed } from "@/lib/api";
import { cancelCampaign } from "@/lib/services/campaigns";
import { cancelCampaignOperation } from "@/lib/api/operations/campaign-sending";

export const POST = withApi(
  ({ principal, params }) => cancelCampaign({ teamId: principal.teamId, id: params.id }),
  cancelCampaignOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
