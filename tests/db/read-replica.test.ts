import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { POSTGRES_BIN, postgresBinariesPresent, startReplicatedPostgres } from "../helpers/postgres-replica";

// Read replicas (docs/contract.md section 26, lib/db/read-replica.ts) against a real streaming
// standby: this file starts a PostgreSQL 15 primary and a pg_basebackup standby of it on loopback
// ports and runs the app on them (DATABASE_URL the primary, DATABASE_READ_URL the standby). The
// standby is told apart by pausing its replay: it then keeps the state from before the pause.

const present = postgresBinariesPresent();
if (!present) console.warn(`read-replica.test.ts skipped: no PostgreSQL 15 binaries in ${POSTGRES_BIN}`);

const servers = present ? await startReplicatedPostgres() : null;
const MAX_LAG_SECONDS = 4;
if (servers) {
  process.env.DATABASE_URL = servers.primaryUrl;
  process.env.DATABASE_READ_URL = servers.replicaUrl;
  process.env.READ_REPLICA_MAX_LAG_SECONDS = String(MAX_LAG_SECONDS);
}

const { seed } = await import("@/prisma/seed");
const { closeProcessSingletons } = await import("@/lib/process/singletons");
const { LAG_CACHE_MS, replicaLagCheck } = await import("@/lib/db/replica-lag");
const { contacts, createContact, createList, lists } = await import("../contacts/audience-client");
const { createTestTeam } = await import("../helpers/teams");
const { GET: audienceReport } = await import("@/app/api/v1/analytics/audience/route");
const { apiRequest, callRoute, settle } = await import("../helpers/http");
const { campaigns } = await import("../campaigns/campaign-client");
const { db } = await import("@/lib/db");
const { onReplica, readDb } = await import("@/lib/db/read-replica");
const { trackedEmailFixture } = await import("../tracking/fixtures");
const { GET: teamOverview } = await import("@/app/api/v1/analytics/team/overview/route");

afterAll(async () => {
  // The app's connections first, then the servers under them.
  await closeProcessSingletons();
  servers?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const emailsOf = (body: { data: { email: string }[] }) => body.data.map((contact) => contact.email).sort();
const totalContacts = async (token: string) =>
  (await settle(callRoute(audienceReport, apiRequest("/analytics/audience", { token })))).body.behaviors
    .totalContacts as number;
/** Waits until the lag check's remembered state has expired, so the next read checks again. */
const nextCheck = () => sleep(LAG_CACHE_MS + 200);

describe.skipIf(!servers)("read replica (DATABASE_READ_URL)", () => {
  it("counts a fresh standby with no replayed transaction, and a caught-up one beside an idle primary, as current", async () => {
    const pool = new pg.Pool({ connectionString: servers!.replicaUrl, max: 1 });
    try {
      // Nothing committed since pg_basebackup: no replayed transaction, so no replay timestamp.
      const fresh = await servers!.replica("SELECT pg_last_xact_replay_timestamp() AS at");
      expect(fresh.rows[0].at).toBeNull();
      // Until its WAL receiver has started, such a standby is of unknown lag.
      let state = await replicaLagCheck(pool, MAX_LAG_SECONDS).state();
      for (let tries = 0; !state.usable && tries < 50; tries++) {
        await sleep(100);
        state = await replicaLagCheck(pool, MAX_LAG_SECONDS).state();
      }
      expect(state).toEqual({ usable: true, lagSeconds: 0 });

      await servers!.primary("CREATE TABLE idle_probe (id int)");
      await servers!.caughtUp();
      await sleep((MAX_LAG_SECONDS + 1) * 1000);
      // Its last replayed transaction is older than the limit, but there is nothing left to replay.
      const { rows } = await servers!.replica(
        "SELECT extract(epoch FROM now() - pg_last_xact_replay_timestamp())::float8 AS age",
      );
      expect(rows[0].age).toBeGreaterThan(MAX_LAG_SECONDS);
      expect(await replicaLagCheck(pool, MAX_LAG_SECONDS).state()).toEqual({ usable: true, lagSeconds: 0 });
    } finally {
      await pool.end();
    }
  });

  it("a list page, an export and a report read the replica; writes and a write's read-back use the primary", async () => {
    // The permissions and plans a team is made with (the migrations made the tables).
    await seed();
    const { team, token } = await createTestTeam();
    const list = await createList(token);
    await createContact(token, { email: "before@example.com", listId: list.id });
    await db.campaign.create({ data: { teamId: team.id, name: "Before" } });
    await servers!.caughtUp();
    await servers!.pauseReplay();
    try {
      // The write goes to the primary (a standby in recovery refuses writes) and reads back there.
      const after = await createContact(token, { email: "after@example.com", listId: list.id });
      expect((await contacts.get(token, after.id)).status).toBe(200);
      expect((await servers!.primary(`SELECT 1 FROM "Contact" WHERE id = $1`, [after.id])).rowCount).toBe(1);
      expect((await servers!.replica(`SELECT 1 FROM "Contact" WHERE id = $1`, [after.id])).rowCount).toBe(0);

      // The list page, the export (whose audit entry is a write, on the primary) and the report:
      // the replica's state from before the pause.
      const page = await contacts.list(token);
      expect(page.status).toBe(200);
      expect(emailsOf(page.body)).toEqual(["before@example.com"]);
      expect(page.body.pagination.total).toBe(1);
      const exported = await lists.export(token, list.id);
      expect(exported.status).toBe(200);
      const csv = await exported.text();
      expect(csv).toContain("before@example.com");
      expect(csv).not.toContain("after@example.com");
      expect(
        (
          await servers!.primary(`SELECT 1 FROM "AuditLog" WHERE action = 'list.exported' AND "targetId" = $1`, [
            list.id,
          ])
        ).rowCount,
      ).toBe(1);
      expect(await totalContacts(token)).toBe(1);
      await db.campaign.create({ data: { teamId: team.id, name: "After" } });
      expect((await campaigns.list(token)).body.data.map((campaign: { name: string }) => campaign.name)).toEqual([
        "Before",
      ]);
    } finally {
      await servers!.resumeReplay();
    }
    await servers!.caughtUp();
    expect(emailsOf((await contacts.list(token)).body)).toEqual(["after@example.com", "before@example.com"]);
    expect(await totalContacts(token)).toBe(2);
  });

  it("a report that has just folded new events into the roll-ups reads them back on the primary", async () => {
    const { team, token, email, contact } = await trackedEmailFixture();
    const overview = async () =>
      (await settle(callRoute(teamOverview, apiRequest("/analytics/team/overview", { token })))).body;
    // Read from the replica: the fixture's email must have reached it.
    await servers!.caughtUp();
    expect(await overview()).toMatchObject({ totalEmails: 1, totalOpens: 0 });
    await servers!.caughtUp();
    await servers!.pauseReplay();
    try {
      // A row stored outside the recorder: the tail the next report folds (on the primary) first.
      await db.emailTracking.create({
        data: { teamId: team.id, emailId: email.id, contactId: contact.id, event: "open" },
      });
      expect(await overview()).toMatchObject({ totalEmails: 1, totalOpens: 1 });
      const onReplica = await servers!.replica(`SELECT count(*)::int AS n FROM "EmailTracking" WHERE "emailId" = $1`, [
        email.id,
      ]);
      expect(onReplica.rows[0].n).toBe(0);
    } finally {
      await servers!.resumeReplay();
    }
  });

  it("a replica more than READ_REPLICA_MAX_LAG_SECONDS behind is skipped: the primary answers", async () => {
    const { token } = await createTestTeam();
    const list = await createList(token);
    await createContact(token, { email: "first@example.com", listId: list.id });
    await servers!.caughtUp();
    await servers!.pauseReplay();
    try {
      await createContact(token, { email: "second@example.com", listId: list.id });
      // The replica's last replayed transaction ages past the limit while the new one waits.
      await sleep(MAX_LAG_SECONDS * 1000);
      await nextCheck();
      expect(emailsOf((await contacts.list(token)).body)).toEqual(["first@example.com", "second@example.com"]);
      expect(await totalContacts(token)).toBe(2);
    } finally {
      await servers!.resumeReplay();
    }
  });

  it("a replica that is down is skipped: the primary answers, also for a read that found it gone", async () => {
    const { token } = await createTestTeam();
    const list = await createList(token);
    await createContact(token, { email: "one@example.com", listId: list.id });
    await servers!.caughtUp();
    await nextCheck();
    // Which server each try of a read ran on: true for the primary.
    const tries: boolean[] = [];
    const count = () =>
      onReplica(() => {
        tries.push(readDb() === db);
        return readDb().contact.count({ where: { listId: list.id } });
      });
    // Checked and found current just now: the next read goes to it, finds it gone, and runs again
    // on the primary (the check's answer is remembered for LAG_CACHE_MS, longer than the stop takes).
    expect(await count()).toBe(1);
    servers!.stopReplica();
    await createContact(token, { email: "two@example.com", listId: list.id });
    expect(await count()).toBe(2);
    expect(tries).toEqual([false, false, true]);
    const page = await contacts.list(token);
    expect(page.status).toBe(200);
    expect(emailsOf(page.body)).toEqual(["one@example.com", "two@example.com"]);
    // And once the check has found it down, without trying it.
    await nextCheck();
    expect(emailsOf((await contacts.list(token)).body)).toEqual(["one@example.com", "two@example.com"]);
    expect(await totalContacts(token)).toBe(2);
  });
});
