import { withApi } from "@/lib/api/with-api";
import { getAbReport } from "@/lib/services/campaigns/ab/get-ab-report";
import { AbReportSchema } from "@/lib/validation/ab-tests";
import { idParams } from "@/lib/validation/common";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(({ principal, params }) => getAbReport({ teamId: principal.teamId, id: params.id }), {
  method: "GET",
  path: "/campaigns/{id}/ab",
  summary: "A/B test report",
  description:
    "Each variant's test group: sent, delivered, unique human opens and clicks and their rates (proxy opens and scanner clicks left out), " +
    "the phase (TEST, WAITING, WINNER), the winner once picked, the winner's send to the rest, and a two-proportion z-test of the best " +
    "variant against the runner-up on the test's metric. 409 INVALID_STATE for a campaign without an A/B test.",
  tags: ["Campaigns"],
  permission: "campaigns:read",
  params: idParams,
  response: AbReportSchema,
  errors: [404, 409],
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
