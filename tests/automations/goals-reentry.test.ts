import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { advanceRun } from "@/lib/services/automations/engine/advance-run";
import { updateContact } from "@/lib/services/contacts/update-contact";
import { errorEnvelope } from "../auth/auth-client";
import { contactFor } from "../emails/fixtures";
import { createTestTeam } from "../helpers/teams";
import { automations } from "./automation-client";
import { createActiveAutomation, edge, node } from "./fixtures";

// Issue 21 part 2: a flow-level goal ends live runs as soon as it is met (waiting ones included,
// counted per node), and re-entry rules (never, after N days, always) hold when triggers fire,
// also when they fire at once. Runs are stepped by calling the engine directly (no worker): each
// case decides exactly when a run moves.

const runsOf = (automationId: string, contactId?: string) =>
  db.automationRun.findMany({
    where: { automationId, ...(contactId ? { contactId } : {}) },
    orderBy: { createdAt: "asc" },
  });
const lastOutcome = (run: { history: unknown }) => (run.history as { outcome: string }[]).at(-1)?.outcome;

/** custom_event `start` -> DELAY 1 day -> tag `reminded`, with the given flow settings. */
function delayFlow(settings: object) {
  const trigger = node("TRIGGER", { kind: "custom_event", name: "start" });
  const delay = node("DELAY", { mode: "duration", amount: 1, unit: "days" });
  const tag = node("UPDATE_CONTACT", { addTags: ["reminded"] });
  return {
    delay,
    body: {
      name: "Nurture",
      nodes: [trigger, delay, tag],
      edges: [edge(trigger, delay), edge(delay, tag)],
      ...settings,
    },
  };
}

/** custom_event `start` -> tag `done`: a run ends as soon as it is stepped. */
function shortFlow(settings: object) {
  const trigger = node("TRIGGER", { kind: "custom_event", name: "start" });
  const tag = node("UPDATE_CONTACT", { addTags: ["done"] });
  return { name: "Short", nodes: [trigger, tag], edges: [edge(trigger, tag)], ...settings };
}

async function startFor(token: string, contactId: string) {
  const answer = await automations.event(token, { contactId, name: "start" });
  expect(answer.status).toBe(202);
  return answer.body.runsStarted as number;
}

async function finishRuns(automationId: string) {
  for (const run of await db.automationRun.findMany({
    where: { automationId, status: { in: ["RUNNING", "WAITING"] } },
  }))
    await advanceRun(run.id);
}

// Generous: on the embedded database one connection serves every query of a busy machine.
describe("flow goals", { timeout: 120_000 }, () => {
  it("a tag goal ends a run waiting at a delay at once, counted as reached goal at that step", async () => {
    const { team, token } = await createTestTeam();
    const contact = await contactFor(team.id);
    const flow = delayFlow({ goal: { kind: "tag_added", tag: "customer" } });
    const automation = await createActiveAutomation(token, flow.body);
    expect(automation).toMatchObject({
      goal: { kind: "tag_added", tag: "customer" },
      reentry: "always",
      reentryDays: null,
    });
    expect(await startFor(token, contact.id)).toBe(1);
    const [run] = await runsOf(automation.id);
    expect(await advanceRun(run.id)).toBe("waiting");

    await updateContact({ teamId: team.id, id: contact.id, tags: [{ name: "Customer", value: null }] });
    const [ended] = await runsOf(automation.id);
    expect(ended).toMatchObject({ status: "GOAL_REACHED", currentNodeId: flow.delay.id, nextRunAt: null });
    expect(ended.completedAt).not.toBeNull();
    expect(lastOutcome(ended)).toBe("goal reached: tagged customer");
    // The delay's job, when it comes, finds nothing to do: no tag `reminded`.
    expect(await advanceRun(run.id)).toBe("gone");
    expect(await db.tag.count({ where: { contactId: contact.id, name: "reminded" } })).toBe(0);

    const read = await automations.get(token, automation.id);
    expect(read.body.runCounts).toMatchObject({ GOAL_REACHED: 1, WAITING: 0 });
    expect(read.body.nodeStats[flow.delay.id]).toMatchObject({
      entered: 1,
      waiting: 0,
      goalReached: 1,
      completed: 0,
      exited: 0,
    });
  });

  it("a custom-event goal ends a run waiting for another event; other contacts' runs go on", async () => {
    const { team, token } = await createTestTeam();
    const [buyer, other] = [await contactFor(team.id), await contactFor(team.id)];
    const trigger = node("TRIGGER", { kind: "custom_event", name: "start" });
    const wait = node("WAIT_FOR_EVENT", {
      event: "custom_event",
      name: "demo_booked",
      timeout: { amount: 3, unit: "days" },
    });
    const [booked, silent] = [node("EXIT", {}), node("EXIT", {})];
    const automation = await createActiveAutomation(token, {
      name: "Demo",
      nodes: [trigger, wait, booked, silent],
      edges: [edge(trigger, wait), edge(wait, booked, "yes"), edge(wait, silent, "no")],
      goal: { kind: "custom_event", name: "purchase" },
    });
    for (const contact of [buyer, other]) {
      await startFor(token, contact.id);
      const [run] = await runsOf(automation.id, contact.id);
      expect(await advanceRun(run.id)).toBe("waiting");
    }
    expect((await automations.event(token, { contactId: buyer.id, name: "purchase" })).status).toBe(202);
    expect((await runsOf(automation.id, buyer.id))[0]).toMatchObject({ status: "GOAL_REACHED", waitKey: null });
    expect((await runsOf(automation.id, other.id))[0]).toMatchObject({
      status: "WAITING",
      waitKey: "custom:demo_booked",
    });
  });

  it("a field goal ends runs when the contact is updated, and a contact meeting it already leaves at its first step", async () => {
    const { team, token } = await createTestTeam();
    const [lead, customer] = [await contactFor(team.id), await contactFor(team.id, { company: "Acme" })];
    await db.contact.update({ where: { id: customer.id }, data: { metadata: { stage: "Customer" } } });
    const flow = delayFlow({ goal: { kind: "field_equals", field: "metadata.stage", value: "customer" } });
    const automation = await createActiveAutomation(token, flow.body);
    await startFor(token, lead.id);
    await startFor(token, customer.id);
    const [leadRun] = await runsOf(automation.id, lead.id);
    const [customerRun] = await runsOf(automation.id, customer.id);
    expect(await advanceRun(leadRun.id)).toBe("waiting");
    expect(await advanceRun(customerRun.id)).toBe("done");
    expect((await runsOf(automation.id, customer.id))[0]).toMatchObject({
      status: "GOAL_REACHED",
      currentNodeId: automation.nodes[0].id,
    });

    await updateContact({ teamId: team.id, id: lead.id, metadata: { stage: "customer" } });
    // contact.updated is published without waiting on it (publish-contact-event.ts).
    await vi.waitFor(async () => expect((await runsOf(automation.id, lead.id))[0].status).toBe("GOAL_REACHED"), {
      timeout: 10_000,
    });
  });

  it("refuses a bad goal or re-entry rule with 400 and the field at fault", async () => {
    const { token } = await createTestTeam();
    const bad = (details: Record<string, string>) => ({
      status: 400,
      body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", details),
    });
    expect(await automations.create(token, shortFlow({ goal: { kind: "opened" } }))).toEqual(
      bad({ "goal.kind": "must be one of tag_added, custom_event, field_equals" }),
    );
    expect(
      await automations.create(token, shortFlow({ goal: { kind: "field_equals", field: "shoeSize", value: "x" } })),
    ).toEqual(bad({ "goal.field": expect.stringContaining("must be one of") }));
    expect(await automations.create(token, shortFlow({ reentry: "sometimes" }))).toEqual(
      bad({ reentry: "must be one of always, never, after_days" }),
    );
    expect(await automations.create(token, shortFlow({ reentry: "after_days" }))).toEqual(
      bad({ reentryDays: "is required when reentry is after_days" }),
    );
    expect(await automations.create(token, shortFlow({ reentry: "after_days", reentryDays: 0 }))).toEqual(
      bad({ reentryDays: "must be an integer from 1 to 3650" }),
    );

    const created = await automations.create(token, shortFlow({}));
    expect(await automations.update(token, created.body.id, { reentry: "after_days" })).toEqual({
      status: 400,
      body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", {
        reentryDays: "is required when reentry is after_days",
      }),
    });
    const updated = await automations.update(token, created.body.id, {
      reentry: "after_days",
      reentryDays: 30,
      goal: { kind: "tag_added", tag: "customer" },
    });
    expect(updated.body).toMatchObject({
      reentry: "after_days",
      reentryDays: 30,
      goal: { kind: "tag_added", tag: "customer" },
    });
    const cleared = await automations.update(token, created.body.id, { reentry: "never", goal: null });
    expect(cleared.body).toMatchObject({ reentry: "never", reentryDays: null, goal: null });
  });
});

describe("re-entry rules", { timeout: 120_000 }, () => {
  it("never: one run per contact, ever, also with ten triggers at once", async () => {
    const { team, token } = await createTestTeam();
    const contact = await contactFor(team.id);
    const automation = await createActiveAutomation(token, shortFlow({ reentry: "never" }));
    const started = await Promise.all(Array.from({ length: 10 }, () => startFor(token, contact.id)));
    expect(started.reduce((sum, count) => sum + count, 0)).toBe(1);
    await finishRuns(automation.id);
    expect((await runsOf(automation.id))[0].status).toBe("COMPLETED");
    const again = await Promise.all(Array.from({ length: 10 }, () => startFor(token, contact.id)));
    expect(again.reduce((sum, count) => sum + count, 0)).toBe(0);
    expect(await runsOf(automation.id)).toHaveLength(1);
  });

  it("after N days: refused inside the window, one entry at once when it has passed", async () => {
    const { team, token } = await createTestTeam();
    const contact = await contactFor(team.id);
    const automation = await createActiveAutomation(token, shortFlow({ reentry: "after_days", reentryDays: 7 }));
    expect(await startFor(token, contact.id)).toBe(1);
    await finishRuns(automation.id);
    expect(await startFor(token, contact.id)).toBe(0);

    // Eight days later (the entry moved back), ten triggers at once: one run.
    await db.automationEntry.update({
      where: { automationId_contactId: { automationId: automation.id, contactId: contact.id } },
      data: { lastEnteredAt: new Date(Date.now() - 8 * 86_400_000) },
    });
    const started = await Promise.all(Array.from({ length: 10 }, () => startFor(token, contact.id)));
    expect(started.reduce((sum, count) => sum + count, 0)).toBe(1);
    await finishRuns(automation.id);
    expect(await startFor(token, contact.id)).toBe(0);
    expect(
      await db.automationEntry.findUniqueOrThrow({
        where: { automationId_contactId: { automationId: automation.id, contactId: contact.id } },
      }),
    ).toMatchObject({ entries: 2 });
  });

  it("always: again once the last run has ended, never two live runs, also at once", async () => {
    const { team, token } = await createTestTeam();
    const contact = await contactFor(team.id);
    const automation = await createActiveAutomation(token, shortFlow({ reentry: "always" }));
    const started = await Promise.all(Array.from({ length: 10 }, () => startFor(token, contact.id)));
    expect(started.reduce((sum, count) => sum + count, 0)).toBe(1);
    await finishRuns(automation.id);
    expect(await startFor(token, contact.id)).toBe(1);
    await finishRuns(automation.id);
    expect((await runsOf(automation.id)).map((run) => run.status)).toEqual(["COMPLETED", "COMPLETED"]);
  });
});
