import { resourceOperations } from "./resource-operations";
import { putSynonymOf } from "./define-operation";
import {
  ImapConfigSchema,
  imapConfigsQuery,
  CreateImapConfigBodySchema,
  UpdateImapConfigBodySchema,
  ImapVerifyResultSchema,
  ImapSyncResultSchema,
} from "@/lib/validation/imap";

const imapOperations = resourceOperations({
  path: "/imap",
  tags: ["IMAP"],
  permissions: "imap",
  item: ImapConfigSchema,
  one: "an IMAP configuration",
  many: "IMAP configurations (inbound mail)",
});

export const listImapConfigurationsOperation = imapOperations.list({
  description:
    "The team's inbound mailboxes with their last sync, last error, checkpoint and counts. Passwords are never returned.",
  query: imapConfigsQuery,
});

export const createImapConfigurationOperation = imapOperations.create({
  summary: "Create an IMAP configuration (inbound mail)",
  description:
    "A mailbox Sendwell reads for bounces (RFC 3464 reports and the plain-text notices of common providers), spam complaints " +
    "(RFC 5965 ARF) and replies to the mail it sent. Point the Return-Path / Reply-To of your sending domain, or your feedback " +
    "loops, at it. `port` defaults to 993 and `secure` (implicit TLS) to true; `mailbox` to INBOX. The password is stored " +
    "encrypted and never returned. Active configs are synced every minute. A host on a private or loopback address is refused " +
    "(400) unless the server allows private targets.",
  body: CreateImapConfigBodySchema,
});

export const getImapConfigurationOperation = imapOperations.get();

export const updateImapConfigurationOperation = imapOperations.update({
  description:
    "Partial update. An omitted `password` keeps the stored one. Changing the host, port, username or mailbox reads the new " +
    "mailbox from its start (messages already recorded are not recorded again). `processedMailbox: null` stops moving messages.",
  body: UpdateImapConfigBodySchema,
});

export const updateImapConfigurationPutOperation = putSynonymOf(updateImapConfigurationOperation);

export const deleteImapConfigurationOperation = imapOperations.delete({
  description: "Soft delete: the mailbox is no longer read. Bounces, complaints and replies it recorded stay.",
});

export const verifyImapConfigurationOperation = imapOperations.action("POST", "verify", "write", {
  summary: "Verify an IMAP configuration",
  description:
    "Resolves the host, connects (implicit TLS when `secure`, else STARTTLS when offered), logs in and opens `mailbox` and " +
    "`processedMailbox` read-only, within about 20 seconds. 200 `{ ok: true }`; otherwise 422 `IMAP_VERIFY_FAILED` with " +
    "`details.stage` (`dns`, `connect`, `tls`, `auth` or `mailbox`) and `details.reason`.",
  successStatus: 200,
  response: ImapVerifyResultSchema,
  errors: [422],
});

export const syncImapConfigurationOperation = imapOperations.action("POST", "sync", "write", {
  summary: "Sync an IMAP configuration now",
  description:
    "Queues a read of the mailbox's new messages (202); active configurations are also synced every minute. Each message " +
    "is classified (bounce, complaint, reply or ignored) and recorded once; the result shows in the configuration's " +
    "`lastSyncAt`, `lastError`, `lastUid` and `counts`.",
  successStatus: 202,
  response: ImapSyncResultSchema,
});
