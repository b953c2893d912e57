import { describe, expect, it } from "vitest";
import { coalescedRowWrites } from "@/lib/services/emails/send-core/coalesced-row-writes";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A write that records each call's ids and takes `ms` to commit. */
function recordingWrite(ms = 0) {
  const calls: string[][] = [];
  const write = async (ids: string[]) => {
    calls.push([...ids]);
    await sleep(ms);
  };
  return { calls, write };
}

describe("coalescedRowWrites", () => {
  it("writes the ids of one turn of the event loop together, and those that came during a write in the next", async () => {
    const { calls, write } = recordingWrite(20);
    const mark = coalescedRowWrites(write);
    const first = ["a", "b", "c"].map(mark);
    await sleep(5);
    const second = ["d", "e"].map(mark);
    await Promise.all([...first, ...second]);
    expect(calls).toEqual([
      ["a", "b", "c"],
      ["d", "e"],
    ]);
  });

  it("with maxWaitMs, waits that long after the first id before writing", async () => {
    const { calls, write } = recordingWrite();
    const mark = coalescedRowWrites(write, { maxWaitMs: 40 });
    const started = performance.now();
    const done = mark("a");
    await sleep(10);
    expect(calls).toEqual([]);
    mark("b");
    await done;
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
    expect(calls).toEqual([["a", "b"]]);
  });

  it("writes as soon as maxIds are waiting, without waiting out maxWaitMs", async () => {
    const { calls, write } = recordingWrite();
    const mark = coalescedRowWrites(write, { maxIds: 3, maxWaitMs: 10_000 });
    const started = performance.now();
    await Promise.all(["a", "b", "c"].map(mark));
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(calls).toEqual([["a", "b", "c"]]);
    // The next group starts its own wait: flush() makes it due at once.
    const late = mark("d");
    await sleep(20);
    expect(calls).toHaveLength(1);
    mark.flush();
    await late;
    expect(calls).toEqual([["a", "b", "c"], ["d"]]);
  });

  it("rejects the ids of a failed write, and goes on writing the next ones", async () => {
    let failNext = true;
    const written: string[][] = [];
    const mark = coalescedRowWrites(async (ids) => {
      if (failNext) {
        failNext = false;
        throw new Error("connection lost");
      }
      written.push(ids);
    });
    const failed = mark("a");
    await expect(failed).rejects.toThrow("connection lost");
    await mark("b");
    expect(written).toEqual([["b"]]);
  });
});
