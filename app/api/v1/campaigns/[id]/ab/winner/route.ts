import { withApi } from "@/lib/api/with-api";
import { pickAbWinner } from "@/lib/services/campaigns/ab/pick-ab-winner";
import { AbReportSchema, PickAbWinnerBodySchema } from "@/lib/validation/ab-tests";
import { idParams } from "@/lib/validation/common";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(
  ({ principal, params, body }) => pickAbWinner({ teamId: principal.teamId, id: params.id, variant: body.variant }),
  {
    method: "POST",
    path: "/campaigns/{id}/ab/winner",
    summary: "Pick the A/B winner by hand",
    description:
      "`{ variant }` (0 = the first) wins before the wait ends: during the wait its send to the rest of the audience starts at once; while the " +
      "test group is still being sent, right after it. Answers the A/B report. 409 INVALID_STATE before the send, after a winner was picked, or without an A/B test.",
    tags: ["Campaigns"],
    permission: "campaigns:send",
    params: idParams,
    body: PickAbWinnerBodySchema,
    response: AbReportSchema,
    successStatus: 200,
    errors: [404, 409],
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
