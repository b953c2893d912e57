import type { z } from "zod";
import { withApi, type HandlerContext, methodsNotAllowed } from "@/lib/api";
import { auditActor } from "@/lib/services/audit";
import { changeMemberRole, removeTeamMember } from "@/lib/services/teams";
import type { memberParams, UpdateMemberBody } from "@/lib/validation/teams";
import {
  changeMemberRoleOperation,
  changeMemberRolePutOperation,
  removeMemberOperation,
} from "@/lib/api/operations/teams";

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

export const PATCH = withApi(handleUpdate, changeMemberRoleOperation);
export const PUT = withApi(handleUpdate, changeMemberRolePutOperation);

export const DELETE = withApi(
  ({ principal, params, ip }) =>
    removeTeamMember({ teamId: principal.teamId, userId: params.userId, actor: auditActor(principal, ip) }),
  removeMemberOperation,
);

export const { GET, HEAD, POST } = methodsNotAllowed(["PUT", "PATCH", "DELETE"]);
