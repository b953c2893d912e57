import { setTimeout as sleep } from "node:timers/promises";
import { driverQuery } from "@/lib/db/driver-transaction";

// Holds an SMTP config to its maxSendRate (messages per second) across every worker process:
// slots are reserved in the database with one atomic upsert, so two workers can never take the
// same slot, and a batch reserves all its slots in one round trip. The upsert goes to the database
// driver, not through Prisma: it runs for every send and every campaign chunk, and a raw query
// costs two to three times its driver cost through Prisma's query compiler (lib/db/driver-transaction.ts).

/**
 * Reserves `count` consecutive send slots for `smtpConfigId` at `ratePerSecond`, and answers the
 * moment of each (ascending). The first slot is now when the pacer is idle.
 */
export async function reserveSendSlots({
  smtpConfigId,
  ratePerSecond,
  count = 1,
  ahead = false,
}: {
  smtpConfigId: string;
  ratePerSecond: number;
  count?: number;
  /**
   * Transactional mail (docs/contract.md section 20): its slots come from a row of its own, so they
   * never wait behind a campaign's reserved chunk, and the campaign's row is pushed back by the
   * same span, so the config's rate holds over time (a campaign chunk already reserved still goes
   * at its slots: for at most a chunk's span the two together may run above the rate).
   */
  ahead?: boolean;
}): Promise<Date[]> {
  const intervalMs = 1000 / Math.max(1, ratePerSecond);
  const spanMs = intervalMs * count;
  if (ahead) return slotsFrom(await reserveAhead(smtpConfigId, spanMs), count, intervalMs);
  // clock_timestamp(), not now(): now() is the transaction's start, stale inside a long one.
  // "nextSlotAt" is a timestamptz; "updatedAt" holds Prisma's UTC wall time, whatever the session's zone.
  const rows = await driverQuery<{ firstSlotAt: Date }>(
    `INSERT INTO "SendPacer" ("smtpConfigId", "nextSlotAt", "updatedAt")
       VALUES ($1, clock_timestamp() + make_interval(secs => $2::float8 / 1000), clock_timestamp() AT TIME ZONE 'UTC')
     ON CONFLICT ("smtpConfigId") DO UPDATE
       SET "nextSlotAt" = greatest("SendPacer"."nextSlotAt", clock_timestamp()) + make_interval(secs => $2::float8 / 1000),
           "updatedAt" = clock_timestamp() AT TIME ZONE 'UTC'
     RETURNING "nextSlotAt" - make_interval(secs => $2::float8 / 1000) AS "firstSlotAt"`,
    [smtpConfigId, spanMs],
  );
  return slotsFrom(rows[0].firstSlotAt, count, intervalMs);
}

function slotsFrom(firstSlotAt: Date, count: number, intervalMs: number): Date[] {
  const first = new Date(firstSlotAt).getTime();
  return Array.from({ length: count }, (_, index) => new Date(first + index * intervalMs));
}

/** The transactional lane's row is the config's id with this suffix (SendPacer's key is free text). */
const AHEAD_SUFFIX = "/transactional";

async function reserveAhead(smtpConfigId: string, spanMs: number): Promise<Date> {
  const rows = await driverQuery<{ firstSlotAt: Date }>(
    `WITH pushed AS (
       UPDATE "SendPacer" SET "nextSlotAt" = "nextSlotAt" + make_interval(secs => $2::float8 / 1000)
       WHERE "smtpConfigId" = $1 AND "nextSlotAt" > clock_timestamp()
     )
     INSERT INTO "SendPacer" ("smtpConfigId", "nextSlotAt", "updatedAt")
       VALUES ($1 || '${AHEAD_SUFFIX}', clock_timestamp() + make_interval(secs => $2::float8 / 1000), clock_timestamp() AT TIME ZONE 'UTC')
     ON CONFLICT ("smtpConfigId") DO UPDATE
       SET "nextSlotAt" = greatest("SendPacer"."nextSlotAt", clock_timestamp()) + make_interval(secs => $2::float8 / 1000),
           "updatedAt" = clock_timestamp() AT TIME ZONE 'UTC'
     RETURNING "nextSlotAt" - make_interval(secs => $2::float8 / 1000) AS "firstSlotAt"`,
    [smtpConfigId, spanMs],
  );
  return rows[0].firstSlotAt;
}

/** Waits until `slot` (no wait when it has passed). */
export async function waitForSlot(slot: Date): Promise<void> {
  const wait = slot.getTime() - Date.now();
  if (wait > 0) await sleep(wait);
}
