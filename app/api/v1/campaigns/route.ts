import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { createCampaign, listCampaigns } from "@/lib/services/campaigns";
import { listCampaignsOperation, createCampaignOperation } from "@/lib/api/operations/campaigns";

export const GET = serviceRoute(listCampaigns, listCampaignsOperation);

export const POST = serviceRoute(createCampaign, createCampaignOperation);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
