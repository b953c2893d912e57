import { beforeAll, describe, expect, it } from "vitest";
import { GET as campaignAnalytics } from "@/app/api/v1/analytics/campaign/route";
import { GET as campaignAnalyticsById } from "@/app/api/v1/analytics/campaign/[id]/route";
import { GET as emailAnalytics } from "@/app/api/v1/analytics/email/route";
import { db } from "@/lib/db";
import { apiRequest, callRoute } from "../helpers/http";
import { createTestApiKey, createTestTeam } from "../helpers/teams";
import { clickWithoutOpen, INVALID_QUERY, LINK_BLOG, LINK_SHOP, MIN, scriptedCampaign, T0 } from "./fixtures";
import { errorEnvelope } from "../auth/auth-client";

beforeAll(() => db.$queryRaw`SELECT 1`);

const iso = (ms: number) => new Date(T0 + ms).toISOString();
const NS_PER_MIN = 60 * 1e9;

describe("GET /analytics/campaign on the scripted event set", () => {
  it("gives exact figures in every field", async () => {
    const { campaign, token } = await scriptedCampaign();
    const response = await callRoute(
      campaignAnalytics,
      apiRequest(`/analytics/campaign?campaignId=${campaign.id}`, { token }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("x-ratelimit-limit")).toBe("100");

    // By hand: 5 sent (A..E), C bounced -> 4 delivered. Human opens: A x3, B x1, E x1 = 5 from 3
    // recipients. Human clicks: A shop, B shop, blog, shop = 4 from 2 recipients. D's proxy open and
    // scanner click only show in proxyOpens and scannerClicks. Rates are fractions of delivered.
    const delivered = 4;
    // 100 x (0.4 x 3/4 + 0.4 x 2/4 + 0.2 x 1/4 - 0.5 x 1/5 - 2 x 0/4) = 45
    const score = 100 * (0.4 * (3 / delivered) + 0.4 * (2 / delivered) + 0.2 * (1 / delivered) - 0.5 * (1 / 5));
    expect(await response.json()).toEqual({
      openCount: 5,
      uniqueOpens: 3,
      repeatOpens: 2,
      clickCount: 4,
      uniqueClicks: 2,
      repeatClicks: 2,
      bounceCount: 1,
      complaintCount: 0,
      openRate: 0.75,
      clickRate: 0.5,
      engagementScore: Math.round(score * 100) / 100,
      industryAvgOpenRate: 0.2133,
      industryAvgClickRate: 0.0262,
      // Sessions: A 10->15->17 min (7 min; the 180 min open is alone), B 60->66 min (6 min); E alone.
      averageReadTime: ((7 + 6) / 2) * NS_PER_MIN,
      // First opens after sentAt: A 10 min, B 60 min, E 1200 min.
      firstOpenTime: ((10 + 60 + 1200) / 3) * NS_PER_MIN,
      browserBreakdown: { "Mobile Safari": 3, Chrome: 2 },
      osBreakdown: { iOS: 3, Windows: 2 },
      deviceBreakdown: { mobile: 3, desktop: 2 },
      cityBreakdown: { "San Francisco": 3, Paris: 1, Unknown: 1 },
      regionBreakdown: { California: 3, "Île-de-France": 1, Unknown: 1 },
      geoBreakdown: { US: 3, FR: 1, Unknown: 1 },
      // New York is UTC-5 in November: 14:10Z, 14:15Z -> Monday 9h; 15:00Z -> 10h; 17:00Z -> 12h;
      // E at 10:00Z the next day -> Tuesday 5h.
      dayOfWeekBreakdown: { Monday: 4, Tuesday: 1 },
      hourlyBreakdown: { "9": 2, "10": 1, "12": 1, "5": 1 },
      dayHourBreakdown: [
        { day: "Monday", hour: 9, count: 2 },
        { day: "Monday", hour: 10, count: 1 },
        { day: "Monday", hour: 12, count: 1 },
        { day: "Tuesday", hour: 5, count: 1 },
      ],
      clickedLinks: [
        {
          url: LINK_SHOP,
          clickCount: 3,
          uniqueClicks: 2,
          clickRate: 0.5,
          // A 17-10 = 7 min, B 62-60 = 2 and 66-60 = 6 min.
          averageTimeToClick: ((7 + 2 + 6) / 3) * NS_PER_MIN,
          firstClickTime: iso(17 * MIN),
          lastClickTime: iso(66 * MIN),
          deviceBreakdown: { mobile: 1, desktop: 2 },
        },
        {
          url: LINK_BLOG,
          clickCount: 1,
          uniqueClicks: 1,
          clickRate: 0.25,
          averageTimeToClick: 5 * NS_PER_MIN,
          firstClickTime: iso(65 * MIN),
          lastClickTime: iso(65 * MIN),
          deviceBreakdown: { desktop: 1 },
        },
      ],
      timelineData: [
        {
          timestamp: iso(0),
          eventType: "bounce",
          count: 1,
          uniqueCount: 1,
          browser: null,
          country: null,
          deviceType: null,
        },
        {
          timestamp: iso(0),
          eventType: "click",
          count: 1,
          uniqueCount: 1,
          browser: "Mobile Safari",
          country: "US",
          deviceType: "mobile",
        },
        {
          timestamp: iso(0),
          eventType: "open",
          count: 2,
          uniqueCount: 1,
          browser: "Mobile Safari",
          country: "US",
          deviceType: "mobile",
        },
        {
          timestamp: iso(60 * MIN),
          eventType: "click",
          count: 3,
          uniqueCount: 1,
          browser: "Chrome",
          country: "FR",
          deviceType: "desktop",
        },
        {
          timestamp: iso(60 * MIN),
          eventType: "open",
          count: 1,
          uniqueCount: 1,
          browser: "Chrome",
          country: "FR",
          deviceType: "desktop",
        },
        {
          timestamp: iso(120 * MIN),
          eventType: "reply",
          count: 1,
          uniqueCount: 1,
          browser: null,
          country: null,
          deviceType: null,
        },
        {
          timestamp: iso(180 * MIN),
          eventType: "open",
          count: 1,
          uniqueCount: 1,
          browser: "Mobile Safari",
          country: "US",
          deviceType: "mobile",
        },
        {
          timestamp: iso(1200 * MIN),
          eventType: "open",
          count: 1,
          uniqueCount: 1,
          browser: "Chrome",
          country: null,
          deviceType: "desktop",
        },
      ],
      sentCount: 5,
      deliveredCount: 4,
      replyCount: 1,
      proxyOpens: 1,
      scannerClicks: 1,
      timezone: "America/New_York",
      complete: true,
      asOf: null,
    });
  });

  it("counts a human click without a recorded open as a unique opener, not as an open event", async () => {
    const scripted = await scriptedCampaign();
    const { campaign, token, emails } = scripted;
    // D's reader blocks images: no human open, but a human click on the shop link 40 min after sending.
    await clickWithoutOpen(scripted);
    const report = await (
      await callRoute(campaignAnalytics, apiRequest(`/analytics/campaign?campaignId=${campaign.id}`, { token }))
    ).json();
    // Openers A, B, E and now D = 4 of 4 delivered; open events still A x3, B, E = 5, from 3 recipients
    // with an open entry, so repeatOpens stays 5 - 3 = 2. Clickers A, B, D = 3; clicks 5.
    expect(report).toMatchObject({
      openCount: 5,
      uniqueOpens: 4,
      repeatOpens: 2,
      clickCount: 5,
      uniqueClicks: 3,
      repeatClicks: 2,
      openRate: 1,
      clickRate: 0.75,
      proxyOpens: 1,
      scannerClicks: 1,
    });
    const email = await (
      await callRoute(emailAnalytics, apiRequest(`/analytics/email?emailId=${emails.emailD.id}`, { token }))
    ).json();
    expect(email).toMatchObject({
      openCount: 0,
      uniqueOpens: 1,
      repeatOpens: 0,
      clickCount: 1,
      uniqueClicks: 1,
      openRate: 1,
      clickRate: 1,
      deviceBreakdown: {},
      firstOpenTime: 0,
    });
  });

  it("answers the same for /analytics/campaign/{id} and for an API key with analytics:read", async () => {
    const { campaign, token, team } = await scriptedCampaign();
    const canonical = await (
      await callRoute(campaignAnalytics, apiRequest(`/analytics/campaign?campaignId=${campaign.id}`, { token }))
    ).json();
    const byPath = await callRoute(campaignAnalyticsById, apiRequest(`/analytics/campaign/${campaign.id}`, { token }), {
      id: campaign.id,
    });
    expect(byPath.status).toBe(200);
    expect(await byPath.json()).toEqual(canonical);
    const key = await createTestApiKey(team.id, ["analytics:read"]);
    const viaKey = await callRoute(
      campaignAnalytics,
      apiRequest(`/analytics/campaign?campaignId=${campaign.id}`, { headers: { "x-api-key": key } }),
    );
    expect(viaKey.status).toBe(200);
    expect(await viaKey.json()).toEqual(canonical);
  });

  it("answers 404 for another team's campaign and an unknown id, without its data", async () => {
    const { campaign } = await scriptedCampaign("Owner Co");
    const { token: otherToken } = await createTestTeam("Other Co");
    for (const id of [campaign.id, "ck-unknown"]) {
      for (const response of [
        await callRoute(campaignAnalytics, apiRequest(`/analytics/campaign?campaignId=${id}`, { token: otherToken })),
        await callRoute(campaignAnalyticsById, apiRequest(`/analytics/campaign/${id}`, { token: otherToken }), { id }),
      ]) {
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual(errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Campaign not found"));
      }
    }
  });

  it("answers 400 when the campaign id is missing or empty", async () => {
    const { token } = await createTestTeam();
    for (const path of [
      "/analytics/campaign",
      "/analytics/campaign?campaignId=",
      "/analytics/campaign?campaignId=%20",
    ]) {
      const response = await callRoute(campaignAnalytics, apiRequest(path, { token }));
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual(INVALID_QUERY({ campaignId: "is required" }));
    }
  });

  it("needs a credential (401) and analytics:read (403)", async () => {
    const { campaign, team } = await scriptedCampaign();
    const anonymous = await callRoute(campaignAnalytics, apiRequest(`/analytics/campaign?campaignId=${campaign.id}`));
    expect(anonymous.status).toBe(401);
    const key = await createTestApiKey(team.id, ["campaigns:read"]);
    const response = await callRoute(
      campaignAnalytics,
      apiRequest(`/analytics/campaign?campaignId=${campaign.id}`, { headers: { "x-api-key": key } }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(
      errorEnvelope("forbidden", "INSUFFICIENT_PERMISSIONS", "Insufficient permissions for this resource"),
    );
  });
});

describe("GET /analytics/email", () => {
  it("gives one email's figures: B opened once, clicked three times, replied", async () => {
    const { emails, token } = await scriptedCampaign();
    const response = await callRoute(
      emailAnalytics,
      apiRequest(`/analytics/email?emailId=${emails.emailB.id}`, { token }),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      sentCount: 1,
      deliveredCount: 1,
      openCount: 1,
      uniqueOpens: 1,
      repeatOpens: 0,
      clickCount: 3,
      uniqueClicks: 1,
      repeatClicks: 2,
      replyCount: 1,
      openRate: 1,
      clickRate: 1,
      // 100 x (0.4 + 0.4 + 0.2) = 100
      engagementScore: 100,
      averageReadTime: 6 * NS_PER_MIN,
      firstOpenTime: 60 * NS_PER_MIN,
      proxyOpens: 0,
    });
    expect(body.clickedLinks.map((link: { url: string; clickCount: number }) => [link.url, link.clickCount])).toEqual([
      [LINK_SHOP, 2],
      [LINK_BLOG, 1],
    ]);
  });

  it("counts the bounced email as not delivered and the proxy-only email as unopened", async () => {
    const { emails, token } = await scriptedCampaign();
    const bounced = await (
      await callRoute(emailAnalytics, apiRequest(`/analytics/email?emailId=${emails.emailC.id}`, { token }))
    ).json();
    expect(bounced).toMatchObject({ sentCount: 1, deliveredCount: 0, bounceCount: 1, openRate: 0, engagementScore: 0 });
    const proxied = await (
      await callRoute(emailAnalytics, apiRequest(`/analytics/email?emailId=${emails.emailD.id}`, { token }))
    ).json();
    expect(proxied).toMatchObject({
      openCount: 0,
      uniqueOpens: 0,
      clickCount: 0,
      proxyOpens: 1,
      scannerClicks: 1,
      openRate: 0,
      firstOpenTime: 0,
      averageReadTime: 0,
    });
    expect(proxied.timelineData).toEqual([]);
  });

  it("answers 400 without emailId and 404 for another team's email", async () => {
    const { emails } = await scriptedCampaign("Owner Co");
    const { token } = await createTestTeam("Other Co");
    const missing = await callRoute(emailAnalytics, apiRequest("/analytics/email", { token }));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual(INVALID_QUERY({ emailId: "is required" }));
    const foreign = await callRoute(
      emailAnalytics,
      apiRequest(`/analytics/email?emailId=${emails.emailA.id}`, { token }),
    );
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual(errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Email not found"));
  });
});
