import { z } from "zod";
import { defineJobContract } from "../define-job-contract";

/** Every 15 minutes: self-hosted billing periods that are over are settled. */
export const settleSubscriptionsContract = defineJobContract({
  name: "settle-subscriptions",
  expireInSeconds: 300,
  payload: z.strictObject({}),
  cron: "*/15 * * * *",
});
