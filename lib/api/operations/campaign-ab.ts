import { campaignsOperations } from "./campaign-resource";
import { defineOperation } from "./define-operation";
import { AbReportSchema, PickAbWinnerBodySchema } from "@/lib/validation/ab-tests";
import { idParams } from "@/lib/validation/common";
import { FollowUpPreviewSchema, FollowUpBodySchema } from "@/lib/validation/follow-ups";

const AUDIENCE =
  "The recipients of the campaign's last run whose email was delivered and has no human open as of the follow-up's start (proxy-flagged opens " +
  "and scanner clicks do not count; a human click counts as an open), still ACTIVE, not suppressed (unsubscribed, bounced, complained), and " +
  "not reached by an earlier follow-up of the same campaign.";

export const getAbTestReportOperation = defineOperation({
  method: "GET",
  path: "/campaigns/{id}/ab",
  summary: "A/B test report",
  description:
    "Each variant's test group: sent, delivered, unique human opens and clicks and their rates (proxy opens and scanner clicks left out), " +
    "the phase (TEST, WAITING, WINNER), the winner once picked, the winner's send to the rest, and a two-proportion z-test of the best " +
    "variant against the runner-up on the test's metric. 409 INVALID_STATE for a campaign without an A/B test.",
  tags: ["Campaigns"],
  permission: "campaigns:read",
  params: idParams,
  response: AbReportSchema,
  errors: [404, 409],
});

export const pickAbWinnerOperation = defineOperation({
  method: "POST",
  path: "/campaigns/{id}/ab/winner",
  summary: "Pick the A/B winner by hand",
  description:
    "`{ variant }` (0 = the first) wins before the wait ends: during the wait its send to the rest of the audience starts at once; while the " +
    "test group is still being sent, right after it. Answers the A/B report. 409 INVALID_STATE before the send, after a winner was picked, or without an A/B test.",
  tags: ["Campaigns"],
  permission: "campaigns:send",
  params: idParams,
  body: PickAbWinnerBodySchema,
  successStatus: 200,
  response: AbReportSchema,
  errors: [404, 409],
});

export const previewFollowUpOperation = defineOperation({
  method: "GET",
  path: "/campaigns/{id}/follow-up",
  summary: "Preview a resend to non-openers",
  description: `How many a follow-up created now would reach, and the campaign's follow-ups so far. ${AUDIENCE} 409 INVALID_STATE unless the campaign is SENT.`,
  tags: ["Campaigns"],
  permission: "campaigns:read",
  params: idParams,
  response: FollowUpPreviewSchema,
  errors: [404, 409],
});

export const createFollowUpOperation = campaignsOperations.action("POST", "follow-up", "send", {
  summary: "Resend to non-openers",
  description:
    `Creates a follow-up campaign (201) with a new subject, \`followUpOf\` naming this one: SENDING at once, or SCHEDULED \`afterHours\` from now. ${AUDIENCE} ` +
    "Its audience is fixed when it starts sending, each recipient once. One live follow-up per campaign: 409 CONFLICT while another is not " +
    "CANCELLED or FAILED (`details.followUpId`). 409 INVALID_STATE unless the campaign is SENT; 422 when nobody would receive it, or its " +
    "template or SMTP configuration is gone; 404 for another team's campaign or template. Takes an `Idempotency-Key` header as POST /campaigns/{id}/send does.",
  body: FollowUpBodySchema,
  successStatus: 201,
  errors: [409, 422],
});
