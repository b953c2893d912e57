// Runs one campaign's send job in its own process, for the kill test (campaign-crash.test.ts):
// `tsx tests/campaigns/run-campaign-child.ts <campaignId>` with the test's environment. The job is
// taken from the registry, loaded first as the worker loads it (jobs import one another lazily).
import { jobDefinitions } from "@/jobs/registry";

const campaignId = process.argv[2];
// What the job says goes to the test's output: a run deferred or failed says why there.
const say = (level: string) => (message: string, details?: unknown) =>
  console.error(`[run-campaign-child ${level}] ${message}`, details ?? "");
const logger = { info: say("info"), warn: say("warn"), error: say("error") };
const sendCampaignJob = jobDefinitions.find((job) => job.name === "send-campaign")!;
sendCampaignJob
  .handler({ campaignId }, { jobId: "child", attempt: 0, logger })
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
