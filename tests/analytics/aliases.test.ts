import { beforeAll, describe, expect, it } from "vitest";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { GET as audience } from "@/app/api/v1/analytics/audience/route";
import { GET as campaignAnalytics } from "@/app/api/v1/analytics/campaign/route";
import { GET as campaignAnalyticsById } from "@/app/api/v1/analytics/campaign/[id]/route";
import { GET as emailAnalytics } from "@/app/api/v1/analytics/email/route";
import { GET as heatmap } from "@/app/api/v1/analytics/heatmap/route";
import { GET as overview } from "@/app/api/v1/analytics/team/overview/route";
import type { RouteHandler } from "@/lib/api/with-api";
import { db } from "@/lib/db";
import nextConfig from "@/next.config";
import { apiRequest, callRoute } from "../helpers/http";
import { scriptedCampaign } from "./fixtures";

// docs/interface.md writes the analytics paths with an extra leading /api/v1. next.config.ts rewrites
// /api/v1/api/v1/:path* to /api/v1/:path* before routing, so the same handler answers. Tested in
// two steps: (1) the configured rewrite maps every doubled analytics path to the canonical one,
// query kept (Next.js applies rewrites with this same matcher); (2) the handler, given the doubled
// URL as the request URL (what it sees after the rewrite, as request.url may keep the original),
// answers exactly like the canonical request, rate-limit group included.

beforeAll(() => db.$queryRaw`SELECT 1`);

async function rewrite(pathname: string): Promise<string | null> {
  const rewrites = await nextConfig.rewrites!();
  const rules = Array.isArray(rewrites)
    ? rewrites
    : [...(rewrites.beforeFiles ?? []), ...(rewrites.afterFiles ?? []), ...(rewrites.fallback ?? [])];
  for (const rule of rules) {
    const params = getPathMatch(rule.source)(pathname);
    if (!params) continue;
    return rule.destination.replace(/:(\w+)\*?/g, (_match: string, name: string) => {
      const value = params[name];
      return Array.isArray(value) ? value.join("/") : String(value ?? "");
    });
  }
  return null;
}

describe("doubled-prefix analytics aliases", () => {
  it("the rewrite maps /api/v1/api/v1/analytics/... to /api/v1/analytics/...", async () => {
    for (const path of [
      "/analytics/campaign",
      "/analytics/campaign/ck123",
      "/analytics/email",
      "/analytics/team/overview",
      "/analytics/heatmap",
      "/analytics/audience",
    ]) {
      expect(await rewrite(`/api/v1/api/v1${path}`)).toBe(`/api/v1${path}`);
    }
    expect(await rewrite("/api/v1/analytics/campaign")).toBeNull();
  });

  it("every analytics handler answers the doubled path exactly like the canonical one", async () => {
    const { token, campaign, emails, list } = await scriptedCampaign();
    const cases: [RouteHandler, string, Record<string, string>][] = [
      [campaignAnalytics, `/analytics/campaign?campaignId=${campaign.id}`, {}],
      [campaignAnalyticsById, `/analytics/campaign/${campaign.id}`, { id: campaign.id }],
      [emailAnalytics, `/analytics/email?emailId=${emails.emailA.id}`, {}],
      [overview, "/analytics/team/overview", {}],
      [heatmap, `/analytics/heatmap?campaignId=${campaign.id}`, {}],
      [audience, `/analytics/audience?listId=${list.id}`, {}],
      [campaignAnalytics, "/analytics/campaign", {}],
    ];
    const strip = (body: Record<string, unknown>) => ({ ...body, periodEnd: undefined, timestamp: undefined });
    for (const [handler, path, params] of cases) {
      const canonical = await callRoute(handler, apiRequest(path, { token }), params);
      const doubled = await callRoute(handler, apiRequest(`/api/v1${path}`, { token }), params);
      expect(doubled.status, path).toBe(canonical.status);
      expect(doubled.headers.get("x-ratelimit-limit"), path).toBe("100");
      expect(strip(await doubled.json()), path).toEqual(strip(await canonical.json()));
    }
  });
});
