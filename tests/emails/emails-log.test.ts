import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getBoss, stopWorker } from "@/jobs/drivers/pg-boss";
import { db } from "@/lib/db";
import { errorEnvelope } from "../auth/auth-client";
import { addMember, createTestApiKey, createTestTeam } from "../helpers/teams";
import { emails, seenBodies } from "./email-client";
import { SMTP_PASSWORD, smtpConfigFor } from "./fixtures";

// Starting pg-boss (first enqueue) is slow on the embedded database: do it outside the tests' time.
beforeAll(() => getBoss());

afterAll(async () => {
  await stopWorker();
  for (const body of seenBodies) expect(body).not.toContain(SMTP_PASSWORD);
});

async function teamWithEmails() {
  const { team, token } = await createTestTeam();
  // Nothing is sent in this file: the port only has to be valid.
  await smtpConfigFor(team.id, { port: 2525 });
  const send = async (to: string, subject: string) =>
    (await emails.send(token, { to, subject, html: "<p>x</p>" })).body.id as string;
  const ids = {
    welcome: await send("ada@example.com", "Welcome Ada"),
    invoice: await send("grace@example.com", "Your invoice"),
    news: await send("alan@example.com", "News of the week"),
  };
  await db.email.update({
    where: { id: ids.invoice },
    data: { status: "SENT", sentAt: new Date("2026-11-20T10:00:00Z") },
  });
  await db.email.update({ where: { id: ids.news }, data: { status: "FAILED", error: "550 5.1.1 User unknown" } });
  return { team, token, ids };
}

describe("GET /emails", () => {
  it("lists the team's emails newest first, paginated, filtered by status and q", async () => {
    const { token, ids } = await teamWithEmails();
    const other = await createTestTeam("Elsewhere");
    await smtpConfigFor(other.team.id, { port: 2525 });
    await emails.send(other.token, { to: "ada@example.com", subject: "Not yours", html: "<p>x</p>" });

    const all = await emails.list(token);
    expect(all.status).toBe(200);
    expect(all.body.pagination).toEqual({ page: 1, limit: 50, total: 3 });
    expect(all.body.data.map((email: { id: string }) => email.id)).toEqual([ids.news, ids.invoice, ids.welcome]);
    expect(all.body.data[0]).not.toHaveProperty("body");

    const failed = await emails.list(token, "?status=FAILED");
    expect(failed.body.data).toEqual([
      expect.objectContaining({ id: ids.news, status: "FAILED", error: "550 5.1.1 User unknown" }),
    ]);
    expect((await emails.list(token, "?q=GRACE")).body.data.map((email: { id: string }) => email.id)).toEqual([
      ids.invoice,
    ]);
    expect((await emails.list(token, "?q=week")).body.data.map((email: { id: string }) => email.id)).toEqual([
      ids.news,
    ]);
    const page = await emails.list(token, "?page=2&limit=2");
    expect(page.body).toMatchObject({ data: [{ id: ids.welcome }], pagination: { page: 2, limit: 2, total: 3 } });

    const bad = await emails.list(token, "?status=LOST");
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual({
      status: expect.stringMatching(/^must be one of QUEUED, SCHEDULED, SENDING, SENT/),
    });
  });

  it("needs emails:read", async () => {
    const { team } = await createTestTeam();
    const key = await createTestApiKey(team.id, ["emails:send"]);
    const response = await emails.list(key);
    expect(response.status).toBe(403);
    expect(response.body).toEqual(
      errorEnvelope("forbidden", "INSUFFICIENT_PERMISSIONS", "Insufficient permissions for this resource"),
    );
    const member = await addMember(team.id);
    expect((await emails.list(member.token)).status).toBe(200);
  });
});

describe("GET /emails/{id}", () => {
  it("shows status, error, sentAt, messageId, what was sent and the tracking entries newest first", async () => {
    const { team, token, ids } = await teamWithEmails();
    await db.emailTracking.createMany({
      data: [
        { teamId: team.id, emailId: ids.invoice, event: "open", timestamp: new Date("2026-11-20T11:00:00Z") },
        {
          teamId: team.id,
          emailId: ids.invoice,
          event: "click",
          url: "https://example.com/pay",
          timestamp: new Date("2026-11-20T11:05:00Z"),
        },
      ],
    });
    const response = await emails.get(token, ids.invoice);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: ids.invoice,
      status: "SENT",
      error: null,
      sentAt: "2026-11-20T10:00:00.000Z",
      messageId: expect.stringMatching(/^<.+@acme\.test>$/),
      to: "grace@example.com",
      from: "Acme News <news@acme.test>",
      subject: "Your invoice",
      body: expect.stringContaining("<p>x</p>"),
      headers: {},
      events: [
        expect.objectContaining({
          event: "click",
          url: "https://example.com/pay",
          timestamp: "2026-11-20T11:05:00.000Z",
        }),
        expect.objectContaining({ event: "open", url: null, timestamp: "2026-11-20T11:00:00.000Z" }),
      ],
    });
    const failed = await emails.get(token, ids.news);
    expect(failed.body).toMatchObject({ status: "FAILED", error: "550 5.1.1 User unknown", sentAt: null, events: [] });
  });

  it("404 for an unknown id and for another team's email", async () => {
    const { ids } = await teamWithEmails();
    const other = await createTestTeam("Elsewhere");
    for (const id of ["no-such-email", ids.welcome]) {
      const response = await emails.get(other.token, id);
      expect(response.status).toBe(404);
      expect(response.body).toEqual(errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Email not found"));
    }
  });
});
