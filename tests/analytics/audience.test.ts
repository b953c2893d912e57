import { beforeAll, describe, expect, it } from "vitest";
import { GET as audience } from "@/app/api/v1/analytics/audience/route";
import { db } from "@/lib/db";
import { apiRequest, callRoute } from "../helpers/http";
import { createTestTeam } from "../helpers/teams";
import { errorEnvelope } from "../auth/auth-client";
import { INVALID_QUERY } from "./fixtures";

beforeAll(() => db.$queryRaw`SELECT 1`);

const DAY = 86_400_000;
/** `days` ago, at 15:00 UTC of that day (the team is on UTC). */
const daysAgoAt15 = (days: number) => {
  const date = new Date(Date.now() - days * DAY);
  date.setUTCHours(15, 0, 0, 0);
  return date.getTime() > Date.now() ? new Date(date.getTime() - DAY) : date;
};
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const ISO_DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

async function audienceFixture() {
  const { team, token } = await createTestTeam("Audience Co");
  const list = await db.mailingList.create({ data: { teamId: team.id, name: "Main" } });
  const other = await db.mailingList.create({ data: { teamId: team.id, name: "Other" } });
  const contact = (
    label: string,
    data: { createdAt: Date; listId?: string; status?: "ACTIVE" | "UNSUBSCRIBED"; country?: string; city?: string },
  ) =>
    db.contact.create({
      data: { teamId: team.id, listId: data.listId ?? list.id, email: `${label}@example.com`, ...data },
    });
  const email = (contactId: string, sentAt: Date) =>
    db.email.create({
      data: {
        teamId: team.id,
        from: "a@acme.test",
        to: "x@example.com",
        subject: "s",
        body: "b",
        status: "SENT",
        sentAt,
        contactId,
      },
    });
  const track = (
    emailId: string,
    contactId: string,
    event: "open" | "click" | "bounce",
    timestamp: Date,
    extra: Record<string, unknown> = {},
  ) => db.emailTracking.create({ data: { teamId: team.id, emailId, contactId, event, timestamp, ...extra } });

  // c1: old contact (GB/London on file), opened and clicked 10 days ago on an iPhone.
  const c1 = await contact("c1", { createdAt: daysAgo(100), country: "GB", city: "London" });
  const e1 = await email(c1.id, daysAgo(11));
  const c1Open = daysAgoAt15(10);
  await track(e1.id, c1.id, "open", c1Open, {
    deviceType: "mobile",
    browser: "Mobile Safari",
    os: "iOS",
    country: "US",
  });
  await track(e1.id, c1.id, "click", c1Open, { deviceType: "mobile", url: "https://acme.test" });
  // c2: opened 45 days ago from desktop Chrome in Paris (engaged 30 days ago, at-risk now).
  const c2 = await contact("c2", { createdAt: daysAgo(100) });
  const e2 = await email(c2.id, daysAgo(46));
  const c2Open = daysAgoAt15(45);
  await track(e2.id, c2.id, "open", c2Open, {
    deviceType: "desktop",
    browser: "Chrome",
    os: "Windows",
    country: "FR",
    city: "Paris",
  });
  // c3: never engaged.
  const c3 = await contact("c3", { createdAt: daysAgo(100) });
  await email(c3.id, daysAgo(20));
  // c4: new, and its only email bounced.
  const c4 = await contact("c4", { createdAt: daysAgo(5) });
  const e4 = await email(c4.id, daysAgo(4));
  await track(e4.id, c4.id, "bounce", daysAgo(4));
  // c5: only an Apple-proxy open: not engagement.
  const c5 = await contact("c5", { createdAt: daysAgo(100) });
  const e5 = await email(c5.id, daysAgo(6));
  await track(e5.id, c5.id, "open", daysAgo(5), { isAutomated: true, deviceType: "other", country: "US" });
  // Left out: an unsubscribed contact; counted only team-wide: an engaged contact of the other list.
  await contact("c6", { createdAt: daysAgo(100), status: "UNSUBSCRIBED" });
  const c7 = await contact("c7", { createdAt: daysAgo(100), listId: other.id });
  const e7 = await email(c7.id, daysAgo(3));
  await track(e7.id, c7.id, "open", daysAgo(2), { deviceType: "desktop" });
  return { team, token, list, c1Open, c2Open };
}

describe("GET /analytics/audience", () => {
  it("segments one list's contacts with exact sizes, growth and rates", async () => {
    const { token, list, c1Open, c2Open } = await audienceFixture();
    const response = await callRoute(audience, apiRequest(`/analytics/audience?listId=${list.id}`, { token }));
    expect(response.status).toBe(200);
    expect(response.headers.get("x-ratelimit-limit")).toBe("100");
    const body = await response.json();
    // Now: engaged c1, new c4, at-risk c2, inactive c3 and c5. Thirty days ago (c4 did not exist):
    // engaged c2, inactive c1, c3, c5.
    // Mail of the last 90 days: c1 opened + clicked, c2 opened, c3 nothing, c4 bounced, c5 proxy only.
    expect(body.segments).toEqual([
      { name: "engaged", size: 1, growth: 0, openRate: 1, clickRate: 1 },
      { name: "new", size: 1, growth: 100, openRate: 0, clickRate: 0 },
      { name: "at-risk", size: 1, growth: 100, openRate: 1, clickRate: 0 },
      { name: "inactive", size: 2, growth: Math.round(((2 - 3) / 3) * 10_000) / 100, openRate: 0, clickRate: 0 },
    ]);
    // Both human opens at 15:00 UTC; the busiest day is the earlier ISO weekday when they differ.
    const isoDay = (date: Date) => ((date.getUTCDay() + 6) % 7) + 1;
    const bestDay = isoDay(c1Open) <= isoDay(c2Open) ? c1Open : c2Open;
    expect(body.behaviors).toEqual({
      totalContacts: 5,
      engagedLast30Days: 1,
      // 5 emails, 1 bounced -> 4 delivered; opened by c1, c2; clicked by c1.
      averageOpenRate: 0.5,
      averageClickRate: 0.25,
      bestHour: 15,
      bestDayOfWeek: ISO_DAYS[bestDay.getUTCDay()],
    });
    expect(body.demographics).toEqual({
      countries: { GB: 1, FR: 1, Unknown: 3 },
      cities: { London: 1, Paris: 1, Unknown: 3 },
    });
    expect(body.preferences).toEqual({
      devices: { mobile: 1, desktop: 1 },
      browsers: { "Mobile Safari": 1, Chrome: 1 },
      os: { iOS: 1, Windows: 1 },
    });
    expect(body.listId).toBe(list.id);
  });

  it("covers the whole team without listId", async () => {
    const { token } = await audienceFixture();
    const body = await (await callRoute(audience, apiRequest("/analytics/audience", { token }))).json();
    expect(body.behaviors.totalContacts).toBe(6);
    expect(body.segments.map((segment: { name: string; size: number }) => [segment.name, segment.size])).toEqual([
      ["engaged", 2],
      ["new", 1],
      ["at-risk", 1],
      ["inactive", 2],
    ]);
    expect(body.listId).toBeNull();
  });

  it("answers 404 for another team's list and 400 for an empty listId", async () => {
    const { list } = await audienceFixture();
    const { token } = await createTestTeam("Other Co");
    const foreign = await callRoute(audience, apiRequest(`/analytics/audience?listId=${list.id}`, { token }));
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual(errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "List not found"));
    const empty = await callRoute(audience, apiRequest("/analytics/audience?listId=", { token }));
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual(INVALID_QUERY({ listId: "must not be empty" }));
  });
});
