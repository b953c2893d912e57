import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, stopWorker } from "@/jobs/drivers/pg-boss";
import { db } from "@/lib/db";
import {
  ABANDONED_AFTER_MS,
  OVERDUE_AFTER_MS,
  sweepStrandedDeliveries,
} from "@/lib/services/webhooks/sweep-stranded-deliveries";
import { createTestTeam } from "../helpers/teams";
import { deliveriesOf, pendingDelivery, settledDeliveries, webhookRow } from "./fixtures";
import { startReceiver } from "./webhook-receiver";

// Deliveries stranded without a job (their process died between the fan-out's commit and the
// enqueue, or in the middle of an attempt) are found by the sweep and delivered by a real worker.

beforeAll(() => startWorker({ pollingIntervalSeconds: 0.5 }));
afterAll(() => stopWorker());

const SECRET = "sweep-secret-longer-than-16";
const ago = (ms: number) => new Date(Date.now() - ms);
/** Sets the delivery's bookkeeping as a crash would have left it (updatedAt written explicitly). */
const strand = (
  id: string,
  fields: { attempts?: number; nextAttemptAt?: Date | null; updatedAt?: Date; createdAt?: Date },
) =>
  db.$executeRaw`UPDATE "Delivery" SET attempts = ${fields.attempts ?? 0}, "nextAttemptAt" = ${fields.nextAttemptAt ?? null},
    "updatedAt" = ${fields.updatedAt ?? new Date()}, "createdAt" = COALESCE(${fields.createdAt ?? null}::timestamp, "createdAt") WHERE id = ${id}`;
/**
 * When the deliveries the sweep must take were created: a day ago. It takes the oldest 500
 * stranded deliveries of the whole database, and on PostgreSQL the suite's other files leave
 * theirs in the same database (PENDING, with no worker), stranded once the run is past five minutes.
 */
const LONG_AGO = ago(86_400_000);

describe("sweep-webhook-deliveries", () => {
  it("delivers a delivery whose first job was never queued, and one whose retry job was lost", async () => {
    const receiver = await startReceiver();
    const { team } = await createTestTeam();
    const webhook = await webhookRow(team.id, receiver.url, SECRET);
    const neverQueued = await pendingDelivery(webhook.id, { emailId: "never-queued" });
    await strand(neverQueued.id, { updatedAt: ago(ABANDONED_AFTER_MS + 60_000), createdAt: LONG_AGO });
    const lostRetry = await pendingDelivery(webhook.id, { emailId: "lost-retry" });
    await strand(lostRetry.id, { attempts: 2, nextAttemptAt: ago(OVERDUE_AFTER_MS + 60_000), createdAt: LONG_AGO });

    expect(await sweepStrandedDeliveries()).toBeGreaterThanOrEqual(2);
    const rows = await settledDeliveries(webhook.id, 2);
    const byEmail = new Map(rows.map((row) => [(row.payload as { data: { emailId: string } }).data.emailId, row]));
    expect(byEmail.get("never-queued")).toMatchObject({ status: "SUCCESS", attempts: 1 });
    expect(byEmail.get("lost-retry")).toMatchObject({ status: "SUCCESS", attempts: 3 });
    expect(byEmail.get("lost-retry")!.attemptLog.map((attempt) => attempt.attempt)).toEqual([3]);
    expect(receiver.received).toHaveLength(2);
  });

  it("leaves deliveries that are on time alone: a fresh one, a retry due later, one in flight", async () => {
    const receiver = await startReceiver();
    const { team } = await createTestTeam();
    const webhook = await webhookRow(team.id, receiver.url, SECRET);
    const fresh = await pendingDelivery(webhook.id);
    const dueLater = await pendingDelivery(webhook.id);
    await strand(dueLater.id, { attempts: 1, nextAttemptAt: new Date(Date.now() + 3_600_000) });
    const justDue = await pendingDelivery(webhook.id);
    await strand(justDue.id, { attempts: 1, nextAttemptAt: ago(OVERDUE_AFTER_MS - 30_000) });
    const inFlight = await pendingDelivery(webhook.id);
    await strand(inFlight.id, { attempts: 1, nextAttemptAt: null, updatedAt: ago(ABANDONED_AFTER_MS - 60_000) });

    await sweepStrandedDeliveries();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(receiver.received).toHaveLength(0);
    const rows = await deliveriesOf(webhook.id);
    expect(rows.map((row) => [row.id, row.status, row.attempts])).toEqual([
      [fresh.id, "PENDING", 0],
      [dueLater.id, "PENDING", 1],
      [justDue.id, "PENDING", 1],
      [inFlight.id, "PENDING", 1],
    ]);
  });

  it("fails a delivery interrupted during its last attempt instead of sending an eighth", async () => {
    const receiver = await startReceiver();
    const { team } = await createTestTeam();
    const webhook = await webhookRow(team.id, receiver.url, SECRET);
    const last = await pendingDelivery(webhook.id);
    await strand(last.id, {
      attempts: 7,
      nextAttemptAt: null,
      updatedAt: ago(ABANDONED_AFTER_MS + 60_000),
      createdAt: LONG_AGO,
    });

    await sweepStrandedDeliveries();
    const [row] = await deliveriesOf(webhook.id);
    expect(row).toMatchObject({ status: "FAILED", attempts: 7, error: "The last attempt was interrupted" });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(receiver.received).toHaveLength(0);
  });
});
