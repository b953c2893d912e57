import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { deleteCampaign, getCampaign, updateCampaign } from "@/lib/services/campaigns";
import {
  getCampaignOperation,
  updateCampaignOperation,
  updateCampaignPutOperation,
  deleteCampaignOperation,
} from "@/lib/api/operations/campaigns";

export const GET = serviceRoute(getCampaign, getCampaignOperation);
export const PATCH = serviceRoute(updateCampaign, updateCampaignOperation);
export const PUT = serviceRoute(updateCampaign, updateCampaignPutOperation);
export const DELETE = serviceRoute(deleteCampaign, deleteCampaignOperation);

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
