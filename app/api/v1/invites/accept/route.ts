import { withApi } from "@/lib/api/with-api";
import { acceptInvite } from "@/lib/services/invites/accept-invite";
import { AcceptInviteBody, AcceptInviteResponseSchema } from "@/lib/validation/invites";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(
  ({ request, body, ip }) => acceptInvite({ ...body, userAgent: request.headers.get("user-agent"), ipAddress: ip }),
  {
    method: "POST",
    path: "/invites/accept",
    summary: "Accept an invite",
    description:
      "Joins the inviting team with the invite's role and signs in. Creates the account (password of at least 8 characters required; first and last name default to the invite's name). 404 for an unknown code; 409 INVITE_NOT_PENDING when the invite expired, was revoked or was already used; 409 when the email already has an account (a user belongs to one team).",
    tags: ["Invites"],
    auth: "public",
    body: AcceptInviteBody,
    successStatus: 200,
    response: AcceptInviteResponseSchema,
    errors: [403, 404, 409],
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
