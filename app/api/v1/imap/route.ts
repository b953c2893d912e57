import { methodsNotAllowed } from "@/lib/api/method-not-allowed";
import { paginatedSchema } from "@/lib/api/pagination";
import { withApi } from "@/lib/api/with-api";
import { createImapConfig } from "@/lib/services/imap/create-imap-config";
import { listImapConfigs } from "@/lib/services/imap/list-imap-configs";
import { CreateImapConfigBodySchema, ImapConfigSchema, imapConfigsQuery } from "@/lib/validation/imap";

export const GET = withApi(({ principal, query }) => listImapConfigs({ teamId: principal.teamId, ...query }), {
  method: "GET",
  path: "/imap",
  summary: "List IMAP configurations (inbound mail)",
  description:
    "The team's inbound mailboxes with their last sync, last error, checkpoint and counts. Passwords are never returned.",
  tags: ["IMAP"],
  permission: "imap:read",
  query: imapConfigsQuery,
  response: paginatedSchema(ImapConfigSchema),
});

export const POST = withApi(({ principal, body }) => createImapConfig({ ...body, teamId: principal.teamId }), {
  method: "POST",
  path: "/imap",
  summary: "Create an IMAP configuration (inbound mail)",
  description:
    "A mailbox Sendwell reads for bounces (RFC 3464 reports and the plain-text notices of common providers), spam complaints " +
    "(RFC 5965 ARF) and replies to the mail it sent. Point the Return-Path / Reply-To of your sending domain, or your feedback " +
    "loops, at it. `port` defaults to 993 and `secure` (implicit TLS) to true; `mailbox` to INBOX. The password is stored " +
    "encrypted and never returned. Active configs are synced every minute. A host on a private or loopback address is refused " +
    "(400) unless the server allows private targets.",
  tags: ["IMAP"],
  permission: "imap:write",
  body: CreateImapConfigBodySchema,
  response: ImapConfigSchema,
});

export const { PUT, PATCH, DELETE } = methodsNotAllowed(["GET", "POST"]);
