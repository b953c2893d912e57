import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import * as raw from "@/lib/analytics/email-analytics-sql";
import * as rolled from "@/lib/analytics/rollup/read-rollups";
import { flushTracking, recordHit } from "@/lib/services/tracking";
import { drainSpool } from "@/lib/tracking/record/drain-spool";
import { spoolLine } from "@/lib/tracking/record/hit-spool";
import { closeTrackingSpool, openTrackingSpool } from "@/lib/tracking/record/recorder";
import { storeHits } from "@/lib/tracking/record/store-hits";
import { DESKTOP_CHROME, trackedEmailFixture, trackingRows } from "./fixtures";

// The tracking spool (lib/tracking/record/hit-spool.ts) on either database: a hit is answerable
// once its line is on disk, and what a dead process left is stored once however often it is
// drained (tracking-crash.test.ts in tests/ops kills a real server).

const dir = mkdtempSync(path.join(tmpdir(), "sendwell-spool-unit-"));
const lines = () =>
  readdirSync(dir).flatMap((name) => readFileSync(path.join(dir, name), "utf8").split("\n").filter(Boolean));
const hitOf = (emailId: string, at: Date) =>
  ({
    emailId,
    event: "open",
    timestamp: at,
    userAgent: DESKTOP_CHROME,
    ip: "81.2.69.7",
    method: "GET",
    fromHit: true,
  }) as const;

afterAll(() => closeTrackingSpool());

describe("the tracking spool", () => {
  it("settles a hit once its line is written, with the id its row gets", async () => {
    const { email } = await trackedEmailFixture("Spooled Co");
    openTrackingSpool(dir);
    const hit = hitOf(email.id, new Date());
    const recorded = recordHit(hit);
    expect(recorded).toBeInstanceOf(Promise);
    await recorded;
    const written = lines().map((line) => JSON.parse(line) as { id: string; emailId: string });
    expect(written).toEqual([expect.objectContaining({ emailId: email.id })]);
    await flushTracking();
    const rows = await trackingRows(email.id);
    expect(rows.map((row) => row.id)).toEqual([written[0].id]);
  });

  it("stores a dead process's leftovers once, however often drained, and folds each once", async () => {
    const { team, email } = await trackedEmailFixture("Leftover Co");
    const left = mkdtempSync(path.join(tmpdir(), "sendwell-spool-left-"));
    const at = new Date(Date.now() - 60_000);
    const hits = [0, 1, 2].map((n) => ({ ...hitOf(email.id, new Date(at.getTime() + n)), id: crypto.randomUUID() }));
    // The first was committed before the crash; a line cut short by it was never answered.
    await storeHits([hits[0]]);
    const file = path.join(left, `${process.pid}-1-00000000.log`);
    writeFileSync(file, `${hits.map(spoolLine).join("")}{"id":"cut`);
    const store = async (batch: Parameters<typeof storeHits>[0]) => void (await storeHits(batch));

    expect(await drainSpool(left, store)).toBe(3);
    expect(readdirSync(left)).toEqual([]);
    writeFileSync(file, hits.map(spoolLine).join(""));
    expect(await drainSpool(left, store)).toBe(3);

    const rows = await trackingRows(email.id);
    expect(rows.map((row) => row.id).sort()).toEqual(hits.map((hit) => hit.id).sort());
    const scope = { teamId: team.id, emailId: email.id };
    expect({ ...(await rolled.eventCounts(scope)) }).toEqual({ ...(await raw.eventCounts(scope)) });
    const counts = await raw.eventCounts(scope);
    expect(counts.openCount + counts.proxyOpens).toBe(3);
  });

  it("leaves a live process's segments alone", async () => {
    const live = mkdtempSync(path.join(tmpdir(), "sendwell-spool-live-"));
    // The parent of this worker is alive and is not this process.
    writeFileSync(path.join(live, `${process.ppid}-1-00000000.log`), "");
    expect(await drainSpool(live, async () => undefined)).toBe(0);
    expect(readdirSync(live)).toHaveLength(1);
  });
});
