import { resourceOperations } from "./resource-operations";
import { putSynonymOf } from "./define-operation";
import {
  SmtpConfigSchema,
  smtpConfigsQuery,
  CreateSmtpConfigBodySchema,
  UpdateSmtpConfigBodySchema,
  SmtpVerifyResultSchema,
  SmtpTestResultSchema,
  SmtpTestBodySchema,
} from "@/lib/validation/smtp";

const smtpOperations = resourceOperations({
  path: "/smtp",
  tags: ["SMTP"],
  permissions: "smtp",
  item: SmtpConfigSchema,
  one: "an SMTP configuration",
  many: "SMTP configurations",
});

export const listSmtpConfigurationsOperation = smtpOperations.list({
  description: "The team's SMTP configurations, the default first. Passwords are never returned.",
  query: smtpConfigsQuery,
});

export const createSmtpConfigurationOperation = smtpOperations.create({
  description:
    "`provider` GMAIL, OUTLOOK or AMAZON fills `host`, `port` and `supportsTls` when they are omitted (CUSTOM needs `host`; port 587). " +
    "`username` and `password` (at least 8 characters) are required unless `requiresAuth` is false; the password is stored encrypted " +
    "and never returned. The team's first configuration becomes its default; `isDefault: true` makes this one the default. " +
    "A host on a private or loopback address is refused (400) unless the server allows private targets.",
  body: CreateSmtpConfigBodySchema,
});

export const getSmtpConfigurationOperation = smtpOperations.get();

export const updateSmtpConfigurationOperation = smtpOperations.update({
  description:
    "Partial update. An omitted `password` keeps the stored one. `isDefault: true` makes this the team's default (the previous " +
    "default is unset in the same transaction); `isDefault: false` on the default answers 422: make another one the default instead. " +
    "Changing the host, port, credentials or TLS clears `lastVerifiedAt`.",
  body: UpdateSmtpConfigBodySchema,
  errors: [422],
});

export const updateSmtpConfigurationPutOperation = putSynonymOf(updateSmtpConfigurationOperation);

export const deleteSmtpConfigurationOperation = smtpOperations.delete({
  description:
    "Soft delete. Deleting the default makes another configuration (an active one first, the oldest) the default.",
});

export const verifySmtpConfigurationOperation = smtpOperations.action("POST", "verify", "write", {
  summary: "Verify an SMTP configuration",
  description:
    "Connects to the server, upgrades to TLS (implicit on port 465, required STARTTLS elsewhere when `supportsTls`) and logs in " +
    "when `requiresAuth`, within about 20 seconds. 200 `{ ok: true }` and `lastVerifiedAt` set; otherwise 422 `SMTP_VERIFY_FAILED` " +
    "with `details.stage` (`dns`, `connect`, `tls` or `auth`) and `details.reason`.",
  successStatus: 200,
  response: SmtpVerifyResultSchema,
  errors: [422],
});

export const testSmtpConfigurationOperation = smtpOperations.action("POST", "test", "write", {
  summary: "Send a test email through an SMTP configuration",
  description:
    "Sends a short message from the configuration's sender to `to`. 200 `{ ok: true, messageId }`; otherwise 422 " +
    "`SMTP_VERIFY_FAILED` with `details.stage` (`dns`, `connect`, `tls`, `auth`, or `send` when the server refuses the message) " +
    "and `details.reason`. Counts against the email sending rate limit (50 per minute).",
  rateGroup: "email",
  body: SmtpTestBodySchema,
  successStatus: 200,
  response: SmtpTestResultSchema,
  errors: [422],
});
