import { withApi, methodsNotAllowed } from "@/lib/api";
import { checkCampaign } from "@/lib/services/checks";
import { checkCampaignOperation } from "@/lib/api/operations/checks";

export const POST = withApi(
  ({ principal, params }) => checkCampaign({ teamId: principal.teamId, id: params.id }),
  checkCampaignOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
