import { withApi } from "@/lib/api/with-api";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { createFollowUp } from "@/lib/services/campaigns/follow-up/create-follow-up";
import { getFollowUpPreview } from "@/lib/services/campaigns/follow-up/get-follow-up-preview";
import { idempotent } from "@/lib/services/idempotency/with-idempotency-key";
import { CampaignSchema } from "@/lib/validation/campaigns";
import { idParams } from "@/lib/validation/common";
import { FollowUpBodySchema, FollowUpPreviewSchema } from "@/lib/validation/follow-ups";

const AUDIENCE =
  "The recipients of the campaign's last run whose email was delivered and has no human open as of the follow-up's start (proxy-flagged opens " +
  "and scanner clicks do not count; a human click counts as an open), still ACTIVE, not suppressed (unsubscribed, bounced, complained), and " +
  "not reached by an earlier follow-up of the same campaign.";

export const GET = withApi(({ principal, params }) => getFollowUpPreview({ teamId: principal.teamId, id: params.id }), {
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

export const POST = withApi(
  (context) =>
    idempotent(context, "POST /campaigns/{id}/follow-up", 201, () =>
      createFollowUp({ teamId: context.principal.teamId, id: context.params.id, ...context.body }),
    ),
  {
    method: "POST",
    path: "/campaigns/{id}/follow-up",
    summary: "Resend to non-openers",
    description:
      `Creates a follow-up campaign (201) with a new subject, \`followUpOf\` naming this one: SENDING at once, or SCHEDULED \`afterHours\` from now. ${AUDIENCE} ` +
      "Its audience is fixed when it starts sending, each recipient once. One live follow-up per campaign: 409 CONFLICT while another is not " +
      "CANCELLED or FAILED (`details.followUpId`). 409 INVALID_STATE unless the campaign is SENT; 422 when nobody would receive it, or its " +
      "template or SMTP configuration is gone; 404 for another team's campaign or template. Takes an `Idempotency-Key` header as POST /campaigns/{id}/send does.",
    tags: ["Campaigns"],
    permission: "campaigns:send",
    feature: "email_campaigns",
    params: idParams,
    body: FollowUpBodySchema,
    response: CampaignSchema,
    successStatus: 201,
    errors: [404, 409, 422],
  },
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
