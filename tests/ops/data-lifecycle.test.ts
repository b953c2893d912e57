import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as eraseRoute } from "@/app/api/v1/contacts/[id]/erase/route";
import { GET as exportRoute } from "@/app/api/v1/contacts/[id]/export/route";
import { purgeTrackingEvents, purgeTrackingEventsJob } from "@/jobs/purge-tracking-events";
import { sendCampaignJob } from "@/jobs/send-campaign";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { closeTransports } from "@/lib/mail/transport-pool";
import { campaigns } from "../campaigns/campaign-client";
import { startCountingPeer } from "../campaigns/counting-smtp-peer";
import { CAMPAIGN_HTML, smtpConfigFor, templateFor } from "../campaigns/fixtures";
import { contacts, createContact, createList, NOT_FOUND, send } from "../contacts/audience-client";
import { createTestTeam } from "../helpers/teams";
import { importCsv } from "../imports/import-client";

// Data lifecycle (docs/contract.md section 19, issue 23): erasure on request, export for access requests,
// and raw tracking retention. Erasure is proven end to end: the erased address, added or imported
// anew, is still never mailed.

const logger = { info() {}, warn() {}, error() {} };
let peer: Awaited<ReturnType<typeof startCountingPeer>>;
beforeAll(async () => {
  peer = await startCountingPeer();
});
afterAll(async () => {
  closeTransports();
  await peer.close();
});

const erase = (token: string, id: string) =>
  send(eraseRoute, token, `/contacts/${id}/erase`, { method: "POST", params: { id } });
const exportData = (token: string, id: string) =>
  send(exportRoute, token, `/contacts/${id}/export`, { params: { id } });
const stamp = () => Math.random().toString(36).slice(2, 8);

/** A person in two lists of a team (plus a deleted copy), mailed once, with opens and a click. */
async function personFixture() {
  const { team, token } = await createTestTeam("Privacy Co");
  const address = `ada.${stamp()}@example.com`;
  const newsletter = await createList(token, "Newsletter");
  const offers = await createList(token, "Offers");
  const first = await createContact(token, {
    listId: newsletter.id,
    email: address,
    firstName: "Ada",
    lastName: "Lovelace",
    phone: "+44 20 7946 0000",
    tags: ["vip"],
  });
  const second = await createContact(token, { listId: offers.id, email: address.toUpperCase(), firstName: "Ada" });
  const deleted = await db.contact.create({
    data: { teamId: team.id, listId: newsletter.id, email: address, firstName: "Old Ada", isDeleted: true },
  });
  // A neighbour whose address contains the person's: must be left alone.
  const neighbour = await createContact(token, { listId: newsletter.id, email: `b${address}`, firstName: "Bea" });
  await db.suppression.create({ data: { teamId: team.id, email: address, reason: "UNSUBSCRIBED" } });
  const email = await db.email.create({
    data: {
      teamId: team.id,
      from: "news@acme.test",
      to: `Ada Lovelace <${address}>`,
      subject: "Hello Ada",
      body: "<p>Hi Ada</p>",
      text: "Hi Ada",
      status: "SENT",
      sentAt: new Date(),
      contactId: first.id,
      data: { firstName: "Ada" },
    },
  });
  const neighbourEmail = await db.email.create({
    data: {
      teamId: team.id,
      from: "news@acme.test",
      to: `b${address}`,
      subject: "Hello Bea",
      body: "<p>Hi Bea</p>",
      status: "SENT",
      sentAt: new Date(),
      contactId: neighbour.id,
    },
  });
  const hit = {
    teamId: team.id,
    emailId: email.id,
    contactId: first.id,
    ipAddress: "81.2.69.160",
    userAgent: "Mozilla/5.0",
    city: "London",
    country: "GB",
  };
  await db.emailTracking.createMany({
    data: [
      { ...hit, event: "open" },
      { ...hit, event: "open" },
      { ...hit, event: "click", url: `https://acme.test/?u=${address}` },
    ],
  });
  await db.emailTracking.create({
    data: { teamId: team.id, emailId: neighbourEmail.id, contactId: neighbour.id, event: "open", ipAddress: "8.8.8.8" },
  });
  return { team, token, address, newsletter, offers, first, second, deleted, neighbour, email, neighbourEmail };
}

describe("GET /contacts/{id}/export", () => {
  it("answers everything the team holds about the address, as a JSON download", async () => {
    const person = await personFixture();
    const response = await exportData(person.token, person.second.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="contact-${person.second.id}.json"`);
    const body = await response.json();
    expect(body.address).toBe(person.address);
    expect(
      body.contacts.map((contact: { id: string; deleted: boolean }) => [contact.id, contact.deleted]).sort(),
    ).toEqual(
      [
        [person.first.id, false],
        [person.second.id, false],
        [person.deleted.id, true],
      ].sort(),
    );
    expect(body.contacts.find((contact: { id: string }) => contact.id === person.first.id)).toMatchObject({
      lastName: "Lovelace",
      phone: "+44 20 7946 0000",
      tags: [expect.objectContaining({ name: "vip" })],
    });
    expect(body.suppressions).toEqual([{ reason: "UNSUBSCRIBED", createdAt: expect.any(String) }]);
    expect(body.emails).toEqual([
      expect.objectContaining({
        id: person.email.id,
        subject: "Hello Ada",
        to: `Ada Lovelace <${person.address}>`,
        status: "SENT",
      }),
    ]);
    expect(body.tracking).toHaveLength(3);
    expect(body.tracking[0]).toMatchObject({ emailId: person.email.id, ipAddress: "81.2.69.160", city: "London" });
    expect(JSON.stringify(body)).not.toContain("Hello Bea");
  });

  it("is 404 for an unknown contact and for another team's", async () => {
    const person = await personFixture();
    const other = await createTestTeam("Other Co");
    for (const [token, id] of [
      [person.token, "c_missing"],
      [other.token, person.first.id],
    ]) {
      const response = await exportData(token, id);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(NOT_FOUND("Contact"));
    }
  });
});

describe("POST /contacts/{id}/erase", () => {
  it("deletes the person's contacts, scrubs emails and tracking rows, keeps only a hashed suppression", async () => {
    const person = await personFixture();
    const response = await erase(person.token, person.first.id);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      erased: true,
      contacts: 3,
      emails: 1,
      trackingEvents: 3,
      suppression: expect.stringMatching(/^erased:[0-9a-f]{64}$/),
      // Mentions elsewhere (files, audit, webhooks, inbound, import errors): tests/ops/erasure-mentions.test.ts.
      files: 0,
      auditEntries: 0,
      webhookDeliveries: 0,
      inboundMessages: 0,
      importErrors: 0,
    });

    expect(
      await db.contact.count({
        where: { teamId: person.team.id, email: { equals: person.address, mode: "insensitive" }, isDeleted: undefined },
      }),
    ).toBe(0);
    expect(await db.tag.count({ where: { contactId: person.first.id, isDeleted: undefined } })).toBe(0);
    const scrubbed = await db.email.findUniqueOrThrow({ where: { id: person.email.id } });
    expect(scrubbed).toMatchObject({
      to: "[erased]",
      subject: "[erased]",
      body: "",
      text: null,
      data: null,
      contactId: null,
      status: "SENT",
    });
    const rows = await db.emailTracking.findMany({ where: { emailId: person.email.id } });
    expect(rows).toHaveLength(3);
    for (const row of rows)
      expect(row).toMatchObject({
        contactId: null,
        ipAddress: null,
        userAgent: null,
        city: null,
        country: null,
        url: null,
        metadata: null,
      });
    expect(rows.map((row) => row.event).sort()).toEqual(["click", "open", "open"]);
    const suppressions = await db.suppression.findMany({ where: { teamId: person.team.id, isDeleted: undefined } });
    expect(suppressions.map(({ email, reason }) => ({ email, reason }))).toEqual([
      { email: body.suppression, reason: "MANUAL" },
    ]);
    // Nothing stored in the team still names the address.
    const dump = JSON.stringify([
      await db.contact.findMany({ where: { teamId: person.team.id, isDeleted: undefined } }),
      await db.email.findMany({ where: { teamId: person.team.id } }),
      await db.emailTracking.findMany({ where: { teamId: person.team.id } }),
      suppressions,
    ]);
    expect(dump.toLowerCase().replaceAll(`b${person.address}`, "")).not.toContain(person.address);

    // The neighbour is untouched.
    expect(await db.emailTracking.findFirst({ where: { emailId: person.neighbourEmail.id } })).toMatchObject({
      ipAddress: "8.8.8.8",
      contactId: person.neighbour.id,
    });
    expect((await contacts.get(person.token, person.neighbour.id)).status).toBe(200);
    // The erased contact is gone for the API; a second erasure finds nothing.
    expect((await contacts.get(person.token, person.second.id)).body).toEqual(NOT_FOUND("Contact"));
    const again = await erase(person.token, person.first.id);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual(NOT_FOUND("Contact"));
  });

  it("is 404 for another team's contact, which is left as it was", async () => {
    const person = await personFixture();
    const other = await createTestTeam("Other Co");
    const response = await erase(other.token, person.first.id);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(NOT_FOUND("Contact"));
    expect(await db.contact.count({ where: { id: person.first.id } })).toBe(1);
  });

  it("the erased address, added and imported anew, is never mailed; the others are", async () => {
    const person = await personFixture();
    expect((await erase(person.token, person.first.id)).status).toBe(200);
    const list = await createList(person.token, "Rebuilt");
    // Added again through the API, in another letter case, and imported again into another list.
    await createContact(person.token, { listId: list.id, email: person.address.toUpperCase(), firstName: "Ada" });
    const friend = `friend.${stamp()}@example.com`;
    await createContact(person.token, { listId: list.id, email: friend });
    const imported = await importCsv(
      { token: person.token },
      person.offers.id,
      `email,first name\n${person.address},Ada\n`,
    );
    expect(imported.status).toBe("COMPLETED");

    const template = await templateFor(person.team.id, { subject: "News", html: CAMPAIGN_HTML });
    const smtp = await smtpConfigFor(person.team.id, { port: peer.port });
    for (const listId of [list.id, person.offers.id]) {
      const { body: campaign } = await campaigns.create(person.token, {
        name: `After erasure ${listId}`,
        listId,
        templateId: template.id,
        smtpConfigId: smtp.id,
      });
      expect((await campaigns.send(person.token, campaign.id)).status).toBe(202);
      await sendCampaignJob.handler(
        { campaignId: campaign.id },
        { jobId: `erasure-${campaign.id}`, attempt: 0, logger },
      );
    }
    expect(peer.count(person.address)).toBe(0);
    expect(peer.count(friend)).toBe(1);
    const cancelled = await db.email.findMany({
      where: { teamId: person.team.id, status: "CANCELLED" },
      select: { error: true },
    });
    expect(cancelled.length).toBe(2);
  });
});

describe("TRACKING_RETENTION_DAYS", () => {
  it("the nightly job deletes raw events older than the setting, in batches, and nothing when unset", async () => {
    const person = await personFixture();
    const day = 86_400_000;
    const ids = { old: `old-${stamp()}`, recent: `recent-${stamp()}` };
    await db.emailTracking.create({
      data: {
        id: ids.old,
        teamId: person.team.id,
        emailId: person.email.id,
        event: "open",
        timestamp: new Date(Date.now() - 40 * day),
      },
    });
    await db.emailTracking.create({
      data: {
        id: ids.recent,
        teamId: person.team.id,
        emailId: person.email.id,
        event: "open",
        timestamp: new Date(Date.now() - 20 * day),
      },
    });
    expect(purgeTrackingEventsJob.cron).toBe("45 3 * * *");

    Object.assign(env, { TRACKING_RETENTION_DAYS: undefined });
    await purgeTrackingEventsJob.handler({}, { jobId: "retention-off", attempt: 0, logger });
    expect(await db.emailTracking.count({ where: { id: { in: [ids.old, ids.recent] } } })).toBe(2);

    Object.assign(env, { TRACKING_RETENTION_DAYS: 30 });
    await purgeTrackingEventsJob.handler({}, { jobId: "retention-on", attempt: 0, logger });
    expect(
      (await db.emailTracking.findMany({ where: { id: { in: [ids.old, ids.recent] } } })).map((row) => row.id),
    ).toEqual([ids.recent]);
    // The fixture's fresh events are kept; a shorter window takes the 20-day one too.
    expect(await purgeTrackingEvents({ retentionDays: 10 })).toBeGreaterThanOrEqual(1);
    expect(await db.emailTracking.count({ where: { id: ids.recent } })).toBe(0);
    expect(await db.emailTracking.count({ where: { emailId: person.email.id } })).toBe(3);
    Object.assign(env, { TRACKING_RETENTION_DAYS: undefined });
  });
});
