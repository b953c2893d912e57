import { spawn } from "node:child_process";
import path from "node:path";
import { sendEmailJob } from "@/jobs/send-email";
import { db } from "@/lib/db";
import { startCountingPeer } from "./counting-smtp-peer";
import { usePeerAndJobs } from "./fixtures";

// What the kill tests share (campaign-crash, the A/B and segment campaigns' kill tests): a counting
// SMTP peer with the job runtime around the file, a campaign run in a child process SIGKILLed once
// enough messages arrived, and the requeued rows sent as the worker would after the restart.

export type CountingPeer = Awaited<ReturnType<typeof startCountingPeer>>;
export const quietLogger = { info() {}, warn() {}, error() {} };

/** Starts a counting SMTP peer and the jobs before the file's tests, stops both after; returns the peer's getter. */
export function useCountingPeerAndJobs(): () => CountingPeer {
  return usePeerAndJobs(startCountingPeer);
}

/** How long the child may take to reach `killAt`: on two cores shared with four other test files
 * and the build, its start (tsx, the app's modules) alone took tens of seconds. */
const KILL_DEADLINE_MS = 100_000;

/**
 * Runs the campaign in a child process (run-campaign-child.ts) sharing TEST_DATABASE_URL, kills it
 * with SIGKILL once `arrived()` reaches `killAt`, then waits `settleMs`. Fails, saying how far it
 * got, if the child ends by itself or is still short of `killAt` after KILL_DEADLINE_MS.
 */
export async function killCampaignChildMidSend(options: {
  campaignId: string;
  arrived: () => number;
  killAt: number;
  leaseSeconds?: number;
  settleMs?: number;
}) {
  const { campaignId, arrived, killAt, leaseSeconds, settleMs = 500 } = options;
  const env = {
    ...process.env,
    DATABASE_URL: process.env.TEST_DATABASE_URL,
    ...(leaseSeconds ? { CAMPAIGN_LEASE_SECONDS: String(leaseSeconds) } : {}),
  };
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(import.meta.dirname, "run-campaign-child.ts"), campaignId],
    {
      cwd: path.resolve(import.meta.dirname, "../.."),
      env,
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const started = Date.now();
  let ended: string | null = null;
  const exited = new Promise((resolve) =>
    child.on("exit", (code, signal) => {
      ended = `${signal ?? `exit code ${code}`} after ${((Date.now() - started) / 1000).toFixed(1)} s`;
      resolve(null);
    }),
  );
  while (arrived() < killAt && ended === null && Date.now() - started < KILL_DEADLINE_MS)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const reached = arrived();
  const endedByItself = ended;
  child.kill("SIGKILL");
  await exited;
  if (reached < killAt)
    throw new Error(
      `The campaign's process ${endedByItself ? `ended by itself (${endedByItself})` : `was still running after ${KILL_DEADLINE_MS / 1000} s`} with ${reached} of ${killAt} messages arrived`,
    );
  await new Promise((resolve) => setTimeout(resolve, settleMs));
}

/** Sends the rows the restart handed back to the send-email job, as the worker would; returns their ids. */
export async function sendRequeuedEmails(campaignId: string): Promise<string[]> {
  const requeued = await db.email.findMany({ where: { campaignId, status: "QUEUED" }, select: { id: true } });
  for (const { id } of requeued)
    await sendEmailJob.handler({ emailId: id }, { jobId: `requeued-${id}`, attempt: 0, logger: quietLogger });
  return requeued.map((row) => row.id);
}
