// The outbox: mail captured by the built-in SMTP capture server, listed and read.
export { getCapturedEmail } from "./get-captured-email";
export { listCapturedEmails } from "./list-captured-emails";
export { outboxViewerOf } from "./outbox-viewer";
