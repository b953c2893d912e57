import { withApi, methodsNotAllowed } from "@/lib/api";
import { resumeCampaign } from "@/lib/services/campaigns";
import { resumeCampaignOperation } from "@/lib/api/operations/campaign-sending";

export const POST = withApi(
  ({ principal, params }) => resumeCampaign({ teamId: principal.teamId, id: params.id }),
  resumeCampaignOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
