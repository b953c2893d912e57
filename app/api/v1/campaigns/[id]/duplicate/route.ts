import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { duplicateCampaign } from "@/lib/services/campaigns";
import { duplicateCampaignOperation } from "@/lib/api/operations/campaigns";

export const POST = serviceRoute(duplicateCampaign, duplicateCampaignOperation);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
