import { z } from "zod";
import { defineJobContract } from "../define-job-contract";

/** Reads one IMAP config's new messages. Queued by POST /imap/{id}/sync and by sync-imap-configs. */
export const syncImapConfigContract = defineJobContract({
  name: "sync-imap-config",
  expireInSeconds: 600, // a large mailbox is read in checkpointed chunks
  payload: z.object({ imapConfigId: z.string().min(1) }),
  retryLimit: 2,
  retryDelaySeconds: 30,
});

/** Every minute: one sync-imap-config job per active config that is not being synced right now. */
export const syncImapConfigsContract = defineJobContract({
  name: "sync-imap-configs",
  expireInSeconds: 60, // runs every minute; only queues jobs
  payload: z.object({}),
  cron: "* * * * *",
  retryLimit: 0,
});
