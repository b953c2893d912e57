import { withApi, methodsNotAllowed } from "@/lib/api";
import { pauseCampaign } from "@/lib/services/campaigns";
import { pauseCampaignOperation } from "@/lib/api/operations/campaign-sending";

export const POST = withApi(
  ({ principal, params }) => pauseCampaign({ teamId: principal.teamId, id: params.id }),
  pauseCampaignOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
