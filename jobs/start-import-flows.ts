import { startImportFlowsContract } from "@/lib/jobs/contracts/start-import-flows";
import { enqueue } from "@/lib/jobs/enqueue";
import { handOnImportedContacts, strandedImportHandOffs } from "@/lib/services/imports";
import { defineJob } from "./define-job";

/**
 * With an importId: an import's new contacts fire `contact.created` and enter `list_joined`
 * automations, in batches, exactly once each (lib/services/imports/hand-on-imported-contacts.ts).
 * Queued when the import completes (lib/services/imports/import-completed-subscriber.ts); every 5
 * minutes with `{}` it re-queues hand-offs whose job was lost.
 */
export const startImportFlowsJob = defineJob({
  ...startImportFlowsContract,
  async handler({ importId }, { logger }) {
    if (importId) {
      const totals = await handOnImportedContacts({ importId });
      if (totals.contacts > 0) logger.info("import handed on", { importId, ...totals });
      return;
    }
    for (const id of await strandedImportHandOffs())
      await enqueue("start-import-flows", { importId: id }, { singletonKey: `import-flows:${id}` });
  },
});
