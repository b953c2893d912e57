import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { logger } from "@/lib/logging/logger";

// Who runs a SENDING campaign right now: a lease row per campaign, held by one send-campaign job.
//
// Why our own lease rather than pg-boss's: pg-boss 10 has no heartbeat, so a job's only lease is
// its expiry (15 minutes by default). A short expiry would also expire healthy runs that take
// longer, and a killed worker's campaign would wait the full 15 minutes. Here the job running the
// campaign renews its lease every third of CAMPAIGN_LEASE_SECONDS (default 30 s, the database's
// clock, so machines' clocks do not matter), and every worker looks for lapsed leases as often
// (recover-stale-campaign-runs.ts) and queues a new job for their campaign. A worker killed
// mid-send therefore delays its campaign by about the lease, not 15 minutes.
//
// At most one job runs a campaign: a job that finds a live lease held by another skips (the holder
// carries the run, and if it dies the sweep queues a new job). A holder that cannot renew in time
// (the database unreachable, a frozen process) counts its lease as lost and stops taking new
// chunks, so that a takeover does not send alongside it. Handing the run to a new job (a long run,
// a batch delay, SIGTERM) turns the lease into a hand-off that the next job may take and that
// lapses, should the hand-off job never come, a lease's length after it is due.

const HANDOFF = "handoff";
const leaseSeconds = () => env.CAMPAIGN_LEASE_SECONDS;

export type RunLease = { campaignId: string; owner: string; lost: () => boolean; release: () => Promise<void> };

/** Leases held in this process, by campaign; and those lost, whose run loop stops (run-campaign.ts). */
const heldLeases = new Map<string, string>();
const lostLeases = new Set<string>();

export function runLeaseLost(campaignId: string): boolean {
  return lostLeases.has(campaignId);
}

/** Takes the campaign's lease when nobody holds a live one (or it is a hand-off); null otherwise. */
export async function acquireRunLease(campaignId: string): Promise<RunLease | null> {
  const owner = `${hostname()}:${process.pid}:${randomUUID()}`;
  const taken = await db.$executeRaw`
    INSERT INTO "CampaignRunLease" ("campaignId", "owner", "queue", "expiresAt")
    VALUES (${campaignId}, ${owner}, ${env.PGBOSS_SCHEMA}, now() + make_interval(secs => ${leaseSeconds()}::float8))
    ON CONFLICT ("campaignId") DO UPDATE SET "owner" = EXCLUDED."owner", "queue" = EXCLUDED."queue", "expiresAt" = EXCLUDED."expiresAt"
    WHERE "CampaignRunLease"."expiresAt" < now() OR "CampaignRunLease"."owner" = ${HANDOFF}`;
  if (taken !== 1) return null;
  heldLeases.set(campaignId, owner);
  lostLeases.delete(campaignId);

  let renewedAt = Date.now();
  let lost = false;
  const markLost = (reason: string) => {
    if (lost) return;
    lost = true;
    lostLeases.add(campaignId);
    logger.warn({ campaignId, reason }, "Campaign run lease lost: this worker stops sending the campaign");
  };
  const renew = async () => {
    // Handed off: the row is the next job's now.
    if (heldLeases.get(campaignId) !== owner) return;
    try {
      const renewed = await db.$executeRaw`
        UPDATE "CampaignRunLease" SET "expiresAt" = now() + make_interval(secs => ${leaseSeconds()}::float8)
         WHERE "campaignId" = ${campaignId} AND "owner" = ${owner}`;
      if (renewed === 1) renewedAt = Date.now();
      else markLost("another job holds it");
    } catch (error) {
      if (Date.now() - renewedAt > leaseSeconds() * 1000) markLost(`not renewed in time: ${(error as Error).message}`);
    }
  };
  const timer = setInterval(() => void renew(), (leaseSeconds() * 1000) / 3);
  timer.unref();
  return {
    campaignId,
    owner,
    lost: () => lost,
    async release() {
      clearInterval(timer);
      if (heldLeases.get(campaignId) === owner) heldLeases.delete(campaignId);
      lostLeases.delete(campaignId);
      // After a hand-off the row belongs to the next job: the owner no longer matches.
      await db.$executeRaw`DELETE FROM "CampaignRunLease" WHERE "campaignId" = ${campaignId} AND "owner" = ${owner}`;
    },
  };
}

/**
 * The run continues in a new job due in `delayMs`: whoever comes next may take the lease, which
 * lapses a lease's length after that moment if nobody does (the sweep then queues a job).
 */
export async function handOffRunLease(campaignId: string, delayMs: number): Promise<void> {
  // Only a lease this process holds (a run called without one, as some tests do, has none).
  const owner = heldLeases.get(campaignId);
  if (!owner) return;
  await db.$executeRaw`
    UPDATE "CampaignRunLease"
       SET "owner" = ${HANDOFF}, "expiresAt" = now() + make_interval(secs => ${delayMs / 1000 + leaseSeconds()}::float8)
     WHERE "campaignId" = ${campaignId} AND "owner" = ${owner}`;
  heldLeases.delete(campaignId);
}

/** Removes this queue's lapsed leases and answers their campaigns (each to one caller only). */
export async function takeLapsedRunLeases(): Promise<string[]> {
  const rows = await db.$queryRaw<{ campaignId: string }[]>`
    DELETE FROM "CampaignRunLease" WHERE "expiresAt" < now() AND "queue" = ${env.PGBOSS_SCHEMA} RETURNING "campaignId"`;
  return rows.map((row) => row.campaignId);
}
