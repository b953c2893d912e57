import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { resumeCampaign } from "@/lib/services/campaigns";
import { resumeCampaignOperation } from "@/lib/api/operations/campaign-sending";

export const POST = serviceRoute(resumeCampaign, resumeCampaignOperation);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
