import { withApi, methodsNotAllowed } from "@/lib/api";
import { getLocalGroups } from "@/lib/services/campaigns";
import { getCampaignLocalTimeGroupsOperation } from "@/lib/api/operations/campaign-sending";

export const GET = withApi(
  ({ principal, params }) => getLocalGroups({ teamId: principal.teamId, id: params.id }),
  getCampaignLocalTimeGroupsOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
