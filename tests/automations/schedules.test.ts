import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getBoss, stopWorker } from "@/jobs/drivers/pg-boss";
import { db } from "@/lib/db";
import { delayUntil } from "@/lib/services/automations/engine/delay-until";
import { startAnniversaryRuns } from "@/lib/services/automations/engine/start-anniversary-runs";
import { contactFor } from "../emails/fixtures";
import { createTestTeam } from "../helpers/teams";
import { createActiveAutomation, edge, node } from "./fixtures";

// Time-based parts of the engine: DELAY "until a weekday/time" in the team's timezone, and the
// date_anniversary trigger the scheduled sweep starts.

beforeAll(() => getBoss());
afterAll(() => stopWorker());

describe("DELAY until", () => {
  it("waits for the next allowed weekday at the time of day in the team's timezone", async () => {
    const { team } = await createTestTeam();
    await db.teamSettings.upsert({
      where: { teamId: team.id },
      create: { teamId: team.id, timezone: "Europe/Paris" },
      update: { timezone: "Europe/Paris" },
    });
    // Wednesday 2026-11-25 12:00 UTC (13:00 in Paris): next Monday 09:00 Paris = 08:00 UTC.
    const from = new Date("2026-11-25T12:00:00Z");
    expect(await delayUntil({ mode: "until", weekdays: [1], time: "09:00" }, team.id, from)).toEqual(
      new Date("2026-11-30T08:00:00Z"),
    );
    // Any day: later today when the time is still ahead, else tomorrow.
    expect(await delayUntil({ mode: "until", weekdays: [], time: "14:30" }, team.id, from)).toEqual(
      new Date("2026-11-25T13:30:00Z"),
    );
    expect(await delayUntil({ mode: "until", weekdays: [], time: "08:00" }, team.id, from)).toEqual(
      new Date("2026-11-26T07:00:00Z"),
    );
    expect(await delayUntil({ mode: "duration", amount: 2, unit: "hours" }, team.id, from)).toEqual(
      new Date("2026-11-25T14:00:00Z"),
    );
  });
});

describe("date_anniversary trigger", () => {
  it("starts a run for contacts whose date is today, once", async () => {
    const { team, token } = await createTestTeam();
    const trigger = node("TRIGGER", { kind: "date_anniversary", field: "metadata.birthday" });
    const exit = node("EXIT", {});
    const automation = await createActiveAutomation(token, {
      name: "Birthday",
      nodes: [trigger, exit],
      edges: [edge(trigger, exit)],
    });
    const now = new Date();
    const today = now.toISOString().slice(5, 10);
    const tomorrow = new Date(now.getTime() + 86_400_000).toISOString().slice(5, 10);
    const birthday = await contactFor(team.id, { metadata: { birthday: `1990-${today}` } });
    await contactFor(team.id, { metadata: { birthday: `1990-${tomorrow}` } });
    await contactFor(team.id, { metadata: { birthday: "someday" } });

    await startAnniversaryRuns(now);
    await startAnniversaryRuns(now);
    const runs = await db.automationRun.findMany({ where: { automationId: automation.id } });
    expect(runs.map((run) => run.contactId)).toEqual([birthday.id]);
  });
});
