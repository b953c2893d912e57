import { withApi } from "@/lib/api/with-api";
import { scheduleCampaign } from "@/lib/services/campaigns/schedule-campaign";
import { CampaignSchema, ScheduleCampaignBodySchema } from "@/lib/validation/campaigns";
import { idParams } from "@/lib/validation/common";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(
  ({ principal, params, body }) => scheduleCampaign({ ...body, teamId: principal.teamId, id: params.id }),
  {
    method: "POST",
    path: "/campaigns/{id}/schedule",
    summary: "Schedule a campaign",
    description:
      "A DRAFT campaign (or a SCHEDULED one, to move it) becomes SCHEDULED: one-time at `scheduledFor`, recurring at the next occurrence " +
      "of its preset or cron in `timezone`. Both may be given here. 202; 422 when the moment has passed or the campaign is not ready to send.",
    tags: ["Campaigns"],
    permission: "campaigns:send",
    feature: "email_campaigns",
    params: idParams,
    body: ScheduleCampaignBodySchema,
    response: CampaignSchema,
    successStatus: 202,
    errors: [404, 409, 422],
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
