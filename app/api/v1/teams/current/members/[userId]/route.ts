import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute, withActor } from "@/lib/api/routes";
import { auditActor } from "@/lib/services/audit";
import { changeMemberRole, removeTeamMember } from "@/lib/services/teams";
import {
  changeMemberRoleOperation,
  changeMemberRolePutOperation,
  removeMemberOperation,
} from "@/lib/api/operations/teams";

// The writes record who made them (lib/services/audit).
const audited = withActor(auditActor);

export const PATCH = serviceRoute(changeMemberRole, changeMemberRoleOperation, audited);
export const PUT = serviceRoute(changeMemberRole, changeMemberRolePutOperation, audited);
export const DELETE = serviceRoute(removeTeamMember, removeMemberOperation, audited);

export const { GET, HEAD, POST } = methodsNotAllowed(["PUT", "PATCH", "DELETE"]);
