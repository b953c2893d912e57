import { describe, expect, it } from "vitest";
import type { TrackingHit } from "@/lib/tracking/enrich/build-entry";
import { isDatabaseUnavailable as databaseUnavailable } from "@/lib/db/database-unavailable";
import { HitQueue } from "@/lib/tracking/record/hit-queue";

const hits = (count: number): TrackingHit[] =>
  Array.from({ length: count }, (_, n) => ({
    emailId: `e${n}`,
    event: "open",
    timestamp: new Date(1_700_000_000_000 + n),
    fromHit: true,
  }));

function recordingQueue(maxBatch: number, fail: (attempt: number) => boolean = () => false) {
  const batches: number[] = [];
  const taken: number[] = [];
  let attempts = 0;
  const queue = new HitQueue({
    batchSize: 200,
    maxBatch,
    write: async (batch) => {
      if (fail(++attempts)) throw new Error("database down");
      batches.push(batch.length);
    },
    taken: (count) => taken.push(count),
  });
  return { queue, batches, taken };
}

describe("HitQueue", () => {
  it("writes batches of 200 until a backlog of twice that waits, then batches of up to maxBatch", async () => {
    const { queue, batches, taken } = recordingQueue(600);
    queue.pushAll(hits(1_000));
    await queue.flush();
    expect(batches).toEqual([600, 400]);
    expect(taken).toEqual([600, 400]);

    queue.pushAll(hits(399));
    await queue.flush();
    expect(batches.slice(2)).toEqual([200, 199]);
  });

  it("keeps batches of 200 when maxBatch is 200, whatever the backlog", async () => {
    const { queue, batches } = recordingQueue(200);
    queue.pushAll(hits(650));
    await queue.flush();
    expect(batches).toEqual([200, 200, 200, 50]);
    expect(queue.length).toBe(0);
  });

  it("retries a failed batch once, then drops it and goes on with the next", async () => {
    const { queue, batches, taken } = recordingQueue(200, (attempt) => attempt <= 3);
    queue.pushAll(hits(400));
    await queue.flush();
    // Batch one failed twice (dropped, still reported taken); batch two failed once and was retried.
    expect(batches).toEqual([200]);
    expect(taken).toEqual([200, 200]);
  });

  it("keeps a batch while the database is unreachable and writes it once it is back, losing nothing", async () => {
    let attempts = 0;
    const written: number[] = [];
    const queue = new HitQueue({
      batchSize: 200,
      maxBatch: 200,
      write: async (batch) => {
        attempts += 1;
        if (attempts <= 2)
          throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
        written.push(batch.length);
      },
    });
    queue.pushAll(hits(250));
    await queue.flush();
    // Tried once: the batch is back at the head of the queue, tried again after 250 ms, then 500 ms.
    expect(queue.length).toBe(250);
    await expect.poll(() => written, { timeout: 5_000, interval: 50 }).toEqual([200, 50]);
    expect(attempts).toBe(4);
    expect(queue.length).toBe(0);
  });

  it("tells an unreachable database from a batch the database refuses", () => {
    const sqlError = (code: string) => Object.assign(new Error("x"), { code, severity: "ERROR" });
    expect(databaseUnavailable(Object.assign(new Error("x"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(databaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(databaseUnavailable(sqlError("57P01"))).toBe(true);
    expect(databaseUnavailable(sqlError("08006"))).toBe(true);
    expect(databaseUnavailable(sqlError("23505"))).toBe(false);
    expect(databaseUnavailable(new TypeError("cannot read properties of undefined"))).toBe(false);
  });

  it("reports the oldest waiting hit and writes on its own once a batch is full", async () => {
    const { queue, batches } = recordingQueue(200);
    const waiting = hits(3);
    queue.pushAll(waiting);
    expect(queue.oldestAt()).toEqual(waiting[0].timestamp);
    queue.pushAll(hits(197));
    await expect.poll(() => batches).toEqual([200]);
    expect(queue.oldestAt()).toBeNull();
  });
});
