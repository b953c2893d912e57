import { z } from "zod";
import { defineJob } from "./define-job";

// Loaded when the job runs: the service enqueues jobs, and ./enqueue reads the registry that lists this file.
const service = () => import("@/lib/services/imports/hand-on-imported-contacts");

/**
 * With an importId: an import's new contacts fire `contact.created` and enter `list_joined`
 * automations, in batches, exactly once each (lib/services/imports/hand-on-imported-contacts.ts).
 * Queued when the import completes (lib/services/imports/import-completed-subscriber.ts); every 5
 * minutes with `{}` it re-queues hand-offs whose job was lost.
 */
export const startImportFlowsJob = defineJob({
  name: "start-import-flows",
  expireInSeconds: 300,
  payload: z.object({ importId: z.string().min(1).optional() }),
  cron: "*/5 * * * *",
  retryLimit: 5,
  retryDelaySeconds: 30,
  async handler({ importId }, { logger }) {
    const { handOnImportedContacts, strandedImportHandOffs } = await service();
    if (importId) {
      const totals = await handOnImportedContacts({ importId });
      if (totals.contacts > 0) logger.info("import handed on", { importId, ...totals });
      return;
    }
    const { enqueue } = await import("./enqueue");
    for (const id of await strandedImportHandOffs())
      await enqueue("start-import-flows", { importId: id }, { singletonKey: `import-flows:${id}` });
  },
});
