import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { getLocalGroups } from "@/lib/services/campaigns";
import { getCampaignLocalTimeGroupsOperation } from "@/lib/api/operations/campaign-sending";

export const GET = serviceRoute(getLocalGroups, getCampaignLocalTimeGroupsOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
