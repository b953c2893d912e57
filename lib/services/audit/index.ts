// The audit log: who did what, recorded by services and listed for the team.
export { listAuditLog } from "./list-audit-log";
export { auditActor } from "./record-audit";
