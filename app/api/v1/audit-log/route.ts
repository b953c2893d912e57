import { withApi } from "@/lib/api/with-api";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { listAuditLog } from "@/lib/services/audit/list-audit-log";
import { auditLogQuery, AuditLogPageSchema } from "@/lib/validation/audit-log";

export const GET = withApi(({ principal, query }) => listAuditLog({ ...query, teamId: principal.teamId }), {
  method: "GET",
  path: "/audit-log",
  summary: "Audit log",
  description:
    "Who did what and when, from where: sign-ins (and failed ones), password and two-factor changes, API keys, members and " +
    "roles, invites, SMTP, webhook, IMAP and domain changes, exports and plan changes. Newest first, kept one year. " +
    "Admins only (`team:write`). Filter with `action` (`api_key.created`) or a resource (`api_key`).",
  tags: ["Teams"],
  permission: "team:write",
  query: auditLogQuery,
  response: AuditLogPageSchema,
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
