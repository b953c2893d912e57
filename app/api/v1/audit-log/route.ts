import { withApi, methodsNotAllowed } from "@/lib/api";
import { listAuditLog } from "@/lib/services/audit";
import { listAuditLogOperation } from "@/lib/api/operations/teams";

export const GET = withApi(
  ({ principal, query }) => listAuditLog({ ...query, teamId: principal.teamId }),
  listAuditLogOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
