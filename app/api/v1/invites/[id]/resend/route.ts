import { withApi } from "@/lib/api/with-api";
import { resendInvite } from "@/lib/services/invites/resend-invite";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { resendInviteOperation } from "@/lib/api/operations/invites";

export const POST = withApi(
  ({ principal, params }) => resendInvite({ teamId: principal.teamId, id: params.id }),
  resendInviteOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
