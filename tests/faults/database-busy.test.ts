import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { errorEnvelope } from "../auth/auth-client";
import { apiRequest, callRoute, settle } from "../helpers/http";
import { proxyDatabaseUrl } from "./tcp-proxy";

// An overloaded or unreachable database answers 503 SERVICE_UNAVAILABLE with Retry-After
// (docs/contract.md section 2), never 500: the request was fine and may be sent again. Each fault
// is real: the pool held busy past the transaction's wait, the request's backend terminated by
// pg_terminate_backend, and the server unreachable behind a proxy the test takes down. PostgreSQL only.

// The database itself, for the direct client below (DATABASE_URL points at the proxy after this).
const databaseUrl = process.env.DATABASE_URL;
const target = databaseUrl ? new URL(databaseUrl) : null;
const proxy = await proxyDatabaseUrl();

const { db } = await import("@/lib/db");
const { POST: createContactRoute } = await import("@/app/api/v1/contacts/route");
const { createTestTeam } = await import("../helpers/teams");

// The app's pool holds 10 connections (lib/db/adapter.ts) and a transaction waits 10 s for one
// (lib/db/client.ts).
const POOL_SIZE = 10;
const unavailable = errorEnvelope(
  "service_unavailable",
  "SERVICE_UNAVAILABLE",
  "The service is busy or its database cannot be reached. Please try again shortly.",
);

/** The test's own connection, straight to PostgreSQL (not through the proxy). */
async function directClient() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return client;
}
const admin = target ? await directClient() : null;
afterAll(async () => {
  await admin?.end();
  await proxy?.close();
});

async function teamWithList() {
  const { team, token } = await createTestTeam();
  const list = await db.mailingList.create({ data: { teamId: team.id, name: "Busy" } });
  return { token, listId: list.id };
}

/** A POST /contacts whose body arrives only when `send()` is called: the request is past its
 * authentication (and its database reads) while it waits for the body. */
function postContactLater(token: string, json: unknown) {
  let push: (chunk: Uint8Array) => void = () => {};
  let end: () => void = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (chunk) => controller.enqueue(chunk);
      end = () => controller.close();
    },
  });
  const request = apiRequest("/contacts", {
    method: "POST",
    token,
    rawBody: body,
    headers: { "content-type": "application/json" },
  });
  const answer = callRoute(createContactRoute, request);
  return {
    answer,
    send() {
      push(new TextEncoder().encode(JSON.stringify(json)));
      end();
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Backends of this file's database in `state` running a query that matches `pattern`. */
async function backends(pattern: string, waitEventType?: string) {
  const { rows } = await admin!.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()
       AND query LIKE $1 AND ($2::text IS NULL OR wait_event_type = $2)`,
    [pattern, waitEventType ?? null],
  );
  return rows.map((row) => row.pid);
}

describe.skipIf(!proxy)("the database busy or unreachable", () => {
  it("a transaction that cannot get a connection within its wait answers 503 with Retry-After", async () => {
    const { token, listId } = await teamWithList();
    const pending = postContactLater(token, { email: "waits@example.com", listId });
    await sleep(300);
    // Every connection of the pool busy for longer than a transaction waits for one.
    // A Prisma query runs when it is awaited or then()-ed.
    const holders = Array.from({ length: POOL_SIZE }, () =>
      db.$queryRaw`SELECT 1 AS held FROM pg_sleep(12)`.then(() => null),
    );
    await expect.poll(() => backends("%FROM pg_sleep(12)%"), { timeout: 5_000 }).toHaveLength(POOL_SIZE);
    pending.send();
    const response = await pending.answer;
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual(unavailable);
    await Promise.all(holders);
    // Nothing was written, and the same request succeeds once the pool has room.
    expect(await db.contact.count({ where: { listId } })).toBe(0);
    const again = postContactLater(token, { email: "waits@example.com", listId });
    again.send();
    expect((await again.answer).status).toBe(201);
  }, 40_000);

  it("a request whose backend is terminated mid-transaction answers 503 with Retry-After", async () => {
    const { token, listId } = await teamWithList();
    const blocker = await directClient();
    try {
      await blocker.query("BEGIN");
      await blocker.query(`SELECT 1 FROM "MailingList" WHERE "id" = $1 FOR UPDATE`, [listId]);
      const request = apiRequest("/contacts", { method: "POST", token, json: { email: "cut@example.com", listId } });
      const answer = callRoute(createContactRoute, request);
      // The request's transaction waits on the list's row lock; its backend is terminated there,
      // as a server restarting or an operator would.
      let waiting: number[] = [];
      await expect
        .poll(async () => (waiting = await backends("%FOR SHARE%", "Lock")), { timeout: 10_000 })
        .toHaveLength(1);
      await admin!.query("SELECT pg_terminate_backend($1)", [waiting[0]]);
      const response = await answer;
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(await response.json()).toEqual(unavailable);
    } finally {
      await blocker.query("ROLLBACK");
      await blocker.end();
    }
    expect(await db.contact.count({ where: { listId } })).toBe(0);
  });

  it("a database that cannot be reached answers 503, and the API recovers when it is back", async () => {
    const { token, listId } = await teamWithList();
    proxy!.takeDown();
    try {
      const request = apiRequest("/contacts", { method: "POST", token, json: { email: "down@example.com", listId } });
      const response = await callRoute(createContactRoute, request);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(await response.json()).toEqual(unavailable);
    } finally {
      proxy!.bringUp();
    }
    const again = () =>
      callRoute(
        createContactRoute,
        apiRequest("/contacts", { method: "POST", token, json: { email: "down@example.com", listId } }),
      );
    await expect.poll(async () => (await again()).status, { timeout: 10_000 }).toBe(201);
  });

  it("the same address posted many times at once is created once; the others answer 409", async () => {
    const { token, listId } = await teamWithList();
    const post = (email: string) =>
      settle(
        callRoute(createContactRoute, apiRequest("/contacts", { method: "POST", token, json: { email, listId } })),
      );
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) => post(n % 2 === 0 ? "Same@Example.com" : "same@example.com")),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    for (const answer of answers.filter((answer) => answer.status !== 201)) {
      expect(answer).toEqual({
        status: 409,
        body: errorEnvelope("conflict", "CONFLICT", "A contact with this email address is already in this list", {
          email: "is already in this list",
        }),
      });
    }
    expect(await db.contact.count({ where: { listId } })).toBe(1);
  });
});
