import { spawn } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createPgBossRuntime, type PgBossRuntime } from "@/jobs/drivers/pg-boss";
import { MAINTENANCE_INTERVAL_SECONDS } from "@/lib/jobs/pg-boss/create-boss";
import { DEFAULT_EXPIRE_SECONDS } from "@/jobs/define-job";
import { jobDefinitions } from "@/jobs/registry";
import { sendEmailJob } from "@/jobs/send-email";
import { db } from "@/lib/db";
import { createTestTeam } from "../helpers/teams";
import { env } from "@/lib/env";
import { probeJob } from "./probe-job";

// Issue 23: a SIGKILLed worker's jobs other than campaign runs (which have their own lease) used to
// wait pg-boss's 15-minute default expiry. Each job kind now has an expiry sized to its work, queues
// carry it, and pg-boss's maintenance (which fails expired jobs back for a retry) runs every 30 s.

const shared = Boolean(process.env.TEST_DATABASE_URL);
const database = { DATABASE_URL: env.DATABASE_URL, PGLITE_DIR: env.PGLITE_DIR, PGBOSS_SCHEMA: env.PGBOSS_SCHEMA };
const byName = new Map<string, number>(jobDefinitions.map((job) => [job.name, job.expireInSeconds]));
let runtime: PgBossRuntime | undefined;

afterAll(async () => {
  await runtime?.stop();
});

describe("job expiries", () => {
  it("short jobs expire in minutes, long ones keep room, and every queue carries its job's expiry", async () => {
    // A killed worker's job comes back within its expiry plus one maintenance interval.
    for (const name of ["send-email", "deliver-webhook", "sweep-webhook-deliveries", "sync-imap-configs"])
      expect(byName.get(name), name).toBeLessThanOrEqual(120);
    for (const name of [
      "advance-automation-run",
      "settle-subscriptions",
      "start-import-flows",
      "cleanup-expired-tokens",
      "cleanup-idempotency-keys",
    ]) {
      expect(byName.get(name), name).toBeLessThanOrEqual(300);
    }
    // Long work must not be failed (and retried beside itself) while it is healthy.
    expect(byName.get("rebuild-analytics-rollups")).toBeGreaterThan(DEFAULT_EXPIRE_SECONDS);
    expect(byName.get("process-contact-import")).toBeGreaterThanOrEqual(DEFAULT_EXPIRE_SECONDS);
    expect(MAINTENANCE_INTERVAL_SECONDS).toBeLessThanOrEqual(30);

    runtime = createPgBossRuntime(database);
    const queues = await (await runtime.ready()).getQueues();
    const expiries = Object.fromEntries(
      queues.filter((queue) => byName.has(queue.name)).map((queue) => [queue.name, queue.expireInSeconds]),
    );
    expect(expiries).toEqual(Object.fromEntries(byName));
  });

  it.runIf(shared)(
    "a SIGKILLed worker's short job is worked again by another worker within its expiry",
    async () => {
      const pickedUp: { jobId: string; attempt: number; at: number }[] = [];
      const other = createPgBossRuntime(
        database,
        [
          {
            ...probeJob,
            handler: async (_payload, { jobId, attempt }) => void pickedUp.push({ jobId, attempt, at: Date.now() }),
          },
        ],
        {
          maintenanceIntervalSeconds: 1,
        },
      );
      try {
        // The queue exists before the child polls it; the child takes the job and hangs in it.
        const queued = createPgBossRuntime(database, [probeJob]);
        const jobId = await queued.send(probeJob, { n: 1 });
        await queued.stop();
        const child = spawn(
          process.execPath,
          ["--import", "tsx", path.join(import.meta.dirname, "hold-job-child.ts")],
          {
            cwd: path.resolve(import.meta.dirname, "../.."),
            env: { ...process.env, DATABASE_URL: process.env.TEST_DATABASE_URL },
            stdio: ["ignore", "pipe", "inherit"],
          },
        );
        const exited = new Promise((resolve) => child.on("exit", resolve));
        let output = "";
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`the child took no job: ${output}`)), 60_000);
          child.stdout!.on("data", (chunk: Buffer) => {
            output += chunk.toString();
            if (output.includes(`TOOK ${jobId}`)) {
              clearTimeout(timer);
              resolve();
            }
          });
        });
        child.kill("SIGKILL");
        await exited;
        const killedAt = Date.now();

        // Another worker, as a restarted or peer process would run; its pg-boss runs maintenance.
        await other.startWorker({ pollingIntervalSeconds: 0.5 });
        while (pickedUp.length === 0 && Date.now() - killedAt < 30_000)
          await new Promise((resolve) => setTimeout(resolve, 100));

        expect(pickedUp).toHaveLength(1);
        expect(pickedUp[0]).toMatchObject({ jobId, attempt: 1 });
        // Expiry (2 s) + maintenance (1 s here) + a poll, with room for a busy machine; not 15 minutes.
        expect(pickedUp[0].at - killedAt).toBeLessThan(15_000);
        const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await client.connect();
        try {
          const { rows } = await client.query(
            `SELECT state, retry_count FROM "${env.PGBOSS_SCHEMA}".job WHERE id = $1`,
            [jobId],
          );
          expect(rows).toEqual([{ state: "completed", retry_count: 1 }]);
        } finally {
          await client.end();
        }
      } finally {
        await other.stop();
      }
    },
    90_000,
  );

  it("a killed worker's send-email, retried within minutes, waits for the claim to settle or go stale; it never sends twice", async () => {
    const { team } = await createTestTeam();
    const claimed = (minutesAgo: number) =>
      db.email.create({
        data: {
          teamId: team.id,
          from: "news@acme.test",
          to: "ann@example.com",
          subject: "Hi",
          body: "<p>Hi</p>",
          status: "SENDING",
          attempts: 1,
          updatedAt: new Date(Date.now() - minutesAgo * 60_000),
        },
      });
    const run = (emailId: string, attempt: number) =>
      sendEmailJob.handler(
        { emailId },
        { jobId: `expiry-${attempt}`, attempt, logger: { info() {}, warn() {}, error() {} } },
      );

    // Claimed 2 minutes ago (the killed run's own retry, back after its 2-minute expiry): not sent,
    // not failed, the job is retried later (with backoff).
    const fresh = await claimed(2);
    await expect(run(fresh.id, 1)).rejects.toThrow(
      `Email ${fresh.id} is being sent by another run; looking again later`,
    );
    expect(await db.email.findUniqueOrThrow({ where: { id: fresh.id } })).toMatchObject({
      status: "SENDING",
      attempts: 1,
    });

    // Once the claim is older than 5 minutes it is settled as interrupted, never sent again.
    const stale = await claimed(6);
    await run(stale.id, 2);
    expect(await db.email.findUniqueOrThrow({ where: { id: stale.id } })).toMatchObject({
      status: "FAILED",
      attempts: 1,
      error: "Interrupted while sending; not retried so that the recipient cannot get it twice",
    });
  });
});
