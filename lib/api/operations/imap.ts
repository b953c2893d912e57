import { defineOperation, putSynonymOf } from "./define-operation";
import {
  ImapConfigSchema,
  imapConfigsQuery,
  CreateImapConfigBodySchema,
  UpdateImapConfigBodySchema,
  ImapVerifyResultSchema,
  ImapSyncResultSchema,
} from "@/lib/validation/imap";
import { paginatedSchema } from "@/lib/api/pagination";
import { idParams } from "@/lib/validation/common";

export const listImapConfigurationsOperation = defineOperation({
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

export const createImapConfigurationOperation = defineOperation({
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

export const getImapConfigurationOperation = defineOperation({
  method: "GET",
  path: "/imap/{id}",
  summary: "Get an IMAP configuration",
  tags: ["IMAP"],
  permission: "imap:read",
  params: idParams,
  response: ImapConfigSchema,
  errors: [404],
});

export const updateImapConfigurationOperation = defineOperation({
  method: "PATCH",
  path: "/imap/{id}",
  summary: "Update an IMAP configuration",
  description:
    "Partial update. An omitted `password` keeps the stored one. Changing the host, port, username or mailbox reads the new " +
    "mailbox from its start (messages already recorded are not recorded again). `processedMailbox: null` stops moving messages.",
  tags: ["IMAP"],
  permission: "imap:write",
  params: idParams,
  body: UpdateImapConfigBodySchema,
  response: ImapConfigSchema,
  errors: [404],
});

export const updateImapConfigurationPutOperation = putSynonymOf(updateImapConfigurationOperation);

export const deleteImapConfigurationOperation = defineOperation({
  method: "DELETE",
  path: "/imap/{id}",
  summary: "Delete an IMAP configuration",
  description: "Soft delete: the mailbox is no longer read. Bounces, complaints and replies it recorded stay.",
  tags: ["IMAP"],
  permission: "imap:delete",
  params: idParams,
  response: ImapConfigSchema,
  errors: [404],
});

export const verifyImapConfigurationOperation = defineOperation({
  method: "POST",
  path: "/imap/{id}/verify",
  summary: "Verify an IMAP configuration",
  description:
    "Resolves the host, connects (implicit TLS when `secure`, else STARTTLS when offered), logs in and opens `mailbox` and " +
    "`processedMailbox` read-only, within about 20 seconds. 200 `{ ok: true }`; otherwise 422 `IMAP_VERIFY_FAILED` with " +
    "`details.stage` (`dns`, `connect`, `tls`, `auth` or `mailbox`) and `details.reason`.",
  tags: ["IMAP"],
  permission: "imap:write",
  params: idParams,
  successStatus: 200,
  response: ImapVerifyResultSchema,
  errors: [404, 422],
});

export const syncImapConfigurationOperation = defineOperation({
  method: "POST",
  path: "/imap/{id}/sync",
  summary: "Sync an IMAP configuration now",
  description:
    "Queues a read of the mailbox's new messages (202); active configurations are also synced every minute. Each message " +
    "is classified (bounce, complaint, reply or ignored) and recorded once; the result shows in the configuration's " +
    "`lastSyncAt`, `lastError`, `lastUid` and `counts`.",
  tags: ["IMAP"],
  permission: "imap:write",
  params: idParams,
  successStatus: 202,
  response: ImapSyncResultSchema,
  errors: [404],
});
