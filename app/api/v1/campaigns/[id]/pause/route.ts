import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { pauseCampaign } from "@/lib/services/campaigns";
import { pauseCampaignOperation } from "@/lib/api/operations/campaign-sending";

export const POST = serviceRoute(pauseCampaign, pauseCampaignOperation);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
