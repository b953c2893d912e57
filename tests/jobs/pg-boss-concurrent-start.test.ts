import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPgBossRuntime, type PgBossRuntime } from "@/jobs/drivers/pg-boss";
import { jobDefinitions } from "@/jobs/registry";

// Several processes starting pg-boss at once on a database that has no queues yet (a worker and
// the web server, or parallel test files): pg-boss's create_queue adds partitions to its job table,
// and concurrent ALTER TABLEs deadlocked. The driver now creates queues under an advisory lock.
// Needs its own empty PostgreSQL database: runs with TEST_DATABASE_URL only.

const url = process.env.TEST_DATABASE_URL;
const database = `sw_boss_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
const admin = () => new pg.Client({ connectionString: url });

describe.runIf(Boolean(url))("pg-boss started by several processes at once on a fresh database", () => {
  let runtimes: PgBossRuntime[] = [];

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE ${database}`);
    await client.end();
  });
  afterAll(async () => {
    await Promise.all(runtimes.map((runtime) => runtime.stop().catch(() => undefined)));
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await client.end();
  });

  it("creates every queue once, with no deadlock, however many start together", async () => {
    const target = new URL(url!);
    target.pathname = `/${database}`;
    runtimes = Array.from({ length: 4 }, () =>
      createPgBossRuntime({ DATABASE_URL: target.toString(), PGLITE_DIR: "" }),
    );
    const started = await Promise.allSettled(runtimes.map((runtime) => runtime.ready()));
    expect(started.filter((result) => result.status === "rejected")).toEqual([]);

    const queues = await runtimes[0].boss.getQueues();
    expect(
      queues
        .map((queue) => queue.name)
        .filter((name) => !name.startsWith("__pgboss"))
        .sort(),
    ).toEqual(jobDefinitions.map((job) => job.name).sort());
  }, 120_000);
});
