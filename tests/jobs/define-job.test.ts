import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineJob } from "@/jobs/define-job";
import { inngestDevMode } from "@/lib/jobs/inngest/inngest-client";
import { singletonJobId } from "@/lib/jobs/pg-boss/singleton-job-id";
import { findJob, getJob, jobDefinitions } from "@/jobs/registry";

const handler = async () => {};

describe("defineJob", () => {
  it("defaults the retry limit and freezes the definition", () => {
    const job = defineJob({ name: "send-campaign", payload: z.strictObject({ campaignId: z.string() }), handler });
    expect(job.retryLimit).toBe(3);
    expect(Object.isFrozen(job)).toBe(true);
  });

  it("refuses names that are not kebab-case and out-of-range retry limits", () => {
    expect(() => defineJob({ name: "SendCampaign", payload: z.strictObject({}), handler })).toThrow(/kebab-case/);
    expect(() => defineJob({ name: "a", payload: z.strictObject({}), retryLimit: 21, handler })).toThrow(/retryLimit/);
  });

  it("requires a cron job to accept the empty payload a schedule sends", () => {
    expect(() =>
      defineJob({
        name: "nightly-report",
        payload: z.strictObject({ teamId: z.string() }),
        cron: "0 1 * * *",
        handler,
      }),
    ).toThrow(/must accept \{\}/);
  });
});

describe("job registry", () => {
  it("finds registered jobs by name", () => {
    expect(jobDefinitions.map((job) => job.name)).toContain("cleanup-expired-tokens");
    expect(getJob("cleanup-expired-tokens").cron).toBe("0 3 * * *");
    expect(findJob("no-such-job")).toBeUndefined();
    expect(() => getJob("no-such-job")).toThrow(/Unknown job/);
  });
});

describe("driver settings", () => {
  it("reads INNGEST_DEV as the SDK documents it", () => {
    expect(inngestDevMode(undefined)).toEqual({ isDev: false });
    expect(inngestDevMode("0")).toEqual({ isDev: false });
    expect(inngestDevMode("1")).toEqual({ isDev: true });
    expect(inngestDevMode("true")).toEqual({ isDev: true });
    expect(inngestDevMode("http://localhost:8288")).toEqual({ isDev: true, baseUrl: "http://localhost:8288" });
    expect(() => inngestDevMode("yes please")).toThrow(/INNGEST_DEV/);
  });

  it("derives one stable UUID per job and singleton key", () => {
    const id = singletonJobId("cleanup-expired-tokens", "nightly");
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(singletonJobId("cleanup-expired-tokens", "nightly")).toBe(id);
    expect(singletonJobId("cleanup-expired-tokens", "weekly")).not.toBe(id);
    expect(singletonJobId("other-job", "nightly")).not.toBe(id);
  });
});
