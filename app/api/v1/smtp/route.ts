import { paginatedSchema } from "@/lib/api/pagination";
import { withApi } from "@/lib/api/with-api";
import { auditActor } from "@/lib/services/audit/record-audit";
import { createSmtpConfig } from "@/lib/services/smtp/create-smtp-config";
import { listSmtpConfigs } from "@/lib/services/smtp/list-smtp-configs";
import { CreateSmtpConfigBodySchema, SmtpConfigSchema, smtpConfigsQuery } from "@/lib/validation/smtp";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

export const GET = withApi(({ principal, query }) => listSmtpConfigs({ teamId: principal.teamId, ...query }), {
  method: "GET",
  path: "/smtp",
  summary: "List SMTP configurations",
  description: "The team's SMTP configurations, the default first. Passwords are never returned.",
  tags: ["SMTP"],
  permission: "smtp:read",
  query: smtpConfigsQuery,
  response: paginatedSchema(SmtpConfigSchema),
});

export const POST = withApi(
  ({ principal, body, ip }) =>
    createSmtpConfig({ ...body, teamId: principal.teamId, actor: auditActor(principal, ip) }),
  {
    method: "POST",
    path: "/smtp",
    summary: "Create an SMTP configuration",
    description:
      "`provider` GMAIL, OUTLOOK or AMAZON fills `host`, `port` and `supportsTls` when they are omitted (CUSTOM needs `host`; port 587). " +
      "`username` and `password` (at least 8 characters) are required unless `requiresAuth` is false; the password is stored encrypted " +
      "and never returned. The team's first configuration becomes its default; `isDefault: true` makes this one the default. " +
      "A host on a private or loopback address is refused (400) unless the server allows private targets.",
    tags: ["SMTP"],
    permission: "smtp:write",
    body: CreateSmtpConfigBodySchema,
    response: SmtpConfigSchema,
  },
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
