import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { scheduleCampaign } from "@/lib/services/campaigns";
import { scheduleCampaignOperation } from "@/lib/api/operations/campaign-sending";

export const POST = serviceRoute(scheduleCampaign, scheduleCampaignOperation);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
