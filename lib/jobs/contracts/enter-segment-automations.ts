import { z } from "zod";
import { defineJobContract } from "../define-job-contract";

/** Every minute: contacts who newly match an "enters segment" trigger's segment start a run. */
export const enterSegmentAutomationsContract = defineJobContract({
  name: "enter-segment-automations",
  expireInSeconds: 600,
  payload: z.object({}),
  cron: "* * * * *",
  retryLimit: 2,
  retryDelaySeconds: 30,
});
