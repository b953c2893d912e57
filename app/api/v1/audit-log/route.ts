import { withApi } from "@/lib/api/with-api";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { listAuditLog } from "@/lib/services/audit/list-audit-log";
import { listAuditLogOperation } from "@/lib/api/operations/teams";

export const GET = withApi(
  ({ principal, query }) => listAuditLog({ ...query, teamId: principal.teamId }),
  listAuditLogOperation,
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
