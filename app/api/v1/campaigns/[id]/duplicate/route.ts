import { withApi, methodsNotAllowed } from "@/lib/api";
import { duplicateCampaign } from "@/lib/services/campaigns";
import { duplicateCampaignOperation } from "@/lib/api/operations/campaigns";

export const POST = withApi(
  ({ principal, params }) => duplicateCampaign({ teamId: principal.teamId, id: params.id }),
  duplicateCampaignOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
