import { describe, expect, it } from "vitest";
import type { TrackingHit } from "@/lib/tracking/enrich/build-entry";
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
