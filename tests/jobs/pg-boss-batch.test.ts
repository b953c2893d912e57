import { afterAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createPgBossRuntime } from "@/jobs/drivers/pg-boss";
import { defineJob } from "@/jobs/define-job";
import { env } from "@/lib/env";
import { JOB_TABLE } from "@/tests/helpers/job-table";

// The pg-boss worker's batches (jobs/drivers/pg-boss.ts): a contract's batchSize jobs fetched at
// once and run side by side, a failing one retried alone, and a slot that found work asking again
// at once instead of after its polling interval. A queue of its own, on this file's database.

const runs: { n: number; at: number }[] = [];
let inFlight = 0;
let mostInFlight = 0;
const batchJob = defineJob({
  name: "bench-batch-probe",
  payload: z.object({ n: z.number().int() }),
  expireInSeconds: 30,
  retryLimit: 1,
  retryDelaySeconds: 1,
  concurrency: 1,
  batchSize: 4,
  async handler({ n }, { attempt }) {
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    runs.push({ n, at: Date.now() });
    await new Promise((resolve) => setTimeout(resolve, 50));
    inFlight -= 1;
    // Job 3 fails on its first try only.
    if (n === 3 && attempt === 0) throw new Error("first try of 3 fails");
  },
});

const runtime = createPgBossRuntime(env, [batchJob]);
afterAll(() => runtime.stop());

describe("pg-boss batches", () => {
  it("runs a batch side by side, retries only the job that failed, and drains without waiting to poll", async () => {
    const boss = await runtime.ready();
    // Twelve jobs queued before the worker starts: three batches of four.
    await boss.insert(Array.from({ length: 12 }, (_, n) => ({ name: batchJob.name, data: { n } })));
    const started = Date.now();
    // The default polling interval (2 s): without asking again at once, three batches take 4 s.
    await runtime.startWorker();

    await vi.waitFor(() => expect(runs.length).toBe(13), { timeout: 15_000, interval: 50 });
    const firstTries = runs.slice(0, 12);
    expect(new Set(firstTries.map((run) => run.n)).size).toBe(12);
    expect(runs.filter((run) => run.n === 3)).toHaveLength(2);
    expect(mostInFlight).toBe(4);
    expect(firstTries.at(-1)!.at - started).toBeLessThan(1_900);

    const states = async () => {
      const sql = `SELECT state, count(*)::int AS count FROM ${JOB_TABLE} WHERE name = $1 GROUP BY state`;
      const { rows } = await boss.getDb().executeSql(sql, [batchJob.name]);
      return Object.fromEntries(rows.map((row: { state: string; count: number }) => [row.state, row.count]));
    };
    await vi.waitFor(async () => expect(await states()).toEqual({ completed: 12 }), { timeout: 10_000, interval: 100 });
  });
});
