import { describe, expect, it } from "vitest";
import { GET as pixelGet } from "@/app/api/v1/t/o/[token]/route";
import { openToken } from "@/lib/tracking/tokens/tracking-tokens";
import { flushTracking } from "@/lib/services/tracking";
import { apiRequest, callRoute, uniqueIp } from "../helpers/http";
import { expectTrackingLimitRefused, useFastPathServer } from "./fast-path-server";
import { alter, DESKTOP_CHROME, trackedEmailFixture, trackingRows } from "./fixtures";

// The open pixel on the production server's fast path: the listener of lib/runtime/start.ts on a
// real socket (./fast-path-server.ts), beside tracked links (click-fast-path.test.ts).

const fastPath = useFastPathServer();

const PIXEL_HEADERS = ["content-type", "content-length", "cache-control", "pragma", "expires", "x-ratelimit-limit"];

function pixel(path: string, { ip = uniqueIp(), method = "GET", userAgent = DESKTOP_CHROME } = {}) {
  return fetch(`${fastPath.base}${path}`, { method, headers: { "x-forwarded-for": ip, "user-agent": userAgent } });
}

describe("the production server's open-pixel fast path", () => {
  it("answers exactly what the route answers and records the enriched open", async () => {
    const { email, team } = await trackedEmailFixture("Fast Pixel Co");
    const token = openToken(email.id);
    const fast = await pixel(`/api/v1/t/o/${token}`, { ip: "81.2.69.160" });
    const viaRoute = await callRoute(
      pixelGet,
      apiRequest(`/t/o/${token}`, { headers: { "user-agent": DESKTOP_CHROME } }),
      { token },
    );

    expect(fast.status).toBe(200);
    for (const name of PIXEL_HEADERS) expect(fast.headers.get(name), name).toBe(viaRoute.headers.get(name));
    expect(Buffer.from(await fast.arrayBuffer()).equals(Buffer.from(await viaRoute.arrayBuffer()))).toBe(true);
    expect(fastPath.handedToNext).toEqual([]);

    await flushTracking();
    const rows = await trackingRows(email.id);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.ipAddress === "81.2.69.160")).toMatchObject({
      teamId: team.id,
      event: "open",
      browser: "Chrome",
      os: "Windows",
      deviceType: "desktop",
      country: "GB",
      city: "London",
      isAutomated: false,
    });
  });

  it("serves docs/interface.md's doubled-prefix alias and ignores a query string", async () => {
    const { email } = await trackedEmailFixture("Alias Pixel Co");
    expect((await pixel(`/api/v1/api/v1/t/o/${openToken(email.id)}`)).status).toBe(200);
    expect((await pixel(`/api/v1/t/o/${openToken(email.id)}?utm=x`)).status).toBe(200);
    await flushTracking();
    expect(await trackingRows(email.id)).toHaveLength(2);
  });

  it("answers HEAD without a body and records it as automated", async () => {
    const { email } = await trackedEmailFixture("Head Pixel Co");
    const response = await pixel(`/api/v1/t/o/${openToken(email.id)}`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe("43");
    expect((await response.arrayBuffer()).byteLength).toBe(0);
    await flushTracking();
    expect(await trackingRows(email.id)).toMatchObject([{ event: "open", isAutomated: true }]);
  });

  it("answers the GIF to a tampered or garbage token and records nothing", async () => {
    const { email } = await trackedEmailFixture("Tampered Pixel Co");
    for (const token of [alter(openToken(email.id)), "garbage", "%E0%A4%A"]) {
      const response = await pixel(`/api/v1/t/o/${token}`);
      if (token.startsWith("%")) {
        // A malformed escape is Next.js's to refuse.
        expect(response.status).toBe(418);
        continue;
      }
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/gif");
    }
    await flushTracking();
    expect(await trackingRows(email.id)).toHaveLength(0);
  });

  it("hands every other request to Next.js", async () => {
    fastPath.handedToNext.length = 0;
    const { email } = await trackedEmailFixture("Other Paths Co");
    const token = openToken(email.id);
    await fetch(`${fastPath.base}/api/v1/health`);
    await fetch(`${fastPath.base}/api/v1/t/o/${token}`, { method: "POST" });
    await fetch(`${fastPath.base}/api/v1/t/c/${token}/extra`);
    await fetch(`${fastPath.base}/t/o/${token}`);
    await fetch(`${fastPath.base}/api/v1/t/o/${token}/extra`);
    expect(fastPath.handedToNext).toEqual([
      "GET /api/v1/health",
      `POST /api/v1/t/o/${token}`,
      `GET /api/v1/t/c/${token}/extra`,
      `GET /t/o/${token}`,
      `GET /api/v1/t/o/${token}/extra`,
    ]);
  });

  it("applies the tracking group's 1,000 requests a minute per address, with the 429 envelope", async () => {
    const { email } = await trackedEmailFixture("Limited Pixel Co");
    const path = `/api/v1/t/o/${openToken(email.id)}`;
    const ip = uniqueIp();
    for (let n = 0; n < 1000; n += 1) {
      const response = await pixel(path, { ip });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    const refused = await pixel(path, { ip });
    await expectTrackingLimitRefused(refused);
    await flushTracking();
    expect(await trackingRows(email.id)).toHaveLength(1000);
  }, 60_000);
});
