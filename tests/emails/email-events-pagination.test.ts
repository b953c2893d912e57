import { beforeAll, describe, expect, it } from "vitest";
import { GET as getEmailRoute } from "@/app/api/v1/emails/[id]/route";
import { db } from "@/lib/db";
import { errorEnvelope } from "../auth/auth-client";
import { apiRequest, callRoute } from "../helpers/http";
import { createTestTeam } from "../helpers/teams";

// GET /emails/{id} answers its tracking events a page at a time (docs/contract.md section 26).

beforeAll(() => db.$queryRaw`SELECT 1`);

async function getEmail(token: string, id: string, query = "") {
  const response = await callRoute(getEmailRoute, apiRequest(`/emails/${id}${query}`, { token }), { id });
  return { status: response.status, body: await response.json() };
}

/** A sent email with `count` opens, one a minute, the newest last. */
async function emailWithOpens(count: number) {
  const { team, token } = await createTestTeam();
  const email = await db.email.create({
    data: {
      teamId: team.id,
      from: "news@acme.test",
      to: "ada@example.com",
      subject: "Weekly",
      body: "<p>x</p>",
      status: "SENT",
      sentAt: new Date("2026-11-20T10:00:00Z"),
    },
  });
  await db.emailTracking.createMany({
    data: Array.from({ length: count }, (_, minute) => ({
      teamId: team.id,
      emailId: email.id,
      event: "open" as const,
      timestamp: new Date(Date.UTC(2026, 10, 20, 11, minute)),
    })),
  });
  return { token, email };
}

const minutes = (events: { timestamp: string }[]) => events.map(({ timestamp }) => new Date(timestamp).getUTCMinutes());

describe("GET /emails/{id} events", () => {
  it("answers the first 50 events newest first with their pagination, and every other field as before", async () => {
    const { token, email } = await emailWithOpens(55);
    const { status, body } = await getEmail(token, email.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: email.id, subject: "Weekly", status: "SENT", body: "<p>x</p>", attachments: [] });
    expect(body.eventsPagination).toEqual({ page: 1, limit: 50, total: 55 });
    expect(minutes(body.events)).toEqual(Array.from({ length: 50 }, (_, index) => 54 - index));
  });

  it("pages with eventsPage and eventsLimit; past the end the page is empty", async () => {
    const { token, email } = await emailWithOpens(7);
    const second = await getEmail(token, email.id, "?eventsPage=2&eventsLimit=3");
    expect(second.body.eventsPagination).toEqual({ page: 2, limit: 3, total: 7 });
    expect(minutes(second.body.events)).toEqual([3, 2, 1]);
    const last = await getEmail(token, email.id, "?eventsPage=3&eventsLimit=3");
    expect(minutes(last.body.events)).toEqual([0]);
    const beyond = await getEmail(token, email.id, "?eventsPage=9&eventsLimit=3");
    expect(beyond.body).toMatchObject({ events: [], eventsPagination: { page: 9, limit: 3, total: 7 } });
  });

  it("pages through every kind of event in one order, events at the same moment included", async () => {
    // Each kind of event is read newest first on its own and the page merges them
    // (lib/services/emails/newest-tracking.ts): small pages must still be slices of one order.
    const { token, email } = await emailWithOpens(4);
    const kinds = ["click", "reply", "bounce", "complaint", "open"] as const;
    await db.emailTracking.createMany({
      data: Array.from({ length: 15 }, (_, index) => ({
        teamId: email.teamId,
        emailId: email.id,
        event: kinds[index % kinds.length] as (typeof kinds)[number],
        timestamp: new Date(Date.UTC(2026, 10, 20, 11, index % 6)),
      })),
    });
    const whole = (await getEmail(token, email.id, "?eventsLimit=100")).body.events;
    expect(whole).toHaveLength(19);
    const pages = [];
    for (const page of [1, 2, 3, 4, 5]) {
      const { body } = await getEmail(token, email.id, `?eventsPage=${page}&eventsLimit=4`);
      expect(body.eventsPagination).toEqual({ page, limit: 4, total: 19 });
      pages.push(...body.events);
    }
    expect(pages).toEqual(whole);
    const order = whole.map(({ timestamp, id }: { timestamp: string; id: string }) => `${timestamp} ${id}`);
    expect(order).toEqual([...order].sort().reverse());
  });

  it("leaves deleted events out of the page and the total", async () => {
    const { token, email } = await emailWithOpens(3);
    const newest = await db.emailTracking.findFirstOrThrow({
      where: { emailId: email.id },
      orderBy: { timestamp: "desc" },
    });
    await db.emailTracking.updateMany({ where: { id: newest.id }, data: { isDeleted: true } });
    const { body } = await getEmail(token, email.id);
    expect(body.eventsPagination).toEqual({ page: 1, limit: 50, total: 2 });
    expect(minutes(body.events)).toEqual([1, 0]);
  });

  it("400 for a bad eventsPage or eventsLimit", async () => {
    const { token, email } = await emailWithOpens(1);
    for (const query of ["?eventsPage=0", "?eventsPage=x", "?eventsLimit=0", "?eventsLimit=101"]) {
      const key = query.slice(1).split("=")[0] as string;
      expect(await getEmail(token, email.id, query)).toEqual({
        status: 400,
        body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid query", { [key]: expect.any(String) }),
      });
    }
  });

  it("404 for another team's email, whatever the page", async () => {
    const { email } = await emailWithOpens(1);
    const other = await createTestTeam("Elsewhere");
    expect(await getEmail(other.token, email.id, "?eventsPage=2")).toEqual({
      status: 404,
      body: errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Email not found"),
    });
  });
});
