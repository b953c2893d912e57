import { RateLimiterRes } from "rate-limiter-flexible";
import { describe, expect, it } from "vitest";
import { createMemoryWindow } from "@/lib/api/rate-limit/memory-window";

// The per-process counting store on a clock the test moves: fixed windows per key, refusals with
// the time left, and counts that outlive a generation change until their own window ends.

function clocked() {
  let now = 1_000_000;
  return { clock: () => now, advance: (ms: number) => void (now += ms) };
}

const consumed = async (store: ReturnType<typeof createMemoryWindow>, key: string) => store.count(key);

describe("memory window", () => {
  it("allows the limit within a window, refuses the next with the time left, and starts over when it ends", async () => {
    const { clock, advance } = clocked();
    const store = createMemoryWindow(3, 60, clock);
    const answers = [];
    for (let i = 0; i < 4; i++) {
      answers.push(await consumed(store, "ip:203.0.113.7"));
      advance(1_000);
    }
    expect(answers.map(({ allowed }) => allowed)).toEqual([true, true, true, false]);
    expect(answers.map(({ result }) => result.remainingPoints)).toEqual([2, 1, 0, 0]);
    expect(answers.map(({ result }) => result.consumedPoints)).toEqual([1, 2, 3, 4]);
    expect(answers[3].result).toBeInstanceOf(RateLimiterRes);
    expect(answers[3].result.msBeforeNext).toBe(57_000);

    advance(56_000); // 60 s after the first request
    const fresh = await consumed(store, "ip:203.0.113.7");
    expect(fresh).toMatchObject({
      allowed: true,
      result: { consumedPoints: 1, remainingPoints: 2, msBeforeNext: 60_000 },
    });
    expect((await consumed(store, "ip:198.51.100.1")).result.consumedPoints).toBe(1);
  });

  it("keeps counting a window that began before the older generation was dropped, until its own end", async () => {
    const { clock, advance } = clocked();
    const store = createMemoryWindow(2, 60, clock);
    advance(30_000);
    expect((await consumed(store, "a")).allowed).toBe(true); // window of "a": 30 s to 90 s
    advance(40_000); // 70 s: a new generation began at the first call after 60 s
    expect(await consumed(store, "b")).toMatchObject({ allowed: true });
    expect(await consumed(store, "a")).toMatchObject({
      allowed: true,
      result: { consumedPoints: 2, msBeforeNext: 20_000 },
    });
    expect(await consumed(store, "a")).toMatchObject({ allowed: false, result: { consumedPoints: 3 } });
    advance(20_000); // 90 s: the window of "a" has ended
    expect(await consumed(store, "a")).toMatchObject({ allowed: true, result: { consumedPoints: 1 } });
    advance(140_000); // two windows and more with no request: both generations go at once
    expect(await consumed(store, "b")).toMatchObject({
      allowed: true,
      result: { consumedPoints: 1, msBeforeNext: 60_000 },
    });
  });
});
