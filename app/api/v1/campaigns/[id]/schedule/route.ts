import { withApi } from "@/lib/api/with-api";
import { scheduleCampaign } from "@/lib/services/campaigns/schedule-campaign";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { scheduleCampaignOperation } from "@/lib/api/operations/campaign-sending";

export const POST = withApi(
  ({ principal, params, body }) => scheduleCampaign({ ...body, teamId: principal.teamId, id: params.id }),
  scheduleCampaignOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
