import { beforeAll, describe, expect, it } from "vitest";
import { GET as clickGet, HEAD as clickHead } from "@/app/api/v1/t/c/[token]/route";
import { GET as pixelGet, HEAD as pixelHead } from "@/app/api/v1/t/o/[token]/route";
import { db } from "@/lib/db";
import { clickToken, openToken } from "@/lib/tracking/tokens/tracking-tokens";
import { flushTracking, pendingTrackingHits } from "@/lib/services/tracking";
import { MAX_USER_AGENT_LENGTH } from "@/lib/tracking/enrich/user-agent";
import { apiRequest, callRoute } from "../helpers/http";
import { alter, DESKTOP_CHROME, GMAIL_PROXY, IPHONE_SAFARI, trackedEmailFixture, trackingRows } from "./fixtures";

beforeAll(() => db.$queryRaw`SELECT 1`);

type HitOptions = { userAgent?: string; ip?: string; method?: string };

function hit(
  handler: typeof pixelGet,
  kind: "o" | "c",
  token: string,
  { userAgent, ip, method = "GET" }: HitOptions = {},
) {
  const headers: Record<string, string> = {};
  if (userAgent !== undefined) headers["user-agent"] = userAgent;
  return callRoute(handler, apiRequest(`/t/${kind}/${token}`, { method, headers, ip }), { token });
}
const open = (token: string, options?: HitOptions) =>
  hit(options?.method === "HEAD" ? pixelHead : pixelGet, "o", token, options);
const click = (token: string, options?: HitOptions) =>
  hit(options?.method === "HEAD" ? clickHead : clickGet, "c", token, options);

const GIF_43 = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");

async function expectPixel(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/gif");
  expect(response.headers.get("cache-control")).toBe("no-store, no-cache, must-revalidate, private");
  expect(response.headers.get("pragma")).toBe("no-cache");
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.length).toBe(43);
  expect(bytes.equals(GIF_43)).toBe(true);
  expect(bytes.subarray(0, 6).toString("latin1")).toBe("GIF89a");
}

describe("GET /t/o/{token}", () => {
  it("answers the 43-byte GIF with no-cache headers and records an enriched open for iPhone Safari", async () => {
    const { email, team, contact } = await trackedEmailFixture();
    const response = await open(openToken(email.id), { userAgent: IPHONE_SAFARI, ip: "8.8.8.8" });
    await expectPixel(response);
    expect(response.headers.get("x-ratelimit-limit")).toBe("1000");
    await flushTracking();
    const rows = await trackingRows(email.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      teamId: team.id,
      emailId: email.id,
      contactId: contact.id,
      campaignId: null,
      event: "open",
      browser: "Mobile Safari",
      os: "iOS",
      deviceType: "mobile",
      ipAddress: "8.8.8.8",
      userAgent: IPHONE_SAFARI,
      url: null,
      isAutomated: false,
    });
    // DB-IP Lite places Google's resolver in the US (checked only when the shipped database says so).
    expect(rows[0].country).toBe("US");
  });

  it("records a desktop Chrome open and places a London address in GB", async () => {
    const { email } = await trackedEmailFixture();
    await open(openToken(email.id), { userAgent: DESKTOP_CHROME, ip: "81.2.69.160" });
    await flushTracking();
    const [row] = await trackingRows(email.id);
    expect(row).toMatchObject({
      browser: "Chrome",
      os: "Windows",
      deviceType: "desktop",
      ipAddress: "81.2.69.160",
      country: "GB",
      isAutomated: false,
    });
    expect(row.city).toBe("London");
    expect(row.region).toBe("England");
  });

  it("flags Apple Mail Privacy Protection (bare Mozilla/5.0 or Apple's 17/8) and Gmail's image proxy", async () => {
    const { email } = await trackedEmailFixture();
    await open(openToken(email.id), { userAgent: "Mozilla/5.0", ip: "8.8.4.4" });
    await open(openToken(email.id), { userAgent: IPHONE_SAFARI, ip: "17.58.100.1" });
    await open(openToken(email.id), { userAgent: GMAIL_PROXY, ip: "66.249.84.1" });
    await open(openToken(email.id), { userAgent: DESKTOP_CHROME, ip: "8.8.4.4" });
    await flushTracking();
    const rows = await trackingRows(email.id);
    expect(rows.map((row) => [row.userAgent, row.isAutomated])).toEqual([
      ["Mozilla/5.0", true],
      [IPHONE_SAFARI, true],
      [GMAIL_PROXY, true],
      [DESKTOP_CHROME, false],
    ]);
    expect(rows.map((row) => row.metadata)).toEqual([
      { automatedReason: "apple-mpp" },
      { automatedReason: "apple-mpp" },
      { automatedReason: "image-proxy" },
      null,
    ]);
  });

  it("answers the GIF for garbage, altered and empty tokens and records nothing", async () => {
    const { email } = await trackedEmailFixture();
    for (const token of [
      "garbage",
      alter(openToken(email.id)),
      "x".repeat(5000),
      clickToken(email.id, "https://example.com"),
      "%00",
    ]) {
      await expectPixel(await open(token, { userAgent: DESKTOP_CHROME }));
    }
    // The two shaped like tokens wait for the writer, which checks their signatures; the rest never queue.
    expect(pendingTrackingHits()).toBe(2);
    await flushTracking();
    expect(pendingTrackingHits()).toBe(0);
    expect(await trackingRows(email.id)).toHaveLength(0);
  });

  it("records nothing for a genuine token whose email does not exist", async () => {
    await expectPixel(await open(openToken("ck-no-such-email"), { userAgent: DESKTOP_CHROME }));
    await flushTracking();
    expect(await db.emailTracking.count({ where: { emailId: "ck-no-such-email" } })).toBe(0);
  });

  it("truncates a huge user agent, ignores invalid X-Forwarded-For addresses and flags HEAD", async () => {
    const { email } = await trackedEmailFixture();
    const huge = `${DESKTOP_CHROME} ${"A".repeat(100_000)}`;
    await expectPixel(await open(openToken(email.id), { userAgent: huge, ip: "999.1.1.1" }));
    await expectPixel(await open(openToken(email.id), { userAgent: DESKTOP_CHROME, ip: "not-an-ip, 8.8.8.8" }));
    const head = await open(openToken(email.id), { userAgent: DESKTOP_CHROME, method: "HEAD", ip: "8.8.8.8" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("image/gif");
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    await flushTracking();
    const rows = await trackingRows(email.id);
    expect(rows).toHaveLength(3);
    expect(rows[0].userAgent).toHaveLength(MAX_USER_AGENT_LENGTH);
    expect(rows[0]).toMatchObject({
      browser: "Chrome",
      deviceType: "desktop",
      ipAddress: null,
      country: null,
      city: null,
      isAutomated: false,
    });
    expect(rows[1]).toMatchObject({ ipAddress: null, country: null, isAutomated: false });
    expect(rows[2]).toMatchObject({ isAutomated: true, metadata: { automatedReason: "head-request" } });
  });

  it("absorbs a burst: 1,200 concurrent hits all answered, then all stored in batches", async () => {
    const { email } = await trackedEmailFixture();
    const token = openToken(email.id);
    const responses = await Promise.all(
      Array.from({ length: 1200 }, (_, i) =>
        open(token, { userAgent: DESKTOP_CHROME, ip: `8.8.${i % 200}.${i % 250}` }),
      ),
    );
    expect(responses.every((response) => response.status === 200)).toBe(true);
    await flushTracking();
    expect(await db.emailTracking.count({ where: { emailId: email.id } })).toBe(1200);
  });
});

describe("GET /t/c/{token}", () => {
  it("redirects 302 to the exact original URL and records the click with it", async () => {
    const { email } = await trackedEmailFixture();
    const url = "https://shop.example.com/sale?utm_source=mail&x=%20a#top";
    const response = await click(clickToken(email.id, url), { userAgent: IPHONE_SAFARI, ip: "8.8.8.8" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(url);
    await flushTracking();
    const rows = await trackingRows(email.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ event: "click", url, deviceType: "mobile", country: "US", isAutomated: false });
  });

  it("answers 404 (never a redirect) for tampered or foreign tokens and records nothing", async () => {
    const { email } = await trackedEmailFixture();
    const genuine = clickToken(email.id, "https://example.com/a");
    const [, mac] = genuine.split(".");
    const swapped = `${Buffer.from(JSON.stringify([email.id, "https://evil.example"])).toString("base64url")}.${mac}`;
    for (const token of ["garbage", alter(genuine), swapped, openToken(email.id), "x".repeat(5000)]) {
      const response = await click(token, { userAgent: DESKTOP_CHROME });
      expect(response.status).toBe(404);
      expect(response.headers.get("location")).toBeNull();
      const body = await response.json();
      expect(body).toMatchObject({ error: "not_found", code: "RESOURCE_NOT_FOUND", message: "This link is not valid" });
    }
    await flushTracking();
    expect(await trackingRows(email.id)).toHaveLength(0);
  });

  it("flags HEAD probes, scanner agents and clicks within 2 seconds of sending", async () => {
    const { email } = await trackedEmailFixture();
    const token = clickToken(email.id, "https://example.com/b");
    const head = await click(token, { userAgent: DESKTOP_CHROME, method: "HEAD" });
    expect(head.status).toBe(302);
    expect(head.headers.get("location")).toBe("https://example.com/b");
    await click(token, { userAgent: "Mozilla/5.0 (compatible; Barracuda Sentinel)" });
    await click(token, { userAgent: "" });
    await click(token, { userAgent: DESKTOP_CHROME });
    const fresh = await db.email.create({
      data: {
        teamId: email.teamId,
        from: "a@acme.test",
        to: "b@example.com",
        subject: "s",
        body: "b",
        status: "SENT",
        sentAt: new Date(),
      },
    });
    await click(clickToken(fresh.id, "https://example.com/c"), { userAgent: DESKTOP_CHROME });
    await flushTracking();
    const rows = await trackingRows(email.id);
    expect(rows.map((row) => [row.isAutomated, row.metadata])).toEqual([
      [true, { automatedReason: "head-request" }],
      [true, { automatedReason: "scanner" }],
      [true, { automatedReason: "no-user-agent" }],
      [false, null],
    ]);
    const [early] = await trackingRows(fresh.id);
    expect(early).toMatchObject({ isAutomated: true, metadata: { automatedReason: "click-on-delivery" } });
  });
});
