import { withApi, methodsNotAllowed } from "@/lib/api";
import { pickAbWinner } from "@/lib/services/campaigns";
import { pickAbWinnerOperation } from "@/lib/api/operations/campaign-ab";

export const POST = withApi(
  ({ principal, params, body }) => pickAbWinner({ teamId: principal.teamId, id: params.id, variant: body.variant }),
  pickAbWinnerOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
