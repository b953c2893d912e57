import { describe, expect, it } from "vitest";
import { handoverGate } from "@/lib/services/emails/send-core/handover-gate";

// The gate between a batch and its SMTP pool: few messages handed over at once, marked in blocks.

const tick = () => new Promise((resolve) => setImmediate(resolve));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe("handoverGate", () => {
  it("hands over at most `limit` at a time, marked in blocks before they are sent, the next block once a whole one fits", async () => {
    const marks: string[][] = [];
    const sending = new Map<string, () => void>();
    const gate = handoverGate({ limit: 6, blockSize: 3, mark: async (ids) => void marks.push(ids) });
    const ids = Array.from({ length: 10 }, (_, index) => `m${index}`);
    const results = ids.map((id) =>
      gate(id, () => {
        // Sent only after its block's mark.
        expect(marks.flat()).toContain(id);
        const answer = deferred();
        sending.set(id, answer.resolve);
        return answer.promise.then(() => id);
      }),
    );
    await tick();
    await tick();
    expect(marks).toEqual([
      ["m0", "m1", "m2"],
      ["m3", "m4", "m5"],
    ]);
    expect([...sending.keys()]).toEqual(ids.slice(0, 6));

    // Two answers free two places: not room for a block of three yet.
    sending.get("m0")!();
    sending.get("m1")!();
    await tick();
    await tick();
    expect(marks).toHaveLength(2);
    // A stuck exchange (m2) holds its one place: the third answer lets the next block in.
    sending.get("m3")!();
    await tick();
    await tick();
    expect(marks[2]).toEqual(["m6", "m7", "m8"]);
    for (const id of ["m4", "m5", "m6", "m7", "m8"]) sending.get(id)!();
    await tick();
    await tick();
    // The last one, alone, goes as soon as it fits.
    expect(marks[3]).toEqual(["m9"]);
    sending.get("m9")!();
    sending.get("m2")!();
    expect(await Promise.all(results)).toEqual(ids);
  });

  it("sends nothing of a block whose mark failed, and rejects its callers with the error", async () => {
    let fail = true;
    const sent: string[] = [];
    const gate = handoverGate({
      limit: 4,
      blockSize: 2,
      mark: async () => {
        if (fail) throw new Error("database gone");
      },
    });
    const first = [gate("a", async () => sent.push("a")), gate("b", async () => sent.push("b"))];
    await expect(Promise.all(first)).rejects.toThrow("database gone");
    fail = false;
    // The failed block gave its places back.
    await Promise.all([gate("c", async () => sent.push("c")), gate("d", async () => sent.push("d"))]);
    expect(sent).toEqual(["c", "d"]);
  });

  it("passes a send's failure to its caller alone", async () => {
    const gate = handoverGate({ limit: 2, blockSize: 2, mark: async () => {} });
    const outcomes = await Promise.allSettled([
      gate("x", async () => Promise.reject(new Error("421 busy"))),
      gate("y", async () => "ok"),
    ]);
    expect(outcomes).toEqual([
      { status: "rejected", reason: new Error("421 busy") },
      { status: "fulfilled", value: "ok" },
    ]);
  });
});
