import { z } from "zod";
import { defineJob } from "@/jobs/define-job";

/** A short job for the expiry tests: its handler is replaced by each process that works it. */
export const probeJob = defineJob({
  name: "expiry-probe",
  payload: z.object({ n: z.number() }),
  retryLimit: 2,
  expireInSeconds: 2,
  handler: async () => undefined,
});
