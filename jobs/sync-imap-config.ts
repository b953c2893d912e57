import { db } from "@/lib/db";
import { syncImapConfigContract, syncImapConfigsContract, enqueue } from "@/lib/jobs";
import { syncMailbox } from "@/lib/services/inbound";
import { defineJob } from "./define-job";

// Reads one IMAP config's new messages (lib/services/inbound/sync-mailbox.ts). Idempotent: the checkpoint
// and the once-per-Message-ID record make a second run (or an overlapping one, which finds the
// config busy) harmless. Queued by POST /imap/{id}/sync and by the every-minute schedule below.
export const syncImapConfigJob = defineJob({
  ...syncImapConfigContract,
  async handler({ imapConfigId }, { logger }) {
    const result = await syncMailbox(imapConfigId);
    if (result.status === "failed") logger.warn("IMAP sync failed", { imapConfigId, error: result.error });
    else if (result.handled > 0) logger.info("IMAP sync", { imapConfigId, handled: result.handled });
  },
});

// Every minute: one sync job per active config that is not being synced right now.
export const syncImapConfigsJob = defineJob({
  ...syncImapConfigsContract,
  async handler() {
    const due = await db.iMAPConfig.findMany({
      where: { isActive: true, OR: [{ syncLeaseUntil: null }, { syncLeaseUntil: { lt: new Date() } }] },
      select: { id: true },
    });
    for (const { id } of due) await enqueue("sync-imap-config", { imapConfigId: id });
  },
});
