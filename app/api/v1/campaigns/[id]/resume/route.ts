import { withApi } from "@/lib/api/with-api";
import { resumeCampaign } from "@/lib/services/campaigns/resume-campaign";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { resumeCampaignOperation } from "@/lib/api/operations/campaign-sending";

export const POST = withApi(
  ({ principal, params }) => resumeCampaign({ teamId: principal.teamId, id: params.id }),
  resumeCampaignOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
