import { createHmac, generateKeyPairSync, sign } from "node:crypto";
import { SMTPServer } from "smtp-server";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { closeTransports } from "@/lib/mail/transport-pool";
import { providerMessageIdOf } from "@/lib/services/emails/send-core/provider-message-ids";
import { runSendEmailJob } from "../emails/send-job-harness";
import { emails } from "../emails/email-client";
import { closeServer, listenLocal } from "../helpers/smtp-peer-kit";
import { createTestTeam } from "../helpers/teams";
import { createSmtpConfig, effects, INVALID_SIGNATURE, postEvents, providerFixture } from "./fixtures";

// docs/contract.md section 20, provider events: each provider's webhook signed its own documented
// way (SendGrid's ECDSA P-256, Mailgun's HMAC-SHA256, Postmark's basic auth), a forged one refused
// with 401 and no change, and the events' section 14 effects. SES through SNS: ses-sns.test.ts.

/** A SendGrid verification key pair: the public key as SendGrid shows it (base64 of the DER key). */
function sendgridKeys() {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  return { verificationKey: publicKey.export({ type: "spki", format: "der" }).toString("base64"), privateKey };
}

function sendgridHeaders(privateKey: ReturnType<typeof sendgridKeys>["privateKey"], payload: string) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = sign("sha256", Buffer.from(timestamp + payload), privateKey).toString("base64");
  return {
    "X-Twilio-Email-Event-Webhook-Signature": signature,
    "X-Twilio-Email-Event-Webhook-Timestamp": timestamp,
  };
}

describe("SMTP configs with an event provider", () => {
  it("answer the provider and the events URL, never the key", async () => {
    const { token } = await createTestTeam();
    const { status, body } = await createSmtpConfig(token, { eventProvider: "mailgun", eventSigningKey: "key-123" });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      eventProvider: "mailgun",
      eventsUrl: `http://localhost:3000/api/v1/provider-events/${body.id}`,
    });
    expect(JSON.stringify(body)).not.toContain("key-123");
    expect(body).not.toHaveProperty("eventSigningKey");
  });

  it.each([
    [{ eventProvider: "sparkpost" }, { eventProvider: "must be one of sendgrid, mailgun, postmark, ses, or null" }],
    [{ eventProvider: "sendgrid" }, { eventSigningKey: "is required for sendgrid" }],
    [
      { eventProvider: "postmark", eventSigningKey: "no-colon" },
      { eventSigningKey: "must be user:password for postmark" },
    ],
  ])("refuse %j with 400 and the field in details", async (fields, details) => {
    const { token } = await createTestTeam();
    const { status, body } = await createSmtpConfig(token, fields);
    expect(status).toBe(400);
    expect(body).toEqual({
      error: "validation_error",
      code: "VALIDATION_ERROR",
      message: "Invalid body",
      details,
      timestamp: expect.any(String),
    });
  });
});

describe("SendGrid events", () => {
  it("a signed hard bounce bounces the email and the contact and suppresses the address, once", async () => {
    const keys = sendgridKeys();
    const fixture = await providerFixture("sendgrid", keys.verificationKey);
    const payload = JSON.stringify([
      {
        email: fixture.contact.email,
        event: "bounce",
        type: "bounce",
        status: "5.1.1",
        reason: "550 5.1.1 The email account that you tried to reach does not exist",
        sg_message_id: `${fixture.email.providerMessageId}.filterdrecv-5645d9c87f-6r2ch-1-5DBD3E24-1.0`,
        timestamp: Math.floor(Date.now() / 1000),
      },
    ]);
    const first = await postEvents(fixture.config.id, payload, sendgridHeaders(keys.privateKey, payload));
    expect(first).toEqual({ status: 200, body: { received: 1, recorded: 1, ignored: 0 } });
    const after = await effects(fixture);
    expect(after.email.status).toBe("BOUNCED");
    expect(after.contact.status).toBe("BOUNCED");
    expect(after.suppressed).toBe(1);
    expect(after.entries).toHaveLength(1);
    expect(after.entries[0]).toMatchObject({
      event: "bounce",
      metadata: expect.objectContaining({ kind: "hard", status: "5.1.1", source: "provider:sendgrid" }),
    });
    // The consent ledger says where the bounce came from.
    expect(await db.consentEvent.findMany({ where: { contactId: fixture.contact.id } })).toEqual([
      expect.objectContaining({ action: "bounced", source: "provider_event" }),
    ]);

    // SendGrid retries: the same event again changes nothing.
    const again = await postEvents(fixture.config.id, payload, sendgridHeaders(keys.privateKey, payload));
    expect(again).toEqual({ status: 200, body: { received: 1, recorded: 0, ignored: 1 } });
    expect((await effects(fixture)).entries).toHaveLength(1);
  });

  it("a forged or unsigned request answers 401 and changes nothing", async () => {
    const keys = sendgridKeys();
    const fixture = await providerFixture("sendgrid", keys.verificationKey);
    const payload = JSON.stringify([
      { email: fixture.contact.email, event: "spamreport", sg_message_id: fixture.email.providerMessageId },
    ]);
    const forger = sendgridKeys();
    for (const headers of [sendgridHeaders(forger.privateKey, payload), {}]) {
      const { status, body } = await postEvents(fixture.config.id, payload, headers);
      expect(status).toBe(401);
      expect(body).toEqual({ ...INVALID_SIGNATURE, timestamp: expect.any(String) });
    }
    // Signed, then altered on the way.
    const signed = sendgridHeaders(keys.privateKey, payload);
    const altered = payload.replace("spamreport", "delivered");
    expect((await postEvents(fixture.config.id, altered, signed)).status).toBe(401);
    const after = await effects(fixture);
    expect(after.contact.status).toBe("ACTIVE");
    expect(after.email.deliveredAt).toBeNull();
    expect(after.entries).toEqual([]);
  });

  it("finds the email by its Message-ID header when the provider's id is unknown, and ignores other teams' emails", async () => {
    const keys = sendgridKeys();
    const fixture = await providerFixture("sendgrid", keys.verificationKey);
    const other = await providerFixture("postmark", "user:secret-pass");
    const payload = JSON.stringify([
      {
        email: fixture.contact.email,
        event: "delivered",
        "smtp-id": fixture.email.messageId,
        timestamp: 1_800_000_000,
      },
      { email: other.contact.email, event: "spamreport", sg_message_id: other.email.providerMessageId },
    ]);
    const { body } = await postEvents(fixture.config.id, payload, sendgridHeaders(keys.privateKey, payload));
    expect(body).toEqual({ received: 2, recorded: 1, ignored: 1 });
    expect((await effects(fixture)).email.deliveredAt).toEqual(new Date(1_800_000_000 * 1000));
    expect((await effects(other)).contact.status).toBe("ACTIVE");
  });
});

describe("Mailgun events", () => {
  const SIGNING_KEY = "key-3ax6xnjp29jd6fds4gc373sgvjxteol0";
  const signed = (key: string) => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const token = "8d3b1b4c2f4e4a9c9a6d1d5f0b7e2c3a4f5e6d7c8b9a0f1e2d";
    const signature = createHmac("sha256", key)
      .update(timestamp + token)
      .digest("hex");
    return { timestamp, token, signature };
  };

  it("a signed complaint marks the contact COMPLAINED and suppresses the address; a forged one is refused", async () => {
    const fixture = await providerFixture("mailgun", SIGNING_KEY);
    const eventData = {
      event: "complained",
      recipient: fixture.contact.email,
      timestamp: Date.now() / 1000,
      message: { headers: { "message-id": fixture.email.messageId!.slice(1, -1) } },
    };
    const forged = JSON.stringify({ signature: signed("not-the-key"), "event-data": eventData });
    expect((await postEvents(fixture.config.id, forged)).status).toBe(401);
    expect((await effects(fixture)).contact.status).toBe("ACTIVE");

    const genuine = JSON.stringify({ signature: signed(SIGNING_KEY), "event-data": eventData });
    expect(await postEvents(fixture.config.id, genuine)).toEqual({
      status: 200,
      body: { received: 1, recorded: 1, ignored: 0 },
    });
    const after = await effects(fixture);
    expect(after.contact.status).toBe("COMPLAINED");
    expect(after.suppressed).toBe(1);
    expect(after.entries.map((entry) => entry.event)).toEqual(["complaint"]);
  });
});

describe("Postmark events", () => {
  const basic = (pair: string) => ({ authorization: `Basic ${Buffer.from(pair).toString("base64")}` });

  it("with the right basic auth, a delivery and a soft bounce are recorded; a temporary failure leaves the email SENT", async () => {
    const fixture = await providerFixture("postmark", "postmark:hook-password");
    const delivery = JSON.stringify({
      RecordType: "Delivery",
      MessageID: fixture.email.providerMessageId,
      Recipient: fixture.contact.email,
      DeliveredAt: "2026-11-29T10:00:00Z",
    });
    expect((await postEvents(fixture.config.id, delivery, basic("postmark:wrong"))).status).toBe(401);
    expect((await postEvents(fixture.config.id, delivery)).status).toBe(401);
    expect((await postEvents(fixture.config.id, delivery, basic("postmark:hook-password"))).body).toEqual({
      received: 1,
      recorded: 1,
      ignored: 0,
    });
    const soft = JSON.stringify({
      RecordType: "Bounce",
      Type: "SoftBounce",
      MessageID: fixture.email.providerMessageId,
      Email: fixture.contact.email,
      Details: "452 4.2.2 Mailbox full",
      BouncedAt: "2026-11-29T10:05:00Z",
    });
    await postEvents(fixture.config.id, soft, basic("postmark:hook-password"));
    const after = await effects(fixture);
    expect(after.email).toMatchObject({ status: "SENT", deliveredAt: new Date("2026-11-29T10:00:00Z") });
    expect(after.contact.status).toBe("ACTIVE");
    expect(after.entries[0]).toMatchObject({
      event: "bounce",
      metadata: expect.objectContaining({ kind: "soft", status: "4.2.2", source: "provider:postmark" }),
    });
  });
});

describe("the events URL", () => {
  it("answers 401 for a config without a provider and for an unknown config", async () => {
    const { token } = await createTestTeam();
    const plain = await createSmtpConfig(token, {});
    for (const id of [plain.body.id, "no-such-config"]) {
      const { status, body } = await postEvents(id, "[]");
      expect(status).toBe(401);
      expect(body).toEqual({ ...INVALID_SIGNATURE, timestamp: expect.any(String) });
    }
    expect(await db.emailTracking.count({ where: { teamId: plain.body.teamId } })).toBe(0);
  });
});

describe("sending through a provider with events", () => {
  it.each([
    ["250 Ok: queued as 4f7Kx2LqRkWn3cYvA8dPzg", "4f7Kx2LqRkWn3cYvA8dPzg"],
    ["250 2.0.0 Ok: queued as <b7bc2f4a-e38e-4336-af7d-e6c392c2f817>", "b7bc2f4a-e38e-4336-af7d-e6c392c2f817"],
    [
      "250 Ok 0102018c5f2c9a0b-3f1e9d4a-77aa-4b0e-9d1c-8c0e6a2f1b3d-000000",
      "0102018c5f2c9a0b-3f1e9d4a-77aa-4b0e-9d1c-8c0e6a2f1b3d-000000",
    ],
    ["250 Great success", null],
    ["250 OK", null],
  ])("reads the provider's id in %j", (reply, id) => {
    expect(providerMessageIdOf(reply)).toBe(id);
  });

  it("records the id the provider answers to DATA, and only for such configs", async () => {
    let queued = 0;
    const provider = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, callback) {
        stream.resume();
        stream.on("end", () => callback(null, `Ok: queued as SG${(queued += 1)}xyzABC`));
      },
    });
    const port = await listenLocal(provider);
    try {
      const sent = [];
      for (const eventProvider of ["sendgrid", undefined]) {
        const { token } = await createTestTeam();
        const config = await createSmtpConfig(token, { port, eventProvider, eventSigningKey: eventProvider && "key" });
        expect(config.status).toBe(201);
        const email = await emails.send(token, { to: "reader@example.com", subject: "Hi", html: "<p>Hi</p>" });
        await runSendEmailJob(email.body.id);
        sent.push(await db.email.findUniqueOrThrow({ where: { id: email.body.id } }));
      }
      expect(sent.map((row) => [row.status, row.providerMessageId])).toEqual([
        ["SENT", "SG1xyzABC"],
        ["SENT", null],
      ]);
    } finally {
      closeTransports();
      await closeServer(provider)();
    }
  });
});
