import { withApi, methodsNotAllowed } from "@/lib/api";
import { testCampaign } from "@/lib/services/campaigns";
import { sendCampaignTestOperation } from "@/lib/api/operations/campaign-sending";

export const POST = withApi(
  ({ principal, params, body }) => testCampaign({ teamId: principal.teamId, id: params.id, to: body.to }),
  sendCampaignTestOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
