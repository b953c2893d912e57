// The emails domain's public entry points: what the API routes, jobs, campaigns, MCP tools, other
// services, tests and benchmarks call. Files inside lib/services/emails import each other
// directly, never this index, so that it cannot close an import circle.

// Accepting mail: POST /email and the Resend-compatible routes, each queued with its send-email job.
export { createEmail } from "./create-email";
export { createResendEmail, createResendEmails } from "./create-resend-email";
export { withResendErrors } from "./resend-errors";

// Reading it back.
export { getEmail } from "./get-email";
export { listEmails } from "./list-emails";

// Sending: the send core's two entries (send-core/send-emails.ts), a single email and a batch,
// and the message as nodemailer is handed it.
export { deliverEmail, RetryableSendError } from "./deliver-email";
export { type BatchEmail, type BatchOutcome, deliverEmailBatch } from "./deliver-email-batch";
export { toRawMailOptions } from "./mail-options";
