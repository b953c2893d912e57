import { InngestTestEngine, mockCtx } from "@inngest/test";
import { describe, expect, it, vi } from "vitest";
import { advanceAutomationRunJob } from "@/jobs/advance-automation-run";
import { inngestFunctions } from "@/jobs/drivers/inngest";
import { db } from "@/lib/db";
import { recordAutomationEvent } from "@/lib/services/automations/record-automation-event";
import { RUN_WOKEN_EVENT } from "@/lib/services/automations/engine/run-woken-event";
import { contactFor } from "../emails/fixtures";
import { createTestTeam } from "../helpers/teams";
import { automations } from "./automation-client";
import { createActiveAutomation, edge, node } from "./fixtures";

// Issue 21 part 6: under JOBS_DRIVER=inngest a run is one Inngest function that waits with
// step.sleep (a DELAY of a duration), step.sleepUntil (a DELAY until a time) and step.waitForEvent
// (a WAIT_FOR_EVENT), run here by @inngest/test against the test database. The mocked waits stand
// for time passing: each moves the run's due time into the past, as the clock would.

const runFunction = inngestFunctions.find((fn) => fn.id() === advanceAutomationRunJob.name)!;

/** custom_event `start` -> DELAY -> wait for `demo_booked` (2 days) -> yes: tag booked / no: tag silent. */
async function waitingFlow(delay: object) {
  const { team, token } = await createTestTeam();
  const contact = await contactFor(team.id);
  const trigger = node("TRIGGER", { kind: "custom_event", name: "start" });
  const pause = node("DELAY", delay);
  const wait = node("WAIT_FOR_EVENT", {
    event: "custom_event",
    name: "demo_booked",
    timeout: { amount: 2, unit: "days" },
  });
  const [booked, silent] = [
    node("UPDATE_CONTACT", { addTags: ["booked"] }),
    node("UPDATE_CONTACT", { addTags: ["silent"] }),
  ];
  const automation = await createActiveAutomation(token, {
    name: "Demo follow-up",
    nodes: [trigger, pause, wait, booked, silent],
    edges: [edge(trigger, pause), edge(pause, wait), edge(wait, booked, "yes"), edge(wait, silent, "no")],
  });
  expect((await automations.event(token, { contactId: contact.id, name: "start" })).body.runsStarted).toBe(1);
  const run = await db.automationRun.findFirstOrThrow({ where: { automationId: automation.id } });
  return { team, contact, run };
}

/** The clock passes the run's due time (a delay's end, a wait's timeout). */
const timePasses = (runId: string) =>
  db.automationRun.update({ where: { id: runId }, data: { nextRunAt: new Date(Date.now() - 1000) } });
const tagsOf = async (contactId: string) => (await db.tag.findMany({ where: { contactId } })).map((tag) => tag.name);

/**
 * The function as @inngest/test runs it, the sleeps mocked as steps. The wait's answer is given
 * through transformCtx: @inngest/test 1.0.0 hands a mocked waitForEvent's data to inngest 4.24 as a
 * promise, which the SDK then validates as an event and refuses ("Event not found in triggers").
 */
function engineFor(
  runId: string,
  steps: { id: string; handler: () => unknown }[],
  waitAnswer: () => Promise<unknown> = async () => null,
) {
  return new InngestTestEngine({
    function: runFunction,
    events: [{ name: "sendwell/advance-automation-run", data: { runId } }],
    steps,
    transformCtx: (raw) => {
      const ctx = mockCtx(raw);
      return { ...ctx, step: { ...ctx.step, waitForEvent: vi.fn(waitAnswer) } } as typeof ctx;
    },
  });
}

describe("automation runs under Inngest", { timeout: 120_000 }, () => {
  it("sleeps a duration with step.sleep and waits for the event with step.waitForEvent", async () => {
    const { team, contact, run } = await waitingFlow({ mode: "duration", amount: 5, unit: "minutes" });
    const engine = engineFor(
      run.id,
      [{ id: "sleep-0", handler: () => timePasses(run.id).then(() => undefined) }],
      async () => {
        // The event arrives while the function waits: it sets eventAt (and would send the wake-up event).
        await recordAutomationEvent({ teamId: team.id, contactId: contact.id, name: "demo_booked" });
        return { name: RUN_WOKEN_EVENT, data: { runId: run.id } };
      },
    );
    const { result, error, ctx } = await engine.execute();
    expect(error).toBeUndefined();
    expect(result).toEqual({ outcome: "done" });
    expect(ctx.step.sleep).toHaveBeenCalledWith("sleep-0", 5 * 60_000);
    expect(ctx.step.waitForEvent).toHaveBeenCalledWith("wait-1", {
      event: RUN_WOKEN_EVENT,
      timeout: expect.any(Date),
      if: `async.data.runId == "${run.id}"`,
    });
    const timeout = (ctx.step.waitForEvent as unknown as { mock: { calls: [string, { timeout: Date }][] } }).mock
      .calls[0][1].timeout;
    expect(timeout.getTime() - Date.now()).toBeGreaterThan(2 * 86_400_000 - 120_000);
    expect(ctx.step.sleepUntil).not.toHaveBeenCalled();
    // No pg-boss-style delayed jobs: the waits were the function's own.
    expect(await db.automationRun.findUniqueOrThrow({ where: { id: run.id } })).toMatchObject({ status: "COMPLETED" });
    expect(await tagsOf(contact.id)).toEqual(["booked"]);
  });

  it("sleeps until a time of day with step.sleepUntil, and takes the no branch when the wait times out", async () => {
    const { contact, run } = await waitingFlow({ mode: "until", weekdays: [], time: "09:00" });
    // No event before the timeout: waitForEvent answers null.
    const engine = engineFor(run.id, [{ id: "sleep-0", handler: () => timePasses(run.id).then(() => undefined) }], () =>
      timePasses(run.id).then(() => null),
    );
    const { result, error, ctx } = await engine.execute();
    expect(error).toBeUndefined();
    expect(result).toEqual({ outcome: "done" });
    expect(ctx.step.sleepUntil).toHaveBeenCalledWith("sleep-0", expect.any(Date));
    const until = (ctx.step.sleepUntil as unknown as { mock: { calls: [string, Date][] } }).mock.calls[0][1];
    expect(until.getUTCHours()).toBe(9); // the test team's time zone is UTC
    expect(ctx.step.sleep).not.toHaveBeenCalled();
    expect(await tagsOf(contact.id)).toEqual(["silent"]);
    const history = (await db.automationRun.findUniqueOrThrow({ where: { id: run.id } })).history as {
      type: string;
      outcome: string;
    }[];
    expect(history.map((step) => step.type)).toEqual([
      "TRIGGER",
      "DELAY",
      "DELAY",
      "WAIT_FOR_EVENT",
      "WAIT_FOR_EVENT",
      "UPDATE_CONTACT",
      "UPDATE_CONTACT",
    ]);
    expect(history[4].outcome).toBe("timed out");
  });

  it("runs the sweep from its cron trigger, and a run already ended does nothing", async () => {
    const sweep = await new InngestTestEngine({
      function: runFunction,
      events: [{ name: "inngest/scheduled.timer", data: { cron: "TZ=UTC */5 * * * *" } }],
    }).execute();
    expect(sweep.error).toBeUndefined();
    expect(sweep.ctx.step.run).toHaveBeenCalledWith("advance-automation-run", expect.any(Function));

    const { run } = await waitingFlow({ mode: "duration", amount: 1, unit: "hours" });
    await db.automationRun.update({ where: { id: run.id }, data: { status: "CANCELLED", completedAt: new Date() } });
    const { result, ctx } = await engineFor(run.id, []).execute();
    expect(result).toEqual({ outcome: "gone" });
    expect(ctx.step.sleep).not.toHaveBeenCalled();
  });
});
