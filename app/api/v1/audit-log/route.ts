import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { listAuditLog } from "@/lib/services/audit";
import { listAuditLogOperation } from "@/lib/api/operations/teams";

export const GET = serviceRoute(listAuditLog, listAuditLogOperation);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
