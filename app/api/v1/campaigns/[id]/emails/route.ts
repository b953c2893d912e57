import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { listCampaignEmails } from "@/lib/services/campaigns";
import { listCampaignEmailsOperation } from "@/lib/api/operations/campaigns";

export const GET = serviceRoute(listCampaignEmails, listCampaignEmailsOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
