import { withApi, methodsNotAllowed } from "@/lib/api";
import { createCampaign, listCampaigns } from "@/lib/services/campaigns";
import { listCampaignsOperation, createCampaignOperation } from "@/lib/api/operations/campaigns";

export const GET = withApi(
  ({ principal, query }) => listCampaigns({ ...query, teamId: principal.teamId }),
  listCampaignsOperation,
);

export const POST = withApi(
  ({ principal, body }) => createCampaign({ ...body, teamId: principal.teamId }),
  createCampaignOperation,
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
