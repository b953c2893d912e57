// The emails domain's public entry points: what the API routes, jobs, campaigns, MCP tools, other
// services, tests and benchmarks call. Files inside lib/services/emails import each other
// directly, never this index, so that it cannot close an import circle.
//
// Entries tagged @public are still imported by their own paths elsewhere in the tree (routes,
// MCP tools, signup, automations, bench/); the tag keeps knip from calling them unused here until
// those importers come through this index.

// Accepting mail: POST /email and the Resend-compatible routes, each queued with its send-email job.
/** @public */
export { createEmail } from "./create-email";
/** @public */
export { createResendEmail, createResendEmails } from "./create-resend-email";
/** @public */
export { withResendErrors } from "./resend-errors";
/** @public */
export { queueEmail } from "./queue-email";
/** @public */
export { resolveSmtpConfig, senderOf } from "./resolve-smtp-config";

// Reading it back.
/** @public */
export { getEmail } from "./get-email";
/** @public */
export { listEmails } from "./list-emails";
/** @public */
export { toEmailDto, toTrackingDto } from "./to-email-dto";

// Sending: the send core's two entries (send-core/send-emails.ts), a single email and a batch,
// and the message as nodemailer is handed it.
export { deliverEmail, RetryableSendError } from "./deliver-email";
export { type BatchEmail, type BatchOutcome, deliverEmailBatch } from "./deliver-email-batch";
export { toRawMailOptions } from "./mail-options";
/** @public */
export { toMailOptions } from "./mail-options";
/** @public */
export { withTcpNoDelay } from "./sending-transport";
