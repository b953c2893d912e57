import { withApi, methodsNotAllowed } from "@/lib/api";
import { scheduleCampaign } from "@/lib/services/campaigns";
import { scheduleCampaignOperation } from "@/lib/api/operations/campaign-sending";

export const POST = withApi(
  ({ principal, params, body }) => scheduleCampaign({ ...body, teamId: principal.teamId, id: params.id }),
  scheduleCampaignOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
