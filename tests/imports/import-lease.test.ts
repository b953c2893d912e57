import { afterAll, describe, expect, it } from "vitest";
import { stopWorker } from "@/jobs/drivers/pg-boss";
import { db } from "@/lib/db";
import { startJobs } from "../campaigns/fixtures";
import { startChild, type Child } from "../ops/child-process";
import { postImportUpload, teamWithList } from "./import-client";

// A worker killed (SIGKILL) in the middle of a 60,000-row import: the import job's lease
// (lib/services/job-leases) lapses, another worker's sweep queues the job again, and the import
// resumes after its committed batches to COMPLETED with every row counted once, within a minute
// of the kill. Without the lease the job would wait for its pg-boss expiry (20 minutes). Needs a
// database several processes share: PostgreSQL only.

const shared = Boolean(process.env.TEST_DATABASE_URL);
const ROWS = 60_000;
const LEASE = { JOB_LEASE_SECONDS: "3" };
const children: Child[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterAll(async () => {
  for (const child of children) if (child.process.exitCode === null) child.process.kill("SIGKILL");
  await stopWorker();
});

async function worker() {
  const started = await startChild("serve-child.ts", ["--worker"], LEASE);
  children.push(started);
  return started;
}

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after ${ms} ms`);
    await sleep(100);
  }
}

describe.runIf(shared)("an import whose worker is killed", () => {
  it("is taken over through its lapsed lease and completes with every row once, within a minute", async () => {
    // This process only enqueues (POST /imports); the two child workers run the job.
    await startJobs();
    const first = await worker();
    const { token, list, team } = await teamWithList();
    // On the unlimited plan: the Free plan's contact limit would skip most of the rows.
    const enterprise = await db.product.findFirstOrThrow({ where: { name: "Enterprise", email_limit: null } });
    await db.subscription.create({ data: { team_id: team.id, product_id: enterprise.id, status: "active" } });
    const csv = ["email,firstName", ...Array.from({ length: ROWS }, (_, n) => `lease${n}@example.com,Row${n}`)].join(
      "\n",
    );
    const created = await postImportUpload({ token }, { listId: list.id, csv });
    expect(created.status).toBe(202);
    const importId = created.body.id as string;
    const progress = () =>
      db.contactImport.findUniqueOrThrow({
        where: { id: importId },
        select: { status: true, processed: true, imported: true },
      });

    const midway = await until("the first worker's progress", progress, (row) => row.processed > 0, 60_000);
    expect(midway.status).toBe("PROCESSING");
    first.process.kill("SIGKILL");
    await first.exited;
    const killedAt = Date.now();
    const atKill = await progress();
    expect(atKill.processed).toBeLessThan(ROWS);
    const [lease] = await db.$queryRaw<{ job: string }[]>`SELECT "job" FROM "JobLease" WHERE "key" = ${importId}`;
    expect(lease?.job).toBe("process-contact-import");

    await worker();
    const done = await until("the import after the kill", progress, (row) => row.status !== "PROCESSING", 60_000);
    const tookSeconds = (Date.now() - killedAt) / 1000;
    expect(done).toEqual({ status: "COMPLETED", processed: ROWS, imported: ROWS });
    expect(tookSeconds).toBeLessThan(60);
    expect(await db.contact.count({ where: { listId: list.id } })).toBe(ROWS);
    // Released once the job's handler ended (just after it wrote COMPLETED).
    const leaseRows = () => db.$queryRaw<unknown[]>`SELECT 1 FROM "JobLease" WHERE "key" = ${importId}`;
    expect(await until("the lease's release", leaseRows, (rows) => rows.length === 0, 10_000)).toEqual([]);
  }, 180_000);
});
