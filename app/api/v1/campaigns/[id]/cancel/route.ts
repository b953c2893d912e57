import { withApi } from "@/lib/api/with-api";
import { cancelCampaign } from "@/lib/services/campaigns/cancel-campaign";
import { CampaignSchema } from "@/lib/validation/campaigns";
import { idParams } from "@/lib/validation/common";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(({ principal, params }) => cancelCampaign({ teamId: principal.teamId, id: params.id }), {
  method: "POST",
  path: "/campaigns/{id}/cancel",
  summary: "Cancel a campaign",
  description:
    "Any state but SENT (and CANCELLED) becomes CANCELLED; a running send stops. 409 INVALID_STATE otherwise.",
  tags: ["Campaigns"],
  permission: "campaigns:send",
  feature: "email_campaigns",
  params: idParams,
  response: CampaignSchema,
  successStatus: 200,
  errors: [404, 409],
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
