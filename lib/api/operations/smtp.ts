import { defineOperation, putSynonymOf } from "./define-operation";
import {
  SmtpConfigSchema,
  smtpConfigsQuery,
  CreateSmtpConfigBodySchema,
  UpdateSmtpConfigBodySchema,
  SmtpVerifyResultSchema,
  SmtpTestResultSchema,
  SmtpTestBodySchema,
} from "@/lib/validation/smtp";
import { paginatedSchema } from "@/lib/api/pagination";
import { idParams } from "@/lib/validation/common";

export const listSmtpConfigurationsOperation = defineOperation({
  method: "GET",
  path: "/smtp",
  summary: "List SMTP configurations",
  description: "The team's SMTP configurations, the default first. Passwords are never returned.",
  tags: ["SMTP"],
  permission: "smtp:read",
  query: smtpConfigsQuery,
  response: paginatedSchema(SmtpConfigSchema),
});

export const createSmtpConfigurationOperation = defineOperation({
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
});

export const getSmtpConfigurationOperation = defineOperation({
  method: "GET",
  path: "/smtp/{id}",
  summary: "Get an SMTP configuration",
  tags: ["SMTP"],
  permission: "smtp:read",
  params: idParams,
  response: SmtpConfigSchema,
  errors: [404],
});

export const updateSmtpConfigurationOperation = defineOperation({
  method: "PATCH",
  path: "/smtp/{id}",
  summary: "Update an SMTP configuration",
  description:
    "Partial update. An omitted `password` keeps the stored one. `isDefault: true` makes this the team's default (the previous " +
    "default is unset in the same transaction); `isDefault: false` on the default answers 422: make another one the default instead. " +
    "Changing the host, port, credentials or TLS clears `lastVerifiedAt`.",
  tags: ["SMTP"],
  permission: "smtp:write",
  params: idParams,
  body: UpdateSmtpConfigBodySchema,
  response: SmtpConfigSchema,
  errors: [404, 422] as number[],
});

export const updateSmtpConfigurationPutOperation = putSynonymOf(updateSmtpConfigurationOperation);

export const deleteSmtpConfigurationOperation = defineOperation({
  method: "DELETE",
  path: "/smtp/{id}",
  summary: "Delete an SMTP configuration",
  description:
    "Soft delete. Deleting the default makes another configuration (an active one first, the oldest) the default.",
  tags: ["SMTP"],
  permission: "smtp:delete",
  params: idParams,
  response: SmtpConfigSchema,
  errors: [404],
});

export const verifySmtpConfigurationOperation = defineOperation({
  method: "POST",
  path: "/smtp/{id}/verify",
  summary: "Verify an SMTP configuration",
  description:
    "Connects to the server, upgrades to TLS (implicit on port 465, required STARTTLS elsewhere when `supportsTls`) and logs in " +
    "when `requiresAuth`, within about 20 seconds. 200 `{ ok: true }` and `lastVerifiedAt` set; otherwise 422 `SMTP_VERIFY_FAILED` " +
    "with `details.stage` (`dns`, `connect`, `tls` or `auth`) and `details.reason`.",
  tags: ["SMTP"],
  permission: "smtp:write",
  params: idParams,
  successStatus: 200,
  response: SmtpVerifyResultSchema,
  errors: [404, 422],
});

export const testSmtpConfigurationOperation = defineOperation({
  method: "POST",
  path: "/smtp/{id}/test",
  summary: "Send a test email through an SMTP configuration",
  description:
    "Sends a short message from the configuration's sender to `to`. 200 `{ ok: true, messageId }`; otherwise 422 " +
    "`SMTP_VERIFY_FAILED` with `details.stage` (`dns`, `connect`, `tls`, `auth`, or `send` when the server refuses the message) " +
    "and `details.reason`. Counts against the email sending rate limit (50 per minute).",
  tags: ["SMTP"],
  permission: "smtp:write",
  rateGroup: "email",
  params: idParams,
  body: SmtpTestBodySchema,
  successStatus: 200,
  response: SmtpTestResultSchema,
  errors: [404, 422],
});
