import { withApi, methodsNotAllowed } from "@/lib/api";
import { declineInvite } from "@/lib/services/invites";
import { declineInviteOperation } from "@/lib/api/operations/invites";

export const POST = withApi(
  ({ body, ip }) => declineInvite({ code: body.code, ipAddress: ip }),
  declineInviteOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
