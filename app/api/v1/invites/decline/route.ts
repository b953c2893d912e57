import { withApi } from "@/lib/api/with-api";
import { declineInvite } from "@/lib/services/invites/decline-invite";
import { DeclineInviteBody, DeclineInviteResponseSchema } from "@/lib/validation/invites";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(({ body, ip }) => declineInvite({ code: body.code, ipAddress: ip }), {
  method: "POST",
  path: "/invites/decline",
  summary: "Decline an invite",
  description:
    "The invitee turns the invite down: it becomes REJECTED, its code stops working and its seat is freed. Declining again answers the same. 404 for an unknown code; 409 INVITE_NOT_PENDING when the invite expired, was revoked or was already accepted.",
  tags: ["Invites"],
  auth: "public",
  body: DeclineInviteBody,
  successStatus: 200,
  response: DeclineInviteResponseSchema,
  errors: [404, 409],
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
