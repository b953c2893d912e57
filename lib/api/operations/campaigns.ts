import { defineOperation, putSynonymOf } from "./define-operation";
import {
  CampaignSchema,
  campaignsQuery,
  CreateCampaignBodySchema,
  UpdateCampaignBodySchema,
  campaignEmailsQuery,
} from "@/lib/validation/campaigns";
import { paginatedSchema } from "@/lib/api/pagination";
import { idParams } from "@/lib/validation/common";
import { EmailSchema } from "@/lib/validation/emails";

export const listCampaignsOperation = defineOperation({
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

export const createCampaignOperation = defineOperation({
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

export const getCampaignOperation = defineOperation({
  method: "GET",
  path: "/campaigns/{id}",
  summary: "Get a campaign",
  description: "The campaign with its live counts and, while SCHEDULED, `nextRunAt`.",
  tags: ["Campaigns"],
  permission: "campaigns:read",
  feature: "email_campaigns",
  params: idParams,
  response: CampaignSchema,
  errors: [404],
});

export const updateCampaignOperation = defineOperation({
  method: "PATCH",
  path: "/campaigns/{id}",
  summary: "Update a campaign",
  description:
    "Changes the given fields. Only a DRAFT, SCHEDULED or PAUSED campaign can be edited (409 `INVALID_STATE` otherwise).",
  tags: ["Campaigns"],
  permission: "campaigns:write",
  feature: "email_campaigns",
  params: idParams,
  body: UpdateCampaignBodySchema,
  response: CampaignSchema,
  errors: [404, 409, 422],
});

export const updateCampaignPutOperation = putSynonymOf(updateCampaignOperation);

export const deleteCampaignOperation = defineOperation({
  method: "DELETE",
  path: "/campaigns/{id}",
  summary: "Delete a campaign",
  description: "Soft-deletes the campaign; a SENDING campaign must be paused or cancelled first (409 `INVALID_STATE`).",
  tags: ["Campaigns"],
  permission: "campaigns:delete",
  feature: "email_campaigns",
  params: idParams,
  response: CampaignSchema,
  errors: [404, 409],
});

export const duplicateCampaignOperation = defineOperation({
  method: "POST",
  path: "/campaigns/{id}/duplicate",
  summary: "Duplicate a campaign",
  description:
    'Creates a DRAFT copy named "<name> (copy)" with the same content, audience, schedule and batching. Counts towards the plan\'s campaign cap.',
  tags: ["Campaigns"],
  permission: "campaigns:write",
  feature: "email_campaigns",
  params: idParams,
  successStatus: 201,
  response: CampaignSchema,
  errors: [404],
});

export const listCampaignEmailsOperation = defineOperation({
  method: "GET",
  path: "/campaigns/{id}/emails",
  summary: "List a campaign's emails",
  description:
    "One Email per recipient of each run of the campaign, newest first, optionally by `status` and by `run` (a recurring campaign's run number).",
  tags: ["Campaigns"],
  permission: "campaigns:read",
  feature: "email_campaigns",
  params: idParams,
  query: campaignEmailsQuery,
  response: paginatedSchema(EmailSchema),
  errors: [404],
});
