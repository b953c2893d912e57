import { failImport, ImportAbortedError, ImportSupersededError, processContactImport } from "@/lib/services/imports";
import { holdJobLease, sweepLapsedJobLeases } from "@/lib/services/job-leases";
import { PROCESS_IMPORT_RETRIES, processContactImportContract } from "@/lib/jobs/contracts/process-contact-import";
import { defineJob } from "./define-job";

/**
 * Runs a contact import (POST /imports enqueues it once the import row has committed).
 *
 * A run that stops part-way leaves the import PROCESSING with its committed batches counted, and
 * the retry resumes after them (lib/services/imports/process-contact-import.ts). The import
 * becomes FAILED, with the reason in its `errors`, when retrying cannot help (the file or the list
 * is gone, the file is not CSV) or when the last retry fails too. It never becomes COMPLETED with
 * rows left unread. The job holds a lease while it runs (lib/services/job-leases): a worker killed
 * mid-import has its import queued again about a lease later, not after the job's 20-minute expiry.
 */
export const processContactImportJob = defineJob({
  ...processContactImportContract,
  async handler({ importId }, { attempt, logger }) {
    const lease = await holdJobLease({ job: "process-contact-import", key: importId, payload: { importId } });
    if (!lease) {
      logger.info("Import is held by a live run; this one stops", { importId });
      return;
    }
    try {
      await processContactImport({ importId });
    } catch (error) {
      if (error instanceof ImportSupersededError) {
        logger.info("Import is being processed by another run; this one stops", { importId });
        return;
      }
      if (error instanceof ImportAbortedError) {
        logger.warn("Import failed", { importId, reason: error.message });
        await failImport({ importId, reason: error.message, row: error.row });
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      if (attempt < PROCESS_IMPORT_RETRIES) {
        logger.warn("Import stopped on an error; the retry resumes after the committed rows", {
          importId,
          attempt,
          error: message,
        });
        throw error;
      }
      logger.error("Import failed on its last attempt", { importId, attempt, error: message });
      // The reason is for the team, not for operators: no SQL or stack in it.
      await failImport({
        importId,
        reason:
          "the import stopped on an unexpected error; import the file again (rows already imported are updated, not duplicated)",
      });
      throw error;
    } finally {
      await lease.release();
    }
  },
  // A worker of imports also takes over those whose worker died (their lease lapsed).
  whileWorking: () => sweepLapsedJobLeases("process-contact-import"),
});
