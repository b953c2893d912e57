import { withApi } from "@/lib/api/with-api";
import { duplicateCampaign } from "@/lib/services/campaigns/duplicate-campaign";
import { CampaignSchema } from "@/lib/validation/campaigns";
import { idParams } from "@/lib/validation/common";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(({ principal, params }) => duplicateCampaign({ teamId: principal.teamId, id: params.id }), {
  method: "POST",
  path: "/campaigns/{id}/duplicate",
  summary: "Duplicate a campaign",
  description:
    'Creates a DRAFT copy named "<name> (copy)" with the same content, audience, schedule and batching. Counts towards the plan\'s campaign cap.',
  tags: ["Campaigns"],
  permission: "campaigns:write",
  feature: "email_campaigns",
  params: idParams,
  response: CampaignSchema,
  successStatus: 201,
  errors: [404],
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
