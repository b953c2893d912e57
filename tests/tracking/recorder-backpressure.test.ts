import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import * as raw from "@/lib/analytics/email-analytics-sql";
import * as rolled from "@/lib/analytics/rollup/read-rollups";
import { env } from "@/lib/env";
import { metrics } from "@/lib/metrics/metrics";
import { flushTracking, recordHit } from "@/lib/services/tracking";
import type { QueuedHit } from "@/lib/tracking/enrich/build-entry";
import { drainSpool } from "@/lib/tracking/record/drain-spool";
import { HitQueue } from "@/lib/tracking/record/hit-queue";
import { HitSpool } from "@/lib/tracking/record/hit-spool";
import { closeTrackingSpool, openTrackingSpool, pendingTrackingHits } from "@/lib/tracking/record/recorder";
import { DESKTOP_CHROME, trackedEmailFixture } from "./fixtures";

// Issue 41: with TRACKING_QUEUE_MAX hits in memory, answers wait for room rather than memory
// growing or hits being dropped; a batch the recorder gives up on is kept in the spool's
// dead-letter file before its segment may go, and the next start tries it again.

const spoolDir = mkdtempSync(path.join(tmpdir(), "sendwell-spool-pressure-"));
const queueMax = env.TRACKING_QUEUE_MAX;

afterAll(async () => {
  env.TRACKING_QUEUE_MAX = queueMax;
  await closeTrackingSpool();
});

const hitOf = (emailId: string, at: number, id?: string): QueuedHit => ({
  id,
  emailId,
  event: "open",
  timestamp: new Date(at),
  userAgent: DESKTOP_CHROME,
  ip: "81.2.69.7",
  method: "GET",
  fromHit: true,
});

const droppedSoFar = async () => (await metrics.trackingDropped.get()).values[0]?.value ?? 0;

describe("the tracking recorder under backpressure", () => {
  it("holds answers while TRACKING_QUEUE_MAX hits wait, stores every hit once, and drops none", async () => {
    const { team, email } = await trackedEmailFixture("Pressure Co");
    env.TRACKING_QUEUE_MAX = 1_000;
    openTrackingSpool(spoolDir);
    const droppedBefore = await droppedSoFar();
    const start = Date.now() - 120_000;
    let answered = 0;
    let mostInMemory = 0;
    const sample = setInterval(() => {
      mostInMemory = Math.max(mostInMemory, pendingTrackingHits());
    }, 2);
    const answers = Array.from({ length: 2_500 }, (_, n) =>
      Promise.resolve(recordHit(hitOf(email.id, start + n))).then(() => void (answered += 1)),
    );
    await new Promise((resolve) => setImmediate(resolve));
    // Two thirds of the hits wait for room: their answers are held, not their hits dropped.
    expect(answered).toBeLessThanOrEqual(1_000);
    await Promise.all(answers);
    await flushTracking();
    clearInterval(sample);

    expect(mostInMemory).toBeLessThanOrEqual(1_000);
    expect(mostInMemory).toBeGreaterThan(0);
    expect(await droppedSoFar()).toBe(droppedBefore);
    const scope = { teamId: team.id, emailId: email.id };
    const counts = await raw.eventCounts(scope);
    expect(counts.openCount + counts.proxyOpens).toBe(2_500);
    expect({ ...(await rolled.eventCounts(scope)) }).toEqual({ ...counts });
  });

  it("tells a batch given up on before it counts it taken", async () => {
    const order: string[] = [];
    const queue = new HitQueue({
      batchSize: 2,
      maxBatch: 2,
      write: async () => {
        throw new Error("value too long for type character varying(255)");
      },
      dropped: (batch) => void order.push(`dropped ${batch.length}`),
      taken: (count) => void order.push(`taken ${count}`),
    });
    queue.pushAll([hitOf("e1", 1), hitOf("e2", 2)]);
    await queue.flush();
    expect(order).toEqual(["dropped 2", "taken 2"]);
  });

  it("keeps given-up hits in the dead-letter file before their segment goes, and the next start stores them", async () => {
    const { email } = await trackedEmailFixture("Dead Letter Co");
    const dir = mkdtempSync(path.join(tmpdir(), "sendwell-spool-dead-"));
    const durable: QueuedHit[] = [];
    const spool = new HitSpool(dir, (hits) => void durable.push(...hits));
    const hits = [0, 1, 2].map((n) => hitOf(email.id, Date.now() - 30_000 + n, crypto.randomUUID()));
    await Promise.all(hits.map((hit) => spool.append(hit)));
    expect(durable).toHaveLength(3);
    // The recorder gave up on the batch: kept, then taken; closing deletes the stored segment.
    spool.deadLetter(durable);
    spool.taken(3);
    await spool.close();
    const files = readdirSync(dir);
    expect(files).toEqual([expect.stringMatching(/^dead-\d+-\d+\.log$/)]);
    expect(readFileSync(path.join(dir, files[0]), "utf8").trim().split("\n")).toHaveLength(3);

    // Still failing on the next start: kept and logged, and the start goes on.
    const failing = async () => {
      throw new Error("still refused");
    };
    expect(await drainSpool(dir, failing)).toBe(0);
    expect(readdirSync(dir)).toEqual(files);

    const { storeHits } = await import("@/lib/tracking/record/store-hits");
    expect(await drainSpool(dir, async (batch) => void (await storeHits(batch)))).toBe(3);
    expect(readdirSync(dir)).toEqual([]);
    const counts = await raw.eventCounts({ teamId: email.teamId, emailId: email.id });
    expect(counts.openCount + counts.proxyOpens).toBe(3);
  });
});
