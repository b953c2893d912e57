import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute, withActor } from "@/lib/api/routes";
import { auditActor } from "@/lib/services/audit";
import { changeMemberRole, removeTeamMember } from "@/lib/services/teams";
import {
  changeMemberRoleOperation,
  changeMemberRolePutOperation,
  removeMemberOperation,
} from "@/lib/api/operations/teams";

export const PATCH = serviceRoute(changeMemberRole, changeMemberRoleOperation, withActor(auditActor));
export const PUT = serviceRoute(changeMemberRole, changeMemberRolePutOperation, withActor(auditActor));
export const DELETE = serviceRoute(removeTeamMember, removeMemberOperation, withActor(auditActor));

export const { GET, HEAD, POST } = methodsNotAllowed(["PUT", "PATCH", "DELETE"]);
