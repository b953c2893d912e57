import { withApi, methodsNotAllowed } from "@/lib/api";
import { acceptInvite } from "@/lib/services/invites";
import { acceptInviteOperation } from "@/lib/api/operations/invites";

export const POST = withApi(
  ({ request, body, ip }) => acceptInvite({ ...body, userAgent: request.headers.get("user-agent"), ipAddress: ip }),
  acceptInviteOperation,
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
