import { campaignsOperations } from "./campaign-resource";
import { putSynonymOf } from "./define-operation";
import {
  campaignsQuery,
  CreateCampaignBodySchema,
  UpdateCampaignBodySchema,
  campaignEmailsQuery,
} from "@/lib/validation/campaigns";
import { paginatedSchema } from "@/lib/api/pagination";
import { EmailSchema } from "@/lib/validation/emails";

export const listCampaignsOperation = campaignsOperations.list({
  description:
    "The team's campaigns, newest first, with live counts (audience, sent, failed, processed) and `nextRunAt` while SCHEDULED.",
  query: campaignsQuery,
});

export const createCampaignOperation = campaignsOperations.create({
  description:
    "Creates a DRAFT campaign. `listId`, `templateId` and `smtpConfigId` must be the team's (404 otherwise). " +
    "`batchDelay` is in nanoseconds (0 = no pause). A one-time `scheduledFor` in the past is refused (422). " +
    "The plan caps the number of campaigns (`email_campaigns`; 403 `PLAN_LIMIT_REACHED`).",
  body: CreateCampaignBodySchema,
  errors: [404, 422],
});

export const getCampaignOperation = campaignsOperations.get({
  description: "The campaign with its live counts and, while SCHEDULED, `nextRunAt`.",
});

export const updateCampaignOperation = campaignsOperations.update({
  description:
    "Changes the given fields. Only a DRAFT, SCHEDULED or PAUSED campaign can be edited (409 `INVALID_STATE` otherwise).",
  body: UpdateCampaignBodySchema,
  errors: [409, 422],
});

export const updateCampaignPutOperation = putSynonymOf(updateCampaignOperation);

export const deleteCampaignOperation = campaignsOperations.delete({
  description: "Soft-deletes the campaign; a SENDING campaign must be paused or cancelled first (409 `INVALID_STATE`).",
  errors: [409],
});

export const duplicateCampaignOperation = campaignsOperations.action("POST", "duplicate", "write", {
  summary: "Duplicate a campaign",
  description:
    'Creates a DRAFT copy named "<name> (copy)" with the same content, audience, schedule and batching. Counts towards the plan\'s campaign cap.',
  successStatus: 201,
});

export const listCampaignEmailsOperation = campaignsOperations.action("GET", "emails", "read", {
  summary: "List a campaign's emails",
  description:
    "One Email per recipient of each run of the campaign, newest first, optionally by `status` and by `run` (a recurring campaign's run number).",
  query: campaignEmailsQuery,
  response: paginatedSchema(EmailSchema),
});
