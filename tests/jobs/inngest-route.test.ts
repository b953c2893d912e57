import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";

// lib/env reads the configuration once per module graph, so each case loads the route afresh.
async function loadRoute(settings: Record<string, string>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(settings)) vi.stubEnv(key, value);
  return import("@/app/api/inngest/route");
}

const request = () => new NextRequest("http://localhost:3000/api/inngest");

describe("/api/inngest", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("does not exist with the default pg-boss driver", async () => {
    const { GET, POST, PUT } = await loadRoute({ JOBS_DRIVER: "pgboss" });
    for (const handler of [GET, POST, PUT]) {
      const response = await handler(request(), {});
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({
        error: "not_found",
        message: "Inngest is not enabled (JOBS_DRIVER=pgboss)",
        code: "RESOURCE_NOT_FOUND",
      });
    }
  });

  it("serves the job functions with JOBS_DRIVER=inngest", async () => {
    const { GET } = await loadRoute({ JOBS_DRIVER: "inngest", INNGEST_DEV: "1" });
    const { jobDefinitions } = await import("@/jobs/registry");
    expect(jobDefinitions.length).toBeGreaterThan(0);
    const response = await GET(request(), {});
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ mode: "dev", function_count: jobDefinitions.length });
  });
});
