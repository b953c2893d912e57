import { withApi, methodsNotAllowed } from "@/lib/api";
import { listCampaignEmails } from "@/lib/services/campaigns";
import { listCampaignEmailsOperation } from "@/lib/api/operations/campaigns";

export const GET = withApi(
  ({ principal, params, query }) => listCampaignEmails({ ...query, teamId: principal.teamId, id: params.id }),
  listCampaignEmailsOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
