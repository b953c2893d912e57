import { withApi } from "@/lib/api/with-api";
import { duplicateCampaign } from "@/lib/services/campaigns/duplicate-campaign";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { duplicateCampaignOperation } from "@/lib/api/operations/campaigns";

export const POST = withApi(
  ({ principal, params }) => duplicateCampaign({ teamId: principal.teamId, id: params.id }),
  duplicateCampaignOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
