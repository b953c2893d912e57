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

/**
 * Runs the campaign in a child process (run-campaign-child.ts) sharing TEST_DATABASE_URL, kills it
 * with SIGKILL once `arrived()` reaches `killAt` (or after a minute), then waits `settleMs`.
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
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const deadline = Date.now() + 60_000;
  while (arrived() < killAt && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  child.kill("SIGKILL");
  await exited;
  await new Promise((resolve) => setTimeout(resolve, settleMs));
}

/** Sends the rows the restart handed back to the send-email job, as the worker would; returns their ids. */
export async function sendRequeuedEmails(campaignId: string): Promise<string[]> {
  const requeued = await db.email.findMany({ where: { campaignId, status: "QUEUED" }, select: { id: true } });
  for (const { id } of requeued)
    await sendEmailJob.handler({ emailId: id }, { jobId: `requeued-${id}`, attempt: 0, logger: quietLogger });
  return requeued.map((row) => row.id);
}
