import { withApi } from "@/lib/api/with-api";
import { pauseCampaign } from "@/lib/services/campaigns/pause-campaign";
import { CampaignSchema } from "@/lib/validation/campaigns";
import { idParams } from "@/lib/validation/common";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(({ principal, params }) => pauseCampaign({ teamId: principal.teamId, id: params.id }), {
  method: "POST",
  path: "/campaigns/{id}/pause",
  summary: "Pause a campaign",
  description:
    "SCHEDULED or SENDING becomes PAUSED; a running send stops before its next message (within about a second). 409 INVALID_STATE from other states.",
  tags: ["Campaigns"],
  permission: "campaigns:send",
  feature: "email_campaigns",
  params: idParams,
  response: CampaignSchema,
  successStatus: 200,
  errors: [404, 409],
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
