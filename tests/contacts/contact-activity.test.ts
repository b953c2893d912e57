import { beforeAll, describe, expect, it } from "vitest";
import { GET as activityRoute } from "@/app/api/v1/contacts/[id]/activity/route";
import { db } from "@/lib/db";
import type { TrackingEvent } from "@/lib/generated/prisma/enums";
import { errorEnvelope } from "../auth/auth-client";
import { contactFor } from "../emails/fixtures";
import { createTestApiKey, createTestTeam } from "../helpers/teams";
import { type Credential, NOT_FOUND, send } from "./audience-client";

// GET /contacts/{id}/activity (docs/contract.md section 26): a contact's history, newest first.

beforeAll(() => db.$queryRaw`SELECT 1`);

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute));

async function activity(auth: Credential, id: string, query = "") {
  const response = await send(activityRoute, auth, `/contacts/${id}/activity${query}`, { params: { id } });
  return { status: response.status, body: await response.json() };
}

async function emailTo(teamId: string, contactId: string, subject: string, fields: object = {}) {
  return db.email.create({
    data: { teamId, contactId, from: "news@acme.test", to: "ada@example.com", subject, body: "<p>x</p>", ...fields },
  });
}

function track(teamId: string, contactId: string, emailId: string, event: TrackingEvent, minute: number, fields = {}) {
  return db.emailTracking.create({ data: { teamId, contactId, emailId, event, timestamp: at(minute), ...fields } });
}

/** A contact with one campaign email that went through every kind of activity. */
async function contactWithHistory() {
  const { team, token } = await createTestTeam();
  const contact = await contactFor(team.id, { email: "ada@example.com" });
  const campaign = await db.campaign.create({ data: { teamId: team.id, name: "November news", subject: "News" } });
  const email = await emailTo(team.id, contact.id, "November news", {
    campaignId: campaign.id,
    status: "SENT",
    sentAt: at(0),
    deliveredAt: at(1),
  });
  const tracked = { campaignId: campaign.id };
  await track(team.id, contact.id, email.id, "open", 2, { ...tracked, isAutomated: true });
  await track(team.id, contact.id, email.id, "open", 3, tracked);
  await track(team.id, contact.id, email.id, "click", 4, { ...tracked, url: "https://acme.test/offer" });
  await track(team.id, contact.id, email.id, "click", 5, {
    ...tracked,
    url: "https://acme.test/scan",
    isAutomated: true,
  });
  await track(team.id, contact.id, email.id, "reply", 6, tracked);
  await track(team.id, contact.id, email.id, "complaint", 7, tracked);
  await track(team.id, contact.id, email.id, "bounce", 8, tracked);
  await db.contact.update({ where: { id: contact.id }, data: { status: "UNSUBSCRIBED", unsubscribedAt: at(9) } });
  return { team, token, contact, campaign, email };
}

describe("GET /contacts/{id}/activity", () => {
  it("maps every kind of activity, newest first, with subject, url and the automated flag", async () => {
    const { token, contact, campaign, email } = await contactWithHistory();
    const entry = (type: string, minute: number, extra: object = {}) => ({
      type,
      emailId: email.id,
      campaignId: campaign.id,
      subject: "November news",
      automated: false,
      createdAt: at(minute).toISOString(),
      ...extra,
    });
    expect(await activity(token, contact.id)).toEqual({
      status: 200,
      body: {
        data: [
          {
            type: "unsubscribed",
            emailId: null,
            campaignId: null,
            subject: null,
            automated: false,
            createdAt: at(9).toISOString(),
          },
          entry("bounced", 8),
          entry("complained", 7),
          entry("replied", 6),
          entry("clicked", 5, { url: "https://acme.test/scan", automated: true }),
          entry("clicked", 4, { url: "https://acme.test/offer" }),
          entry("opened", 3),
          entry("opened", 2, { automated: true }),
          entry("delivered", 1),
          entry("sent", 0),
        ],
        pagination: { page: 1, limit: 50, total: 10 },
      },
    });
  });

  it("leaves out unsent and deleted emails, deleted events and other contacts' activity", async () => {
    const { team, token } = await createTestTeam();
    const ada = await contactFor(team.id);
    const grace = await contactFor(team.id);
    await emailTo(team.id, ada.id, "Still queued");
    const deleted = await emailTo(team.id, ada.id, "Deleted", { sentAt: at(1), isDeleted: true });
    const sent = await emailTo(team.id, ada.id, "Sent", { sentAt: at(2), status: "SENT" });
    await track(team.id, ada.id, sent.id, "open", 3, { isDeleted: true });
    await track(team.id, grace.id, sent.id, "open", 4);
    await emailTo(team.id, grace.id, "Grace's", { sentAt: at(5) });
    expect(deleted.isDeleted).toBe(true);
    const { body } = await activity(token, ada.id);
    expect(body).toEqual({
      data: [expect.objectContaining({ type: "sent", emailId: sent.id, subject: "Sent" })],
      pagination: { page: 1, limit: 50, total: 1 },
    });
  });

  it("pages through the history in order, events at the same moment included, past the end empty", async () => {
    const { team, token } = await createTestTeam();
    const contact = await contactFor(team.id);
    const email = await emailTo(team.id, contact.id, "Weekly", { sentAt: at(0) });
    await db.emailTracking.createMany({
      data: Array.from({ length: 11 }, (_, index) => ({
        teamId: team.id,
        contactId: contact.id,
        emailId: email.id,
        event: "open" as const,
        timestamp: at(index < 6 ? 1 : 2),
      })),
    });
    const pages = [];
    for (const page of [1, 2, 3]) {
      const { status, body } = await activity(token, contact.id, `?page=${page}&limit=5`);
      expect(status).toBe(200);
      expect(body.pagination).toEqual({ page, limit: 5, total: 12 });
      pages.push(body.data);
    }
    expect(pages.map((page) => page.length)).toEqual([5, 5, 2]);
    const all = pages.flat();
    const times = all.map((row: { createdAt: string }) => row.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.at(-1)).toMatchObject({ type: "sent" });
    expect((await activity(token, contact.id, "?page=4&limit=5")).body).toEqual({
      data: [],
      pagination: { page: 4, limit: 5, total: 12 },
    });
  });

  it("pages through a history of every kind in one order, events at the same moment included", async () => {
    // The page reads each kind of row newest first on its own, to the page's depth, and merges them
    // (lib/services/contacts/list-contact-activity.ts): small pages must still be slices of one order.
    const { team, token, contact, email, campaign } = await contactWithHistory();
    const second = await emailTo(team.id, contact.id, "December news", { sentAt: at(3), deliveredAt: at(3) });
    const kinds = ["open", "click", "reply", "bounce", "complaint"] as const;
    for (const [index, kind] of [...kinds, ...kinds].entries())
      await track(team.id, contact.id, index % 2 ? email.id : second.id, kind, 2 + (index % 4), {
        campaignId: campaign.id,
      });
    const whole = (await activity(token, contact.id, "?limit=100")).body;
    expect(whole.pagination.total).toBe(22);
    const pages = [];
    for (const page of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const { body } = await activity(token, contact.id, `?page=${page}&limit=3`);
      expect(body.pagination).toEqual({ page, limit: 3, total: 22 });
      pages.push(...body.data);
    }
    expect(pages).toEqual(whole.data);
    const times = pages.map((row: { createdAt: string }) => row.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("answers an empty history for a contact with none", async () => {
    const { team, token } = await createTestTeam();
    const contact = await contactFor(team.id);
    expect(await activity(token, contact.id)).toEqual({
      status: 200,
      body: { data: [], pagination: { page: 1, limit: 50, total: 0 } },
    });
  });

  it("404 for another team's contact, an unknown id and a deleted contact", async () => {
    const { contact } = await contactWithHistory();
    const other = await createTestTeam("Elsewhere");
    expect(await activity(other.token, contact.id)).toEqual({ status: 404, body: NOT_FOUND("Contact") });
    expect(await activity(other.token, "missing")).toEqual({ status: 404, body: NOT_FOUND("Contact") });
    const { team, token } = await createTestTeam();
    const gone = await contactFor(team.id);
    await db.contact.update({ where: { id: gone.id }, data: { isDeleted: true } });
    expect(await activity(token, gone.id)).toEqual({ status: 404, body: NOT_FOUND("Contact") });
  });

  it("400 for a bad page or limit, like every paginated route", async () => {
    const { token, contact } = await contactWithHistory();
    for (const query of ["?page=0", "?page=x", "?limit=0", "?limit=101", "?limit=2.5"]) {
      const key = query.slice(1).split("=")[0] as string;
      expect(await activity(token, contact.id, query)).toEqual({
        status: 400,
        body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid query", { [key]: expect.any(String) }),
      });
    }
  });

  it("needs contacts:read", async () => {
    const { team, contact } = await contactWithHistory();
    const reader = await createTestApiKey(team.id, ["contacts:read"]);
    expect((await activity({ apiKey: reader }, contact.id)).status).toBe(200);
    const other = await createTestApiKey(team.id, ["emails:read"]);
    expect(await activity({ apiKey: other }, contact.id)).toEqual({
      status: 403,
      body: errorEnvelope("forbidden", "INSUFFICIENT_PERMISSIONS", "Insufficient permissions for this resource"),
    });
  });
});
