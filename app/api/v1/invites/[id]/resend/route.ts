import { withApi, methodsNotAllowed } from "@/lib/api";
import { resendInvite } from "@/lib/services/invites";
import { resendInviteOperation } from "@/lib/api/operations/invites";

export const POST = withApi(
  ({ principal, params }) => resendInvite({ teamId: principal.teamId, id: params.id }),
  resendInviteOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
