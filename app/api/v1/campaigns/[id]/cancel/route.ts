import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { cancelCampaign } from "@/lib/services/campaigns";
import { cancelCampaignOperation } from "@/lib/api/operations/campaign-sending";

export const POST = serviceRoute(cancelCampaign, cancelCampaignOperation);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
