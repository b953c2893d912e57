import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { checkCampaign } from "@/lib/services/checks";
import { checkCampaignOperation } from "@/lib/api/operations/checks";

export const POST = serviceRoute(checkCampaign, checkCampaignOperation);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
