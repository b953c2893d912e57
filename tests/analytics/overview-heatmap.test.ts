import { beforeAll, describe, expect, it } from "vitest";
import { GET as heatmap } from "@/app/api/v1/analytics/heatmap/route";
import { GET as overview } from "@/app/api/v1/analytics/team/overview/route";
import { db } from "@/lib/db";
import { addTracking } from "@/lib/tracking/tokens/add-tracking";
import { apiRequest, callRoute } from "../helpers/http";
import { createTestTeam } from "../helpers/teams";
import { at, clickWithoutOpen, INVALID_QUERY, LINK_BLOG, LINK_SHOP, MIN, scriptedCampaign } from "./fixtures";
import { errorEnvelope } from "../auth/auth-client";

beforeAll(() => db.$queryRaw`SELECT 1`);

/** Six emails of a second campaign opened on a tablet in Germany at 12:00Z, the first three clicked. */
async function tabletCampaign(teamId: string) {
  const campaign = await db.campaign.create({ data: { teamId, name: "Tablet push", status: "SENT" } });
  for (let index = 0; index < 6; index += 1) {
    const email = await db.email.create({
      data: {
        teamId,
        from: "news@acme.test",
        to: `t${index}@example.com`,
        subject: "Push",
        body: "<p>x</p>",
        status: "SENT",
        sentAt: at(22 * 60 * MIN),
        campaignId: campaign.id,
      },
    });
    const tablet = {
      teamId,
      campaignId: campaign.id,
      emailId: email.id,
      browser: "Mobile Safari",
      os: "iPadOS",
      deviceType: "tablet" as const,
      country: "DE",
    };
    await db.emailTracking.create({ data: { ...tablet, event: "open", timestamp: at(22 * 60 * MIN) } });
    if (index < 3)
      await db.emailTracking.create({
        data: { ...tablet, event: "click", url: LINK_SHOP, timestamp: at(22 * 60 * MIN + MIN) },
      });
  }
  return campaign;
}

function monthKey(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit" }).formatToParts(date);
  return `${parts.find((p) => p.type === "year")!.value}-${parts.find((p) => p.type === "month")!.value}`;
}

describe("GET /analytics/team/overview", () => {
  it("gives exact team KPIs, months, top campaigns and top performers", async () => {
    const { team, token, campaign } = await scriptedCampaign();
    const tablet = await tabletCampaign(team.id);
    const response = await callRoute(overview, apiRequest("/analytics/team/overview", { token }));
    expect(response.status).toBe(200);
    expect(response.headers.get("x-ratelimit-limit")).toBe("100");
    const body = await response.json();
    // 5 scripted + 6 tablet emails; C bounced -> 10 delivered. Opened: A, B, E + 6 tablets = 9.
    // Clicked: A, B + 3 tablets = 5. Human opens 5 + 6, human clicks 4 + 3.
    expect(body).toMatchObject({
      teamId: team.id,
      timezone: "America/New_York",
      totalEmails: 11,
      totalOpens: 11,
      totalClicks: 7,
      averageOpenRate: 0.9,
      averageClickRate: 0.5,
      deviceStats: { mobile: 3, desktop: 2, tablet: 6 },
      geoStats: { US: 3, FR: 1, Unknown: 1, DE: 6 },
      topCampaigns: [
        // 100 x (0.4 x 6/6 + 0.4 x 3/6) = 60
        { campaignId: tablet.id, name: "Tablet push", openRate: 1, clickRate: 0.5, engagementScore: 60 },
        // 100 x (0.4 x 3/4 + 0.4 x 2/4 + 0.2 x 1/4 - 0.5 x 1/5) = 45
        { campaignId: campaign.id, name: "November news", openRate: 0.75, clickRate: 0.5, engagementScore: 45 },
      ],
      // Only the tablet values reach 5 openers: 6 opened, 3 clicked. 12:00Z is 7h in New York.
      topPerformers: [
        { type: "device", value: "tablet", engagementRate: 0.5, sampleSize: 6 },
        { type: "country", value: "DE", engagementRate: 0.5, sampleSize: 6 },
        { type: "hour", value: "7", engagementRate: 0.5, sampleSize: 6 },
      ],
    });
    expect(body.monthlyStats).toHaveLength(12);
    expect(body.monthlyStats.at(-1).month).toBe(monthKey(new Date(), "America/New_York"));
    const november = body.monthlyStats.filter((month: { totalEmails: number }) => month.totalEmails > 0);
    expect(november).toEqual([{ month: "2026-11", totalEmails: 11, openRate: 0.9, clickRate: 0.5 }]);
  });

  it("counts an email clicked without a recorded open as opened, but not in totalOpens", async () => {
    const scripted = await scriptedCampaign();
    const { token, campaign } = scripted;
    await clickWithoutOpen(scripted, { country: "DE" });
    const body = await (await callRoute(overview, apiRequest("/analytics/team/overview", { token }))).json();
    // 5 sent, C bounced -> 4 delivered; opened A, B, E and the click-only D = 4; clicked A, B, D = 3.
    // Open entries stay 5, and D's click adds no device or country open.
    expect(body).toMatchObject({
      totalOpens: 5,
      totalClicks: 5,
      averageOpenRate: 1,
      averageClickRate: 0.75,
      deviceStats: { mobile: 3, desktop: 2 },
      geoStats: { US: 3, FR: 1, Unknown: 1 },
      topCampaigns: [{ campaignId: campaign.id, openRate: 1, clickRate: 0.75 }],
    });
    expect(body.deviceStats).toEqual({ mobile: 3, desktop: 2 });
    expect(body.geoStats).toEqual({ US: 3, FR: 1, Unknown: 1 });
  });

  it("answers the caller's own teamId like the default and 404 for another team's id", async () => {
    const { team, token } = await scriptedCampaign();
    const { team: other } = await createTestTeam("Other Co");
    const own = await callRoute(overview, apiRequest(`/analytics/team/overview?teamId=${team.id}`, { token }));
    const byDefault = await callRoute(overview, apiRequest("/analytics/team/overview", { token }));
    const strip = (body: { periodEnd: string }) => ({ ...body, periodEnd: "" });
    expect(strip(await own.json())).toEqual(strip(await byDefault.json()));
    const foreign = await callRoute(overview, apiRequest(`/analytics/team/overview?teamId=${other.id}`, { token }));
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual(errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Team not found"));
  });

  it("answers 400 for a bad months value", async () => {
    const { token } = await createTestTeam();
    const response = await callRoute(overview, apiRequest("/analytics/team/overview?months=0", { token }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(INVALID_QUERY({ months: "must be at least 1" }));
  });
});

// Two blocks: the shop link alone after a heading and a paragraph, then the blog and shop links
// side by side; the unsubscribe link is not tracked.
const HTML =
  '<html><body><table><tr><td><h1>News</h1><p>Intro text</p><a href="https://acme.test/shop">Shop</a></td></tr>' +
  '<tr><td><a href="https://acme.test/blog">Blog</a> <a href="https://acme.test/shop">Shop again</a></td></tr></table>' +
  '<p><a href="https://example.com/unsub">Unsubscribe</a></p></body></html>';

describe("GET /analytics/heatmap", () => {
  it("places the campaign's human clicks on the link positions of the rendered email", async () => {
    const { token, campaign, emails } = await scriptedCampaign();
    for (const email of Object.values(emails)) {
      await db.email.update({
        where: { id: email.id },
        data: { body: addTracking({ html: HTML, emailId: email.id, unsubscribeUrl: "https://example.com/unsub" }) },
      });
    }
    const first = Object.values(emails).sort((a, b) => a.id.localeCompare(b.id))[0];
    const response = await callRoute(heatmap, apiRequest(`/analytics/heatmap?campaignId=${campaign.id}`, { token }));
    expect(response.status).toBe(200);
    const body = await response.json();
    // Layout units: table, tr, td, h1 blocks 4 x 40 = 160, "News" 4 -> 164, p block 40 + "Intro text"
    // 10 -> 214; shop spans 214-218. tr, td 80 -> 298; blog 298-302, shop again 302-312; p block 40
    // + "Unsubscribe" 11 -> 363 total (the 1-pixel image weighs nothing). y = middle / 363.
    const cell = (row: number) => `body > table:nth-of-type(1) tr:nth-of-type(${row}) > td:nth-of-type(1)`;
    const shop0 = `${cell(1)} > a:nth-of-type(1)`;
    const blog = `${cell(2)} > a:nth-of-type(1)`;
    const shop2 = `${cell(2)} > a:nth-of-type(2)`;
    const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
    expect(body.clicks).toEqual([
      // The shop URL's 3 human clicks split over its two positions, the remainder to the first.
      { element: shop0, x: 0.5, y: round4(216 / 363), count: 2, url: LINK_SHOP, index: 0 },
      { element: blog, x: 0.25, y: round4(300 / 363), count: 1, url: LINK_BLOG, index: 1 },
      { element: shop2, x: 0.75, y: round4(307 / 363), count: 1, url: LINK_SHOP, index: 2 },
    ]);
    expect(body.segments).toEqual([
      { selector: `${shop0}, ${shop2}`, count: 3, clickRate: 0.5 },
      { selector: blog, count: 1, clickRate: 0.25 },
    ]);
    expect(body.totalClicks).toBe(4);
    expect(body.url).toBe(`/api/v1/emails/${first.id}`);
    expect(body.html).toContain("/api/v1/t/c/");
  });

  it("maps one email with emailId", async () => {
    const { token, emails } = await scriptedCampaign();
    const { emailB } = emails;
    await db.email.update({
      where: { id: emailB.id },
      data: { body: addTracking({ html: HTML, emailId: emailB.id, unsubscribeUrl: "https://example.com/unsub" }) },
    });
    const body = await (
      await callRoute(heatmap, apiRequest(`/analytics/heatmap?emailId=${emailB.id}`, { token }))
    ).json();
    // B clicked the shop twice and the blog once; B is the only (delivered) recipient.
    expect(body.clicks.map((click: { count: number }) => click.count)).toEqual([1, 1, 1]);
    expect(body.segments).toEqual([
      expect.objectContaining({ count: 2, clickRate: 1 }),
      expect.objectContaining({ count: 1, clickRate: 1 }),
    ]);
  });

  it("answers 400 without an id and 404 for another team's campaign or email", async () => {
    const { campaign, emails } = await scriptedCampaign("Owner Co");
    const { token } = await createTestTeam("Other Co");
    const missing = await callRoute(heatmap, apiRequest("/analytics/heatmap", { token }));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual(INVALID_QUERY({ campaignId: "campaignId or emailId is required" }));
    const foreignCampaign = await callRoute(
      heatmap,
      apiRequest(`/analytics/heatmap?campaignId=${campaign.id}`, { token }),
    );
    expect(foreignCampaign.status).toBe(404);
    expect((await foreignCampaign.json()).message).toBe("Campaign not found");
    const foreignEmail = await callRoute(
      heatmap,
      apiRequest(`/analytics/heatmap?emailId=${emails.emailA.id}`, { token }),
    );
    expect(foreignEmail.status).toBe(404);
    expect((await foreignEmail.json()).message).toBe("Email not found");
  });
});
