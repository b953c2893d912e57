import { withApi } from "@/lib/api/with-api";
import { testCampaign } from "@/lib/services/campaigns/test-campaign";
import { TestCampaignBodySchema } from "@/lib/validation/campaigns";
import { idParams } from "@/lib/validation/common";
import { SendEmailResultSchema } from "@/lib/validation/emails";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(
  ({ principal, params, body }) => testCampaign({ teamId: principal.teamId, id: params.id, to: body.to }),
  {
    method: "POST",
    path: "/campaigns/{id}/test",
    summary: "Send a test of a campaign",
    description:
      "Sends the campaign's template through its SMTP configuration to `to` only, as a test email (left out of analytics), " +
      "personalised with the list's first active contact or sample data. Answers like POST /email.",
    tags: ["Campaigns"],
    permission: "campaigns:send",
    feature: "email_campaigns",
    params: idParams,
    body: TestCampaignBodySchema,
    response: SendEmailResultSchema,
    successStatus: 200,
    errors: [404, 422],
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
