import { withApi } from "@/lib/api/with-api";
import { sendCampaign } from "@/lib/services/campaigns/send-campaign";
import { CampaignSchema } from "@/lib/validation/campaigns";
import { idParams } from "@/lib/validation/common";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(({ principal, params }) => sendCampaign({ teamId: principal.teamId, id: params.id }), {
  method: "POST",
  path: "/campaigns/{id}/send",
  summary: "Send a campaign now",
  description: "A DRAFT or SCHEDULED campaign starts sending to its list's ACTIVE contacts (as they are now; later additions are not included). 202; 422 when the list has no active contacts or list, template or SMTP configuration is missing; 409 INVALID_STATE from other states.",
  tags: ["Campaigns"],
  permission: "campaigns:send",
  feature: "email_campaigns",
  params: idParams,
  response: CampaignSchema,
  successStatus: 202,
  errors: [404, 409, 422],
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
