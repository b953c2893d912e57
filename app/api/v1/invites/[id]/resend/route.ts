import { withApi } from "@/lib/api/with-api";
import { resendInvite } from "@/lib/services/invites/resend-invite";
import { idParams } from "@/lib/validation/common";
import { InviteWithCodeSchema } from "@/lib/validation/invites";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const POST = withApi(({ principal, params }) => resendInvite({ teamId: principal.teamId, id: params.id }), {
  method: "POST",
  path: "/invites/{id}/resend",
  summary: "Resend an invite",
  description:
    "Emails a pending invite again with the same code and extends it to 7 days from now (an expired one too). 502 when the email cannot be sent.",
  tags: ["Invites"],
  permission: "invites:write",
  params: idParams,
  successStatus: 200,
  response: InviteWithCodeSchema,
  errors: [404, 409, 502],
});

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
