import { Resend } from "resend";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as sendCampaignRoute } from "@/app/api/v1/campaigns/[id]/send/route";
import { POST as postEmail } from "@/app/api/v1/email/route";
import { POST as postEmails } from "@/app/api/v1/emails/route";
import { deleteExpiredIdempotencyKeys, IDEMPOTENCY_TTL_MS } from "@/lib/services/idempotency/with-idempotency-key";
import { db } from "@/lib/db";
import { campaigns } from "../campaigns/campaign-client";
import { draftCampaign } from "../campaigns/fixtures";
import { smtpConfigFor } from "../emails/fixtures";
import { startRouteServer } from "../emails/route-server";
import { runSendEmailJob, type ScriptedPeer, useScriptedPeerAndBoss } from "../emails/send-job-harness";
import { apiRequest, callRoute } from "../helpers/http";
import { createTestApiKey, createTestTeam } from "../helpers/teams";
import { uniqueEmail } from "../helpers/unique";
import { errorEnvelope } from "../auth/auth-client";

// Idempotency-Key on the send routes (docs/contract.md section 17): replays, reuse with another body, the
// Resend SDK's idempotencyKey option, and concurrent duplicates decided by the unique index.

let peer: ScriptedPeer;
useScriptedPeerAndBoss((started) => (peer = started));
let server: Awaited<ReturnType<typeof startRouteServer>>;
beforeAll(async () => {
  server = await startRouteServer({ "POST /api/v1/emails": postEmails });
});
afterAll(() => server.close());

async function sender() {
  const { team, token } = await createTestTeam();
  await smtpConfigFor(team.id, { port: peer.port });
  const key = await createTestApiKey(team.id, ["emails:send", "emails:read"]);
  return { team, token, key, resend: new Resend(key, { baseUrl: server.baseUrl }) };
}

const send = (token: string, json: unknown, key?: string) =>
  callRoute(
    postEmail,
    apiRequest("/email", { method: "POST", token, json, headers: key ? { "idempotency-key": key } : {} }),
  );

async function answer(response: Response) {
  return {
    status: response.status,
    body: await response.json(),
    replayed: response.headers.get("idempotent-replayed"),
  };
}

describe("Idempotency-Key on POST /email", () => {
  it("answers the first answer again for the same key and body, and sends nothing new", async () => {
    const { team, token } = await sender();
    const body = { to: uniqueEmail("idem"), subject: "Once", html: "<p>Only once</p>" };
    const first = await answer(await send(token, body, "order-1"));
    expect(first).toMatchObject({ status: 200, body: { id: expect.any(String), status: "QUEUED" }, replayed: null });
    // Key order does not matter: the body is hashed canonically.
    const again = await answer(await send(token, { html: body.html, subject: body.subject, to: body.to }, "order-1"));
    expect(again).toEqual({ status: 200, body: first.body, replayed: "true" });
    expect(await db.email.count({ where: { teamId: team.id } })).toBe(1);

    await runSendEmailJob(first.body.id);
    expect(peer.arrivalsTo(body.to)).toHaveLength(1);
  });

  it("refuses the same key with another body: 409 IDEMPOTENCY_KEY_REUSED", async () => {
    const { team, token } = await sender();
    expect((await send(token, { to: uniqueEmail("a"), subject: "A", html: "<p>A</p>" }, "k-reused")).status).toBe(200);
    const reused = await send(token, { to: uniqueEmail("b"), subject: "B", html: "<p>B</p>" }, "k-reused");
    expect(reused.status).toBe(409);
    expect(await reused.json()).toEqual(
      errorEnvelope(
        "conflict",
        "IDEMPOTENCY_KEY_REUSED",
        "This Idempotency-Key was already used with a different request body; use a new key for a new request",
      ),
    );
    expect(await db.email.count({ where: { teamId: team.id } })).toBe(1);
  });

  it("keys are per team and per route, a bad key is 400, and a failed request does not keep its key", async () => {
    const { token } = await sender();
    const other = await sender();
    const body = { to: uniqueEmail("t"), subject: "Hi", html: "<p>Hi</p>" };
    const mine = await answer(await send(token, body, "shared-key"));
    const theirs = await answer(await send(other.token, body, "shared-key"));
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(theirs.replayed).toBeNull();

    const bad = await send(token, body, "x".repeat(257));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "The Idempotency-Key header must be 1 to 256 printable characters without spaces",
      details: { "idempotency-key": "must be 1 to 256 printable characters" },
    });

    const past = { ...body, scheduleAt: "2020-01-01T00:00:00Z" };
    expect((await send(token, past, "retry-after-422")).status).toBe(422);
    // The 422 did not keep the key: a corrected retry with the same key runs.
    const fixed = await send(token, { ...body, subject: "Fixed" }, "retry-after-422");
    expect(fixed.status).toBe(200);
  });

  it("20 concurrent requests with one key send exactly one email, all answering its id", async () => {
    const { team, token } = await sender();
    const body = { to: uniqueEmail("race"), subject: "Race", html: "<p>One of twenty</p>" };
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(token, body, "race-key").then(answer)));
    const ids = new Set(answers.map((item) => item.body.id));
    expect(answers.map((item) => item.status)).toEqual(Array(20).fill(200));
    expect(ids.size).toBe(1);
    expect(answers.filter((item) => item.replayed === null)).toHaveLength(1);
    expect(await db.email.count({ where: { teamId: team.id } })).toBe(1);
    await runSendEmailJob([...ids][0]);
    expect(peer.arrivalsTo(body.to)).toHaveLength(1);
  });

  it("keys older than 24 hours are deleted by the cleanup and may be used again", async () => {
    const { team, token } = await sender();
    const body = { to: uniqueEmail("old"), subject: "Old", html: "<p>Old</p>" };
    const first = await answer(await send(token, body, "old-key"));
    await db.idempotencyKey.updateMany({
      where: { teamId: team.id },
      data: { createdAt: new Date(Date.now() - IDEMPOTENCY_TTL_MS - 60_000) },
    });
    // An expired row met by a request is taken over: the request runs again.
    const second = await answer(await send(token, body, "old-key"));
    expect(second.replayed).toBeNull();
    expect(second.body.id).not.toBe(first.body.id);
    await db.idempotencyKey.updateMany({
      where: { teamId: team.id },
      data: { createdAt: new Date(Date.now() - IDEMPOTENCY_TTL_MS - 60_000) },
    });
    expect(await deleteExpiredIdempotencyKeys()).toBeGreaterThanOrEqual(1);
    expect(await db.idempotencyKey.count({ where: { teamId: team.id } })).toBe(0);
  });
});

describe("Idempotency-Key on POST /emails with the resend SDK", () => {
  it("the SDK's idempotencyKey option sends once and answers the same id; another payload gets Resend's 409", async () => {
    const { team, resend } = await sender();
    const to = uniqueEmail("sdk-idem");
    const payload = { from: "Acme <hi@acme.test>", to, subject: "Receipt", html: "<p>Thanks</p>" };
    const first = await resend.emails.send(payload, { idempotencyKey: "receipt-42" });
    const second = await resend.emails.send(payload, { idempotencyKey: "receipt-42" });
    expect(first.error).toBeNull();
    expect(second).toMatchObject({ data: first.data, error: null });
    expect(await db.email.count({ where: { teamId: team.id } })).toBe(1);

    const other = await resend.emails.send({ ...payload, subject: "Another" }, { idempotencyKey: "receipt-42" });
    expect(other.data).toBeNull();
    expect(other.error).toMatchObject({
      statusCode: 409,
      name: "invalid_idempotent_request",
      message: "Same idempotency key used with a different request payload.",
    });

    const bad = await resend.emails.send(payload, { idempotencyKey: "k".repeat(300) });
    expect(bad.error).toMatchObject({
      statusCode: 400,
      name: "invalid_idempotency_key",
      message: "The key must be between 1-256 chars.",
    });
    expect(await db.email.count({ where: { teamId: team.id } })).toBe(1);
  });
});

describe("Idempotency-Key on POST /campaigns/{id}/send", () => {
  it("a retried send answers 202 with the first answer instead of 409 INVALID_STATE", async () => {
    const { team, token } = await sender();
    const smtp = await db.sMTPConfig.findFirstOrThrow({ where: { teamId: team.id } });
    const { created } = await draftCampaign(smtp, { active: 2 }, { team: { team, token }, name: "Idem" });
    const id = created.body.id as string;
    const call = () =>
      callRoute(
        sendCampaignRoute,
        apiRequest(`/campaigns/${id}/send`, { method: "POST", token, headers: { "idempotency-key": "launch" } }),
        { id },
      );
    const first = await (await call()).json();
    const second = await call();
    expect(second.status).toBe(202);
    expect(await second.json()).toEqual(first);
    // Without the key the state machine answers as before.
    expect((await campaigns.send(token, id)).status).toBe(409);
  });
});
