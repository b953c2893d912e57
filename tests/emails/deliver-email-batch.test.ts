import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createId } from "@paralleldrive/cuid2";
import { stopWorker } from "@/jobs/drivers/pg-boss";
import { db } from "@/lib/db";
import { closeTransports } from "@/lib/mail/transport-pool";
import { type BatchEmail, deliverEmailBatch } from "@/lib/services/emails";
import { HANDOVER_LIMIT } from "@/lib/services/emails/send-core/handover";
import { smtpTransportFor } from "@/lib/services/smtp/smtp-transport-for";
import { createTestTeam } from "../helpers/teams";
import { uniqueEmail } from "../helpers/unique";
import { smtpConfigFor } from "./fixtures";
import { startScriptedPeer } from "./scripted-smtp-peer";
import { runSendEmailJob } from "./send-job-harness";

// The batch path (campaign batches, the benchmark): one INSERT of claimed rows, paced sends through
// the pool, statuses written back per outcome; a batch run twice sends nobody twice. A 4xx from the
// recipient's side defers its domain (docs/contract.md section 20), its first wait 0.5 s here.
vi.hoisted(() => {
  process.env.DESTINATION_DEFERRAL_SECONDS = "0.5";
});

let peer: Awaited<ReturnType<typeof startScriptedPeer>>;
beforeAll(async () => {
  peer = await startScriptedPeer();
});
afterAll(async () => {
  closeTransports();
  await stopWorker();
  await peer.close();
});

function message(teamId: string, to: string, extra: Partial<BatchEmail> = {}): BatchEmail {
  return {
    id: createId(),
    teamId,
    from: "News <news@acme.test>",
    to,
    subject: `Hello ${to}`,
    body: "<p>Hi</p>",
    text: "Hi",
    headers: { "X-Batch": "1" },
    messageId: `<${createId()}@acme.test>`,
    marketing: true,
    ...extra,
  };
}

describe("deliverEmailBatch", () => {
  it("writes, sends and marks a batch; suppressed recipients are cancelled, 5xx failed, 4xx waits for its deferred domain; a rerun sends nothing again", async () => {
    const { team } = await createTestTeam();
    const config = await smtpConfigFor(team.id, { port: peer.port, maxSendRate: 1000 });
    const smtp = (await smtpTransportFor({ teamId: team.id, id: config.id }))!;
    const [ok1, ok2, suppressed, unknown, busy] = ["ok1", "ok2", "suppressed", "unknown", "busy"].map((label) =>
      uniqueEmail(`batch-${label}`),
    );
    await db.suppression.create({ data: { teamId: team.id, email: suppressed, reason: "UNSUBSCRIBED" } });
    peer.refuse(unknown, 550, "5.1.1 User unknown");
    peer.refuse(busy, 451, "4.3.0 Try again later", { times: 1, stage: "data" });
    const emails = [ok1, ok2, suppressed, unknown, busy].map((to) => message(team.id, to));
    emails.push(message(team.id, uniqueEmail("batch-transactional"), { marketing: false }));

    const outcome = await deliverEmailBatch({ smtp, emails });
    const [m1, m2, m3, m4, m5, m6] = emails.map((email) => email.id);
    expect(outcome).toEqual({
      sent: expect.arrayContaining([m1, m2, m6]),
      failed: [
        {
          id: m4,
          error: expect.stringContaining("550"),
          refusal: { status: "5.1.1", diagnosticCode: expect.stringContaining("550") },
        },
      ],
      retry: [],
      deferred: [m5],
      cancelled: [m3],
      skipped: 0,
    });
    expect(outcome.sent).toHaveLength(3);
    const rows = new Map(
      (await db.email.findMany({ where: { id: { in: emails.map((email) => email.id) } } })).map((row) => [row.id, row]),
    );
    expect(rows.get(m1)).toMatchObject({
      status: "SENT",
      attempts: 1,
      smtpConfigId: config.id,
      headers: { "X-Batch": "1" },
      marketing: true,
    });
    expect(rows.get(m1)!.sentAt).toBeInstanceOf(Date);
    expect(rows.get(m3)).toMatchObject({ status: "CANCELLED", error: expect.stringContaining("unsubscribed") });
    // Refused at RCPT TO: a hard bounce (docs/contract.md section 14).
    expect(rows.get(m4)).toMatchObject({ status: "BOUNCED", error: expect.stringContaining("5.1.1 User unknown") });
    // Refused for now at DATA: SCHEDULED for the end of its domain's deferral, with its own job.
    expect(rows.get(m5)).toMatchObject({
      status: "SCHEDULED",
      waitingFor: "example.com",
      error: "Waiting for example.com: deferred after a temporary refusal",
    });
    const state = await db.destinationState.findUniqueOrThrow({
      where: { teamId_domain: { teamId: team.id, domain: "example.com" } },
    });
    expect(state).toMatchObject({ deferrals: 1, lastResponse: expect.stringContaining("451 4.3.0 Try again later") });
    expect(rows.get(m5)!.sendAt!.getTime()).toBe(state.deferredUntil!.getTime());
    expect(rows.get(m6)).toMatchObject({ status: "SENT", marketing: false });
    const arrived = await peer.mailTo(ok1);
    expect(arrived.subject).toBe(`Hello ${ok1}`);
    expect(arrived.messageId).toBe(emails[0].messageId);
    expect(peer.arrivalsTo(suppressed)).toHaveLength(0);

    const again = await deliverEmailBatch({ smtp, emails });
    expect(again).toEqual({ sent: [], failed: [], retry: [], cancelled: [], skipped: 6 });
    expect(peer.arrivalsTo(ok1)).toHaveLength(1);
    expect(peer.arrivalsTo(busy)).toHaveLength(0);
    // Its job, once the deferral has ended, sends it once.
    await new Promise((resolve) => setTimeout(resolve, state.deferredUntil!.getTime() - Date.now() + 50));
    await runSendEmailJob(m5);
    expect(await db.email.findUniqueOrThrow({ where: { id: m5 } })).toMatchObject({ status: "SENT", error: null });
    expect(peer.arrivalsTo(busy)).toHaveLength(1);
  });

  it("sends each message as one built MIME buffer with the same envelope and headers: Cc and Bcc reached, no Bcc header", async () => {
    const { team } = await createTestTeam();
    const config = await smtpConfigFor(team.id, { port: peer.port, maxSendRate: 1000 });
    const smtp = (await smtpTransportFor({ teamId: team.id, id: config.id }))!;
    const [to, cc, bcc] = ["to", "cc", "bcc"].map((label) => uniqueEmail(`raw-${label}`));
    const email = message(team.id, to, {
      cc,
      bcc,
      replyTo: "help@acme.test",
      subject: "Grüße, Zoë",
      body: '<p>Größe: <a href="https://acme.test">hier</a></p>',
      text: "Größe: hier",
    });

    expect((await deliverEmailBatch({ smtp, emails: [email] })).sent).toEqual([email.id]);
    const [arrival] = peer.arrivalsTo(to);
    expect(arrival.envelopeTo.sort()).toEqual([to, cc, bcc].map((address) => address.toLowerCase()).sort());
    const { mail } = arrival;
    expect(mail.messageId).toBe(email.messageId);
    expect(mail.subject).toBe("Grüße, Zoë");
    expect(mail.headers.get("x-batch")).toBe("1");
    expect(mail.headers.has("bcc")).toBe(false);
    expect(mail.text?.trim()).toBe("Größe: hier");
    expect(mail.html).toContain("Größe");
    expect(JSON.stringify(mail.cc)).toContain(cc);
    expect(JSON.stringify(mail.replyTo)).toContain("help@acme.test");
  });

  it("hands the pool at most HANDOVER_LIMIT messages at a time, so a stalled peer leaves few rows in doubt", async () => {
    const { team } = await createTestTeam();
    const config = await smtpConfigFor(team.id, { port: peer.port, maxSendRate: 10_000 });
    const smtp = (await smtpTransportFor({ teamId: team.id, id: config.id }))!;
    const emails = Array.from({ length: 100 }, (_, index) => message(team.id, uniqueEmail(`window-${index}`)));
    const ids = emails.map((email) => email.id);
    const handedOver = () => db.email.count({ where: { id: { in: ids }, status: "SENDING", attempts: 1 } });
    const release = peer.holdAnswers();
    const delivering = deliverEmailBatch({ smtp, emails });
    try {
      // Until the gate has handed over all it will while the peer holds its answers.
      let seen = -1;
      for (let count = await handedOver(); count !== seen || count === 0; count = await handedOver()) {
        seen = count;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(seen).toBeGreaterThan(0);
      expect(seen).toBeLessThanOrEqual(HANDOVER_LIMIT);
      expect(await db.email.count({ where: { id: { in: ids }, status: "SENDING", attempts: 0 } })).toBe(
        emails.length - seen,
      );
    } finally {
      release();
    }
    expect((await delivering).sent.sort()).toEqual([...ids].sort());
    expect(await db.email.count({ where: { id: { in: ids }, status: "SENT" } })).toBe(emails.length);
  }, 30_000);
});
