import type { z } from "zod";
import { withApi, type HandlerContext } from "@/lib/api/with-api";
import { auditActor } from "@/lib/services/audit/record-audit";
import { changeMemberRole } from "@/lib/services/teams/change-member-role";
import { removeTeamMember } from "@/lib/services/teams/remove-team-member";
import { memberParams, UpdateMemberBody } from "@/lib/validation/teams";
import { UserSchema } from "@/lib/validation/users";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

const update = {
  path: "/teams/current/members/{userId}",
  summary: "Change a member's role",
  description:
    "Sets the role to ADMIN or MEMBER and re-syncs the member's permissions; keys they created lose what the new role does not grant. Access tokens the member holds answer 401 at once (their refresh tokens renew into the new role). The team's last admin cannot be demoted (409 LAST_ADMIN). A super admin cannot be changed through the API (403). PUT is accepted as a synonym of PATCH.",
  tags: ["Teams"],
  permission: "users:write" as const,
  params: memberParams,
  body: UpdateMemberBody,
  response: UserSchema,
  errors: [404, 409],
};

function handleUpdate({
  principal,
  params,
  body,
  ip,
}: HandlerContext<z.infer<typeof UpdateMemberBody>, undefined, z.infer<typeof memberParams>, "required">) {
  return changeMemberRole({
    teamId: principal.teamId,
    userId: params.userId,
    role: body.role,
    actor: auditActor(principal, ip),
  });
}

export const PATCH = withApi(handleUpdate, { ...update, method: "PATCH" });
export const PUT = withApi(handleUpdate, { ...update, method: "PUT" });

export const DELETE = withApi(
  ({ principal, params, ip }) =>
    removeTeamMember({ teamId: principal.teamId, userId: params.userId, actor: auditActor(principal, ip) }),
  {
    method: "DELETE",
    path: "/teams/current/members/{userId}",
    summary: "Remove a member",
    description:
      "Removes the user from the team: their account is deleted, their sessions end at once and their refresh tokens are revoked. API keys they created stay with the team. The last admin cannot be removed (409 LAST_ADMIN), not even by themselves.",
    tags: ["Teams"],
    permission: "users:delete",
    params: memberParams,
    response: UserSchema,
    errors: [404, 409],
  },
);

export const { GET, HEAD, POST } = methodsNotAllowed(["PUT", "PATCH", "DELETE"]);
