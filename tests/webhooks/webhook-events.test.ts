import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PATCH as patchContact } from "@/app/api/v1/contacts/[id]/route";
import { POST as createContactRoute } from "@/app/api/v1/contacts/route";
import { POST as trackRoute } from "@/app/api/v1/t/route";
import { POST as unsubscribeRoute } from "@/app/api/v1/u/[token]/route";
import { db } from "@/lib/db";
import { closeTransports } from "@/lib/mail/transport-pool";
import { deliverEmail } from "@/lib/services/emails";
import { publishImportCompleted } from "@/lib/services/imports/publish-import-completed";
import { createUnsubscribeToken } from "@/lib/mail/unsubscribe-token";
import { flushTracking, recordHit } from "@/lib/services/tracking";
import { smtpConfigFor } from "../emails/fixtures";
import { apiRequest, callRoute } from "../helpers/http";
import { startSmtpPeer } from "../helpers/smtp-peer";
import { startJobs } from "../campaigns/fixtures";
import { teamWithWebhook } from "./fixtures";
import { startReceiver } from "./webhook-receiver";

// Each event source of docs/contract.md section 9 creates a Delivery with the right `data` once its write
// has committed. Deliveries are queued; whether they are sent is webhook-delivery.test.ts's part.

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
beforeAll(async () => {
  receiver = await startReceiver();
  peer = await startSmtpPeer();
  await startJobs();
});
afterAll(async () => {
  closeTransports();
  await peer.close();
  await receiver.close();
});

const json = async (response: Response) => ({ status: response.status, body: await response.json() });

/** The payloads of `webhookId`'s deliveries once `count` exist. */
async function payloadsOf(webhookId: string, count: number) {
  return vi.waitFor(
    async () => {
      const rows = await db.delivery.findMany({ where: { webhookId }, orderBy: { createdAt: "asc" } });
      expect(rows).toHaveLength(count);
      return rows.map((row) => ({
        event: row.event,
        ...(row.payload as { type: string; timestamp: string; data: Record<string, unknown> }),
      }));
    },
    { timeout: 10_000, interval: 100 },
  );
}

async function sentEmail(teamId: string) {
  const list = await db.mailingList.create({ data: { teamId, name: "Newsletter" } });
  const contact = await db.contact.create({ data: { teamId, listId: list.id, email: `ann-${teamId}@example.com` } });
  const email = await db.email.create({
    data: {
      teamId,
      from: "news@acme.test",
      to: `Ann <${contact.email}>`,
      subject: "Hello",
      body: "<p>Hi</p>",
      status: "SENT",
      sentAt: new Date(Date.now() - 60_000),
      contactId: contact.id,
    },
  });
  return { list, contact, email };
}

describe("event sources", () => {
  it("contact.created and contact.updated carry the contact and contactId", async () => {
    const { team, token, webhook } = await teamWithWebhook(receiver.url, {
      events: ["contact.created", "contact.updated"],
    });
    const list = await db.mailingList.create({ data: { teamId: team.id, name: "Leads" } });
    const created = await json(
      await callRoute(
        createContactRoute,
        apiRequest("/contacts", {
          method: "POST",
          token,
          json: { listId: list.id, email: "new@example.com", firstName: "Nia" },
        }),
      ),
    );
    expect(created.status).toBe(201);
    await payloadsOf(webhook.id, 1);
    const updated = await callRoute(
      patchContact,
      apiRequest(`/contacts/${created.body.id}`, { method: "PATCH", token, json: { company: "Acme" } }),
      { id: created.body.id },
    );
    expect(updated.status).toBe(200);
    const [first, second] = await payloadsOf(webhook.id, 2);
    expect(first).toMatchObject({
      event: "contact.created",
      type: "contact.created",
      data: { contactId: created.body.id, email: "new@example.com", firstName: "Nia", listId: list.id },
    });
    expect(second).toMatchObject({ event: "contact.updated", data: { contactId: created.body.id, company: "Acme" } });
  });

  it("POST /t (bounce) publishes the EmailTracking object plus recipient", async () => {
    const { team, token, webhook } = await teamWithWebhook(receiver.url, { events: ["bounce"] });
    const { contact, email } = await sentEmail(team.id);
    const tracked = await json(
      await callRoute(
        trackRoute,
        apiRequest("/t", { method: "POST", token, json: { emailId: email.id, event: "bounce" } }),
      ),
    );
    expect(tracked.status).toBe(200);
    const [payload] = await payloadsOf(webhook.id, 1);
    expect(payload).toMatchObject({
      type: "bounce",
      data: {
        id: tracked.body.id,
        emailId: email.id,
        contactId: contact.id,
        campaignId: null,
        event: "bounce",
        recipient: contact.email,
        isAutomated: false,
      },
    });
  });

  it("batched pixel and link hits publish one event per stored hit", async () => {
    const { team, webhook } = await teamWithWebhook(receiver.url, { events: ["open", "click"] });
    const { contact, email } = await sentEmail(team.id);
    const at = new Date();
    recordHit({
      emailId: email.id,
      event: "open",
      timestamp: at,
      fromHit: true,
      userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0",
      ip: "203.0.113.9",
    });
    recordHit({ emailId: email.id, event: "click", timestamp: at, fromHit: true, url: "https://example.com/offer" });
    recordHit({ emailId: "missing-email", event: "open", timestamp: at, fromHit: true });
    await flushTracking();
    const payloads = await payloadsOf(webhook.id, 2);
    expect(payloads.map((payload) => payload.type).sort()).toEqual(["click", "open"]);
    expect(payloads.find((payload) => payload.type === "click")).toMatchObject({
      data: { emailId: email.id, contactId: contact.id, url: "https://example.com/offer", recipient: contact.email },
    });
  });

  it("unsubscribe publishes once per contact that changed, and nothing the second time", async () => {
    const { team, webhook } = await teamWithWebhook(receiver.url, { events: ["unsubscribe"] });
    const { contact } = await sentEmail(team.id);
    const token = createUnsubscribeToken({ contactId: contact.id });
    const oneClick = () =>
      callRoute(
        unsubscribeRoute,
        apiRequest(`/u/${token}`, {
          method: "POST",
          rawBody: "List-Unsubscribe=One-Click",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        }),
        { token },
      );
    expect((await oneClick()).status).toBe(200);
    const [payload] = await payloadsOf(webhook.id, 1);
    expect(payload).toMatchObject({
      type: "unsubscribe",
      data: { contactId: contact.id, email: contact.email, recipient: contact.email },
    });
    expect((await oneClick()).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await db.delivery.count({ where: { webhookId: webhook.id } })).toBe(1);
  });

  it("sent and failed from the email delivery path", async () => {
    const { team, webhook } = await teamWithWebhook(receiver.url, { events: ["sent", "failed"] });
    const smtp = await smtpConfigFor(team.id, { port: Number(new URL(peer.url).port) });
    const { contact } = await sentEmail(team.id);
    const queued = await db.email.create({
      data: {
        teamId: team.id,
        from: "news@acme.test",
        to: contact.email,
        subject: "Sent one",
        body: "<p>x</p>",
        status: "QUEUED",
        smtpConfigId: smtp.id,
        contactId: contact.id,
      },
    });
    expect(await deliverEmail({ emailId: queued.id, finalAttempt: false })).toBe("SENT");
    const dead = await smtpConfigFor(team.id, { port: 1, isDefault: false });
    const failing = await db.email.create({
      data: {
        teamId: team.id,
        from: "news@acme.test",
        to: contact.email,
        subject: "Failed one",
        body: "<p>x</p>",
        status: "QUEUED",
        smtpConfigId: dead.id,
      },
    });
    expect(await deliverEmail({ emailId: failing.id, finalAttempt: true })).toBe("FAILED");
    const [sent, failed] = await payloadsOf(webhook.id, 2);
    expect(sent).toMatchObject({
      type: "sent",
      data: {
        emailId: queued.id,
        contactId: contact.id,
        campaignId: null,
        recipient: contact.email,
        subject: "Sent one",
        status: "SENT",
        error: null,
      },
    });
    expect(failed).toMatchObject({
      type: "failed",
      data: { emailId: failing.id, status: "FAILED", error: expect.any(String) },
    });
  });

  it("import.completed carries the import and importId", async () => {
    const { team, webhook } = await teamWithWebhook(receiver.url, { events: ["import.completed"] });
    publishImportCompleted({
      teamId: team.id,
      contactImport: { id: "imp_1", status: "COMPLETED", imported: 3 } as never,
    });
    const [payload] = await payloadsOf(webhook.id, 1);
    expect(payload).toMatchObject({
      type: "import.completed",
      data: { importId: "imp_1", status: "COMPLETED", imported: 3 },
    });
  });
});
