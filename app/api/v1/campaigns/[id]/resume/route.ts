import { withApi } from "@/lib/api/with-api";
import { resumeCampaign } from "@/lib/services/campaigns/resume-campaign";
import { CampaignSchema } from "@/lib/validation/campaigns";
import { idParams } from "@/lib/validation/common";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(({ principal, params }) => resumeCampaign({ teamId: principal.teamId, id: params.id }), {
  method: "POST",
  path: "/campaigns/{id}/resume",
  summary: "Resume a campaign",
  description:
    "A PAUSED campaign continues where it stopped (each contact is still sent once), or returns to SCHEDULED when it had not started. 202; 409 INVALID_STATE from other states.",
  tags: ["Campaigns"],
  permission: "campaigns:send",
  feature: "email_campaigns",
  params: idParams,
  response: CampaignSchema,
  successStatus: 202,
  errors: [404, 409],
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
