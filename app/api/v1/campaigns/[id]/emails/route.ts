import { paginatedSchema } from "@/lib/api/pagination";
import { withApi } from "@/lib/api/with-api";
import { listCampaignEmails } from "@/lib/services/campaigns/list-campaign-emails";
import { campaignEmailsQuery } from "@/lib/validation/campaigns";
import { idParams } from "@/lib/validation/common";
import { EmailSchema } from "@/lib/validation/emails";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(
  ({ principal, params, query }) => listCampaignEmails({ ...query, teamId: principal.teamId, id: params.id }),
  {
    method: "GET",
    path: "/campaigns/{id}/emails",
    summary: "List a campaign's emails",
    description:
      "One Email per recipient of each run of the campaign, newest first, optionally by `status` and by `run` (a recurring campaign's run number).",
    tags: ["Campaigns"],
    permission: "campaigns:read",
    feature: "email_campaigns",
    params: idParams,
    query: campaignEmailsQuery,
    response: paginatedSchema(EmailSchema),
    errors: [404],
  },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
