import { withApi } from "@/lib/api/with-api";
import { getCampaignNextRuns } from "@/lib/services/campaigns/get-campaign-next-runs";
import { NextRunsSchema, nextRunsQuery } from "@/lib/validation/campaigns";
import { idParams } from "@/lib/validation/common";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(
  ({ principal, params, query }) =>
    getCampaignNextRuns({ teamId: principal.teamId, id: params.id, count: query.count }),
  {
    method: "GET",
    path: "/campaigns/{id}/next-runs",
    summary: "Preview a campaign's next runs",
    description:
      "The next `count` (default 5, at most 20) moments the campaign's schedule runs at, as UTC instants, whatever its status; read in `timezone`.",
    tags: ["Campaigns"],
    permission: "campaigns:read",
    feature: "email_campaigns",
    params: idParams,
    query: nextRunsQuery,
    response: NextRunsSchema,
    errors: [404],
  },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
