import type { IMAPConfig } from "@/lib/generated/prisma/client";

/** An IMAP config as the API shows it (docs/contract.md section 14): everything but the password. */
export function toImapConfigDto(row: IMAPConfig) {
  return {
    id: row.id,
    teamId: row.teamId,
    host: row.host,
    port: row.port,
    secure: row.secure,
    username: row.username,
    mailbox: row.mailbox,
    processedMailbox: row.processedMailbox,
    isActive: row.isActive,
    lastSyncAt: row.lastSyncedAt,
    lastError: row.lastError,
    lastUid: row.lastUid,
    counts: {
      bounces: row.bounceCount,
      complaints: row.complaintCount,
      replies: row.replyCount,
      unsubscribes: row.unsubscribeCount,
      dmarcReports: row.dmarcReportCount,
      ignored: row.ignoredCount,
    },
    isDeleted: row.isDeleted,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
