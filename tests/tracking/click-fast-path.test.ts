import { describe, expect, it } from "vitest";
import { GET as clickGet } from "@/app/api/v1/t/c/[token]/route";
import { clickToken, openToken } from "@/lib/tracking/tokens/tracking-tokens";
import { flushTracking } from "@/lib/services/tracking";
import { apiRequest, callRoute, uniqueIp } from "../helpers/http";
import { expectTrackingLimitRefused, useFastPathServer } from "./fast-path-server";
import { alter, DESKTOP_CHROME, trackedEmailFixture, trackingRows } from "./fixtures";
import { errorEnvelope } from "../auth/auth-client";

// Tracked links on the production server's fast path, beside the open pixel: the listener of
// lib/runtime/start.ts on a real socket, with a stand-in for Next.js that answers 418.

const fastPath = useFastPathServer();
const SHOP = "https://shop.example.com/sale?utm_source=news&x=1";

function click(path: string, { ip = uniqueIp(), method = "GET", userAgent = DESKTOP_CHROME } = {}) {
  return fetch(`${fastPath.base}${path}`, {
    method,
    redirect: "manual",
    headers: { "x-forwarded-for": ip, "user-agent": userAgent },
  });
}

const REDIRECT_HEADERS = ["location", "cache-control", "referrer-policy", "x-ratelimit-limit"];

describe("the production server's tracked-link fast path", () => {
  it("redirects exactly as the route does and records the enriched click with its URL", async () => {
    const { email, team } = await trackedEmailFixture("Fast Click Co");
    const token = clickToken(email.id, SHOP);
    const fast = await click(`/api/v1/t/c/${token}`, { ip: "81.2.69.160" });
    const viaRoute = await callRoute(
      clickGet,
      apiRequest(`/t/c/${token}`, { headers: { "user-agent": DESKTOP_CHROME } }),
      { token },
    );

    expect(fast.status).toBe(302);
    expect(viaRoute.status).toBe(302);
    for (const name of REDIRECT_HEADERS) expect(fast.headers.get(name), name).toBe(viaRoute.headers.get(name));
    expect(fast.headers.get("location")).toBe(SHOP);
    expect(fastPath.handedToNext).toEqual([]);

    await flushTracking();
    const rows = await trackingRows(email.id);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.ipAddress === "81.2.69.160")).toMatchObject({
      teamId: team.id,
      event: "click",
      url: SHOP,
      browser: "Chrome",
      deviceType: "desktop",
      country: "GB",
      city: "London",
      isAutomated: false,
    });
  });

  it("serves the doubled-prefix alias, ignores a query string, and flags HEAD probes", async () => {
    const { email } = await trackedEmailFixture("Alias Click Co");
    const token = clickToken(email.id, SHOP);
    expect((await click(`/api/v1/api/v1/t/c/${token}`)).status).toBe(302);
    expect((await click(`/api/v1/t/c/${token}?utm=x`)).status).toBe(302);
    const head = await click(`/api/v1/t/c/${token}`, { method: "HEAD" });
    expect(head.status).toBe(302);
    expect(head.headers.get("location")).toBe(SHOP);
    await flushTracking();
    const rows = await trackingRows(email.id);
    expect(rows.map((row) => row.isAutomated).sort()).toEqual([false, false, true]);
    expect(fastPath.handedToNext).toEqual([]);
  });

  it("answers 404 with the route's envelope for tampered, open-pixel and garbage tokens, and records nothing", async () => {
    const { email } = await trackedEmailFixture("Tampered Click Co");
    for (const token of [alter(clickToken(email.id, SHOP)), openToken(email.id), "garbage"]) {
      const fast = await click(`/api/v1/t/c/${token}`);
      const viaRoute = await callRoute(clickGet, apiRequest(`/t/c/${token}`), { token });
      expect(fast.status).toBe(404);
      expect(fast.headers.get("location")).toBeNull();
      expect(fast.headers.get("content-type")).toBe(viaRoute.headers.get("content-type"));
      const body = await fast.json();
      expect(body).toEqual(errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "This link is not valid"));
      expect({ ...(await viaRoute.json()), timestamp: "" }).toEqual({ ...body, timestamp: "" });
    }
    // A malformed escape is Next.js's to refuse; another method is its 405.
    expect((await click("/api/v1/t/c/%E0%A4%A")).status).toBe(418);
    expect((await fetch(`${fastPath.base}/api/v1/t/c/${clickToken(email.id, SHOP)}`, { method: "POST" })).status).toBe(
      418,
    );
    await flushTracking();
    expect(await trackingRows(email.id)).toHaveLength(0);
  });

  it("applies the tracking group's 1,000 requests a minute per address, as the route counts them, with the 429 envelope", async () => {
    const { email } = await trackedEmailFixture("Limited Click Co");
    const path = `/api/v1/t/c/${clickToken(email.id, SHOP)}`;
    const ip = uniqueIp();
    // 20 at a time, so that the thousand fit well inside the minute on a busy machine.
    for (let n = 0; n < 1000; n += 20) {
      const statuses = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const response = await click(path, { ip });
          await response.arrayBuffer();
          return response.status;
        }),
      );
      expect(statuses).toEqual(Array(20).fill(302));
    }
    const refused = await click(path, { ip });
    expect(refused.headers.get("location")).toBeNull();
    await expectTrackingLimitRefused(refused);
    // The pixel of the same address is counted apart (the limiter counts per route).
    expect((await click(`/api/v1/t/o/${openToken(email.id)}`, { ip })).status).toBe(200);
    await flushTracking();
    const rows = await trackingRows(email.id);
    expect(rows.filter((row) => row.event === "click")).toHaveLength(1000);
  }, 90_000);
});
