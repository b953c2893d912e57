import { z } from "zod";
import { defineJobContract } from "../define-job-contract";

export const PROCESS_IMPORT_RETRIES = 3;

/** Runs a contact import (POST /imports enqueues it once the import row has committed). */
export const processContactImportContract = defineJobContract({
  name: "process-contact-import",
  expireInSeconds: 1200, // a 256 MB file is a few million rows; a killed run resumes from its committed batches
  payload: z.strictObject({ importId: z.string().min(1) }),
  retryLimit: PROCESS_IMPORT_RETRIES,
});
