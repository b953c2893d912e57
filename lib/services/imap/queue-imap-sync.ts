import { enqueue } from "@/lib/jobs";
import { getImapConfigOrThrow } from "./get-imap-config";

/** POST /imap/{id}/sync: queues a sync of the config now (202); an active one also syncs every minute. */
export async function queueImapSync({ teamId, id }: { teamId: string; id: string }) {
  await getImapConfigOrThrow({ teamId, id });
  const jobId = await enqueue("sync-imap-config", { imapConfigId: id });
  return { queued: true as const, jobId };
}
