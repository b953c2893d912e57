import { z } from "zod";
import { defineJobContract } from "../define-job-contract";

/**
 * With an importId: an import's new contacts fire `contact.created` and enter `list_joined`
 * automations; every 5 minutes with `{}`, hand-offs whose job was lost are queued again.
 */
export const startImportFlowsContract = defineJobContract({
  name: "start-import-flows",
  expireInSeconds: 300,
  payload: z.object({ importId: z.string().min(1).optional() }),
  cron: "*/5 * * * *",
  retryLimit: 5,
  retryDelaySeconds: 30,
});
