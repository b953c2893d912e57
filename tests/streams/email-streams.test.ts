import { describe, expect, it } from "vitest";
import { POST as postEmail } from "@/app/api/v1/email/route";
import { GET as deliverabilityRoute } from "@/app/api/v1/analytics/deliverability/route";
import { POST as postBatch } from "@/app/api/v1/emails/batch/route";
import { GET as listEmailsRoute, POST as postEmails } from "@/app/api/v1/emails/route";
import { db } from "@/lib/db";
import { queueAutomationEmail } from "@/lib/services/automations/engine/queue-automation-email";
import { submitRelayMessage } from "@/lib/services/smtp-relay/submit-relay-message";
import { errorEnvelope } from "../auth/auth-client";
import { campaigns } from "../campaigns/campaign-client";
import { draftCampaign, listWithContacts, smtpConfigFor } from "../campaigns/fixtures";
import { JOB_TABLE } from "../helpers/job-table";
import { apiRequest, callRoute } from "../helpers/http";
import { createTestTeam } from "../helpers/teams";
import { uniqueEmail } from "../helpers/unique";
import { useEnvelopeSinkAndWorker } from "./envelope-sink";

// Streams (docs/contract.md section 20): every send path writes its stream, each stream has its
// own queue, the log filters by it, and transactional mail is handed to the SMTP peer while a
// campaign of thousands is still sending through that same peer, through the real worker.

const sink = useEnvelopeSinkAndWorker();

async function answer(response: Response) {
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
const post = (handler: typeof postEmail, path: string, token: string, json: unknown) =>
  callRoute(handler, apiRequest(path, { method: "POST", token, json })).then(answer);
const list = (token: string, query: string) =>
  callRoute(listEmailsRoute, apiRequest(`/emails${query}`, { token })).then(answer);

/** The queue each email's send job went to. */
async function queuesOf(ids: string[]): Promise<Record<string, string>> {
  const rows = await db.$queryRawUnsafe<{ emailId: string; name: string }[]>(
    `SELECT data->>'emailId' AS "emailId", name FROM ${JOB_TABLE} WHERE data->>'emailId' = ANY($1::text[])`,
    ids,
  );
  return Object.fromEntries(rows.map((row) => [row.emailId, row.name]));
}

async function teamWithSink(maxSendRate = 1000) {
  const { team, token } = await createTestTeam();
  const smtp = await smtpConfigFor(team.id, { port: sink().port, maxSendRate });
  return { team, token, smtp };
}

describe("stream on each send path", () => {
  it("API and SMTP submission are transactional unless the body says broadcast; automation and campaign mail is broadcast; each stream has its queue", async () => {
    const { team, token, smtp } = await teamWithSink();
    const html = "<p>Hello</p>";
    const single = await post(postEmail, "/email", token, { to: uniqueEmail("s1"), subject: "One", html });
    const singleBroadcast = await post(postEmail, "/email", token, {
      to: uniqueEmail("s2"),
      subject: "Two",
      html,
      stream: "broadcast",
    });
    const from = "Acme <hello@acme.test>";
    const resend = await post(postEmails, "/emails", token, { from, to: uniqueEmail("r1"), subject: "Three", html });
    const resendBroadcast = await post(postEmails, "/emails", token, {
      from,
      to: uniqueEmail("r2"),
      subject: "Four",
      html,
      stream: "broadcast",
    });
    const batch = await post(postBatch, "/emails/batch", token, [
      { from, to: uniqueEmail("b1"), subject: "Five", html },
      { from, to: uniqueEmail("b2"), subject: "Six", html, stream: "broadcast" },
    ]);
    for (const sent of [single, singleBroadcast, resend, resendBroadcast]) expect(sent.status).toBeLessThan(300);
    expect(batch.status).toBe(200);
    const relayTo = uniqueEmail("relay");
    const relayed = await submitRelayMessage({
      teamId: team.id,
      raw: Buffer.from(`From: ${from}\r\nTo: ${relayTo}\r\nSubject: Seven\r\n\r\nHello by SMTP\r\n`),
      envelopeFrom: "hello@acme.test",
      envelopeTo: [relayTo],
    });

    // An automation step's email (the engine's own entry).
    const [contact] = (await listWithContacts(team.id, { active: 1 })).active;
    const contactRow = await db.contact.findFirstOrThrow({ where: { teamId: team.id, email: contact } });
    const automation = await db.automation.create({ data: { teamId: team.id, name: "Welcome" } });
    const node = await db.automationNode.create({
      data: { automationId: automation.id, type: "SEND_EMAIL", data: { subject: "Hi", html } },
    });
    const run = await db.automationRun.create({
      data: { automationId: automation.id, teamId: team.id, contactId: contactRow.id },
    });
    const automationEmailId = await queueAutomationEmail({
      run,
      node,
      contact: contactRow,
      smtpConfigId: smtp.id,
      message: { subject: "Hi", html, text: null, templateId: null, categoryId: null },
    });

    const ids = {
      transactional: [single.body.id, resend.body.id, batch.body.data[0].id, relayed.id],
      broadcast: [singleBroadcast.body.id, resendBroadcast.body.id, batch.body.data[1].id, automationEmailId],
    };
    const rows = await db.email.findMany({
      where: { id: { in: [...ids.transactional, ...ids.broadcast] } },
      select: { id: true, stream: true },
    });
    expect(Object.fromEntries(rows.map((row) => [row.id, row.stream]))).toEqual(
      Object.fromEntries([
        ...ids.transactional.map((id) => [id, "transactional"]),
        ...ids.broadcast.map((id) => [id, "broadcast"]),
      ]),
    );
    expect(await queuesOf([...ids.transactional, ...ids.broadcast])).toEqual(
      Object.fromEntries([
        ...ids.transactional.map((id) => [id, "send-email"]),
        ...ids.broadcast.map((id) => [id, "send-broadcast-email"]),
      ]),
    );

    // The log: 8 emails, 4 of each stream, and the DTO says which.
    const all = await list(token, "");
    expect(all.body.pagination.total).toBe(8);
    const transactional = await list(token, "?stream=transactional");
    expect(transactional.body.pagination.total).toBe(4);
    expect(new Set(transactional.body.data.map((email: { id: string }) => email.id))).toEqual(
      new Set(ids.transactional),
    );
    expect(transactional.body.data.every((email: { stream: string }) => email.stream === "transactional")).toBe(true);
    const broadcast = await list(token, "?stream=broadcast&limit=2");
    expect(broadcast.body.pagination.total).toBe(4);
    expect(broadcast.body.data).toHaveLength(2);
    expect(broadcast.body.data.every((email: { stream: string }) => email.stream === "broadcast")).toBe(true);

    // Every one of the eight arrives at the peer (each queue is worked).
    await expect
      .poll(async () => db.email.count({ where: { teamId: team.id, status: "SENT" } }), { timeout: 20_000 })
      .toBe(8);

    // Analytics by stream: deliverability counts each stream's sends (GET /analytics/deliverability).
    const sentIn = async (query: string) => {
      const answered = await callRoute(
        deliverabilityRoute,
        apiRequest(`/analytics/deliverability${query}`, { token }),
      ).then(answer);
      expect(answered.status).toBe(200);
      return answered.body.totals.sent;
    };
    expect(await sentIn("")).toBe(8);
    expect(await sentIn("?stream=transactional")).toBe(4);
    expect(await sentIn("?stream=broadcast")).toBe(4);
    const bad = await callRoute(deliverabilityRoute, apiRequest("/analytics/deliverability?stream=x", { token })).then(
      answer,
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(
      errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid query", {
        stream: "must be one of transactional, broadcast",
      }),
    );
  });

  it("refuses an unknown stream: in POST /email's body and the log's filter (400, the field named), in POST /emails the Resend way", async () => {
    const { token } = await teamWithSink();
    const message = "must be one of transactional, broadcast";
    const single = await post(postEmail, "/email", token, {
      to: "ada@example.com",
      subject: "x",
      html: "<p>x</p>",
      stream: "bulk",
    });
    expect(single.status).toBe(400);
    expect(single.body).toEqual(
      errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", { stream: message }),
    );
    const resend = await post(postEmails, "/emails", token, {
      from: "a@acme.test",
      to: "ada@example.com",
      subject: "x",
      html: "<p>x</p>",
      stream: "marketing",
    });
    // The Resend-compatible route answers validation errors as Resend does (lib/services/emails/resend-errors.ts).
    expect(resend.status).toBe(422);
    expect(resend.body).toEqual({
      statusCode: 422,
      name: "validation_error",
      message: `Invalid request: \`stream\` ${message}.`,
    });
    const filter = await list(token, "?stream=newsletter");
    expect(filter.status).toBe(400);
    expect(filter.body).toEqual(
      errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid query", { stream: message }),
    );
    expect(await db.email.count({ where: { to: "ada@example.com", subject: "x" } })).toBe(0);
  });
});

// The campaign paces to about 8 s on either database. The embedded one, in one process with the
// worker and four other test files, writes a 2,000-recipient campaign too slowly for that: under
// `npm test`'s load it had sent 1,804 after a minute. So it sends to 800 there, 100 a second.
const BULK = process.env.TEST_DATABASE_URL ? { recipients: 2000, perSecond: 250 } : { recipients: 800, perSecond: 100 };

describe("transactional mail during a broadcast", () => {
  it(`POST /emails is handed to the peer within 2 s while a ${BULK.recipients}-recipient campaign sends through the same peer`, async () => {
    // Its pacer reserves slots a chunk ahead.
    const { team, token, smtp } = await teamWithSink(BULK.perSecond);
    const { audience, created } = await draftCampaign(
      smtp,
      { active: BULK.recipients, label: "bulk" },
      {
        team: { team, token },
        subject: "News for {{ firstName }}",
        name: "Big newsletter",
      },
    );
    const campaignArrivals = () => audience.active.reduce((sum, address) => sum + sink().to(address).length, 0);
    expect((await campaigns.send(token, created.body.id)).status).toBe(202);
    await expect.poll(campaignArrivals, { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(200);

    const latencies: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const to = uniqueEmail(`urgent${index}`);
      const started = Date.now();
      const sent = await post(postEmails, "/emails", token, {
        from: "Acme <security@acme.test>",
        to,
        subject: "Your sign-in code",
        html: "<p>123456</p>",
      });
      expect(sent.status).toBe(200);
      const arrival = await sink().arrivalTo(to, 10_000);
      latencies.push(arrival.at - started);
      // The campaign was still sending when it arrived.
      expect(campaignArrivals()).toBeLessThan(BULK.recipients);
    }
    expect(Math.max(...latencies)).toBeLessThan(2000);

    // The campaign finishes too: each of its recipients once, all broadcast.
    await expect.poll(campaignArrivals, { timeout: 60_000, interval: 100 }).toBe(BULK.recipients);
    expect(audience.active.filter((address) => sink().to(address).length !== 1)).toEqual([]);
    expect(await db.email.count({ where: { campaignId: created.body.id, stream: "broadcast" } })).toBe(BULK.recipients);
    expect(await db.email.count({ where: { teamId: team.id, stream: "transactional" } })).toBe(3);
  }, 120_000);
});
