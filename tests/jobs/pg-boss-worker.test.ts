import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ZodError } from "zod";
import { getBoss, startWorker, stopWorker } from "@/jobs/drivers/pg-boss";
import { enqueue } from "@/lib/jobs/enqueue";
import { expectedStates, seedTokens, tokenStates } from "./token-fixtures";
import { JOB_TABLE } from "@/tests/helpers/job-table";

// pg-boss end to end on this file's test database (a PGlite copy, or TEST_DATABASE_URL): the
// worker creates pg-boss's schema and queues, enqueue() sends, the handler's effect shows up.

async function storedJobCount() {
  const boss = await getBoss();
  const { rows } = await boss
    .getDb()
    .executeSql(`SELECT count(*)::int AS count FROM ${JOB_TABLE} WHERE name = $1`, ["cleanup-expired-tokens"]);
  return rows[0].count as number;
}

describe("pg-boss driver", () => {
  beforeAll(async () => {
    const summary = await startWorker({ pollingIntervalSeconds: 0.5 });
    expect(summary.jobs).toContainEqual({ name: "cleanup-expired-tokens", cron: "0 3 * * *", retryLimit: 3 });
  });
  afterAll(() => stopWorker());

  it("creates its schema, queue and daily schedule", async () => {
    const boss = await getBoss();
    expect(await boss.isInstalled()).toBe(true);
    expect(await boss.getQueue("cleanup-expired-tokens")).toMatchObject({
      name: "cleanup-expired-tokens",
      retryLimit: 3,
    });
    expect(await boss.getSchedules()).toContainEqual(
      expect.objectContaining({ name: "cleanup-expired-tokens", cron: "0 3 * * *", timezone: "UTC" }),
    );
  });

  it("runs an enqueued cleanup job", async () => {
    const seeded = await seedTokens();

    const jobId = await enqueue("cleanup-expired-tokens", {});

    await vi.waitFor(async () => expect(await tokenStates(seeded.user.id)).toEqual(expectedStates(seeded)), {
      timeout: 20_000,
      interval: 200,
    });
    const boss = await getBoss();
    await vi.waitFor(
      async () => expect((await boss.getJobById("cleanup-expired-tokens", jobId))?.state).toBe("completed"),
      {
        timeout: 10_000,
        interval: 200,
      },
    );
  });

  it("gives a singleton key's second enqueue the first job's id", async () => {
    const startAfter = new Date(Date.now() + 60 * 60 * 1000);
    const first = await enqueue("cleanup-expired-tokens", {}, { singletonKey: "nightly", startAfter });
    const second = await enqueue("cleanup-expired-tokens", {}, { singletonKey: "nightly", startAfter });
    expect(second).toBe(first);
    const job = await (await getBoss()).getJobById("cleanup-expired-tokens", first);
    expect(job).toMatchObject({ state: "created", singletonKey: "nightly" });
    expect(job?.startAfter.getTime()).toBe(startAfter.getTime());
    await (await getBoss()).cancel("cleanup-expired-tokens", first);
  });

  it("rejects a bad payload with a ZodError before touching the queue", async () => {
    const before = await storedJobCount();
    await expect(enqueue("cleanup-expired-tokens", { userId: 42 } as never)).rejects.toBeInstanceOf(ZodError);
    expect(await storedJobCount()).toBe(before);
  });

  it("rejects a job that is not registered", async () => {
    await expect(enqueue("no-such-job" as never, {} as never)).rejects.toThrow(/Unknown job "no-such-job"/);
  });
});
