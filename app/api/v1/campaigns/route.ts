import { paginatedSchema } from "@/lib/api/pagination";
import { withApi } from "@/lib/api/with-api";
import { createCampaign } from "@/lib/services/campaigns/create-campaign";
import { listCampaigns } from "@/lib/services/campaigns/list-campaigns";
import { CampaignSchema, campaignsQuery, CreateCampaignBodySchema } from "@/lib/validation/campaigns";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(({ principal, query }) => listCampaigns({ ...query, teamId: principal.teamId }), {
  method: "GET",
  path: "/campaigns",
  summary: "List campaigns",
  description:
    "The team's campaigns, newest first, with live counts (audience, sent, failed, processed) and `nextRunAt` while SCHEDULED.",
  tags: ["Campaigns"],
  permission: "campaigns:read",
  feature: "email_campaigns",
  query: campaignsQuery,
  response: paginatedSchema(CampaignSchema),
});

export const POST = withApi(({ principal, body }) => createCampaign({ ...body, teamId: principal.teamId }), {
  method: "POST",
  path: "/campaigns",
  summary: "Create a campaign",
  description:
    "Creates a DRAFT campaign. `listId`, `templateId` and `smtpConfigId` must be the team's (404 otherwise). " +
    "`batchDelay` is in nanoseconds (0 = no pause). A one-time `scheduledFor` in the past is refused (422). " +
    "The plan caps the number of campaigns (`email_campaigns`; 403 `PLAN_LIMIT_REACHED`).",
  tags: ["Campaigns"],
  permission: "campaigns:write",
  feature: "email_campaigns",
  body: CreateCampaignBodySchema,
  response: CampaignSchema,
  errors: [404, 422],
});

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
