import { z } from "zod";
import { defineJob } from "./define-job";

// Reads one IMAP config's new messages (lib/inbound/sync-mailbox.ts). Idempotent: the checkpoint
// and the once-per-Message-ID record make a second run (or an overlapping one, which finds the
// config busy) harmless. Queued by POST /imap/{id}/sync and by the every-minute schedule below.
export const syncImapConfigJob = defineJob({
  name: "sync-imap-config",
  expireInSeconds: 600, // a large mailbox is read in checkpointed chunks
  payload: z.object({ imapConfigId: z.string().min(1) }),
  retryLimit: 2,
  retryDelaySeconds: 30,
  async handler({ imapConfigId }, { logger }) {
    const { syncMailbox } = await import("@/lib/inbound/sync-mailbox");
    const result = await syncMailbox(imapConfigId);
    if (result.status === "failed") logger.warn("IMAP sync failed", { imapConfigId, error: result.error });
    else if (result.handled > 0) logger.info("IMAP sync", { imapConfigId, handled: result.handled });
  },
});

// Every minute: one sync job per active config that is not being synced right now. Loaded when
// the job runs, because enqueue() goes through the registry that lists this file.
export const syncImapConfigsJob = defineJob({
  name: "sync-imap-configs",
  expireInSeconds: 60, // runs every minute; only queues jobs
  payload: z.object({}),
  cron: "* * * * *",
  retryLimit: 0,
  async handler() {
    const [{ db }, { enqueue }] = await Promise.all([import("@/lib/db"), import("./enqueue")]);
    const due = await db.iMAPConfig.findMany({
      where: { isActive: true, OR: [{ syncLeaseUntil: null }, { syncLeaseUntil: { lt: new Date() } }] },
      select: { id: true },
    });
    for (const { id } of due) await enqueue("sync-imap-config", { imapConfigId: id });
  },
});
