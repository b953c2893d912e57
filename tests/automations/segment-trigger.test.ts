import { describe, expect, it } from "vitest";
import { enterSegmentAutomationsJob } from "@/jobs/enter-segment-automations";
import { db } from "@/lib/db";
import { advanceRun } from "@/lib/services/automations/engine/advance-run";
import { startSegmentRuns } from "@/lib/services/automations/engine/start-segment-runs";
import { contactFor } from "../emails/fixtures";
import { createTestTeam } from "../helpers/teams";
import { automations } from "./automation-client";
import { createActiveAutomation, edge, logger, node } from "./fixtures";

// Issue 20 part 1: the "enters segment" trigger. The periodic job compares the segment's contacts
// with the automation's snapshot: each contact enters once per entry (leaving and matching again is
// a new entry), repeats and two evaluations at once start nothing twice.

const runJob = () => enterSegmentAutomationsJob.handler({}, { jobId: "test", attempt: 1, logger });
const tag = (teamId: string, contactId: string, name = "vip") => db.tag.create({ data: { teamId, contactId, name } });
const runsFor = (automationId: string, contactId: string) =>
  db.automationRun.findMany({ where: { automationId, contactId } });

async function segmentFlow(settings: object = {}) {
  const { team, token } = await createTestTeam();
  const segment = await db.segment.create({
    data: { teamId: team.id, name: "VIPs", match: "all", rules: [{ field: "tag", op: "has", value: "vip" }] },
  });
  const trigger = node("TRIGGER", { kind: "segment_entered", segmentId: segment.id });
  const done = node("UPDATE_CONTACT", { addTags: ["welcomed"] });
  const automation = await createActiveAutomation(token, {
    name: "VIP welcome",
    nodes: [trigger, done],
    edges: [edge(trigger, done)],
    ...settings,
  });
  return { team, token, segment, automation };
}

// Generous: on the embedded database one connection serves every query of a busy machine.
describe("enters segment trigger", { timeout: 120_000 }, () => {
  it("starts nobody already in the segment, then each newcomer once, also when evaluated twice at once", async () => {
    const { team, automation } = await segmentFlow();
    const already = await contactFor(team.id);
    await tag(team.id, already.id);
    await runJob(); // the starting snapshot
    expect(await db.automationRun.count({ where: { automationId: automation.id } })).toBe(0);
    expect(await db.automationSegmentMember.count({ where: { automationId: automation.id } })).toBe(1);

    const newcomer = await contactFor(team.id);
    await tag(team.id, newcomer.id);
    const outsider = await contactFor(team.id);
    const started = await Promise.all([startSegmentRuns(), startSegmentRuns(), startSegmentRuns()]);
    expect(started.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    expect(await runsFor(automation.id, newcomer.id)).toHaveLength(1);
    expect(await runsFor(automation.id, already.id)).toHaveLength(0);
    expect(await runsFor(automation.id, outsider.id)).toHaveLength(0);
    const [run] = await runsFor(automation.id, newcomer.id);
    expect(run.context).toMatchObject({ trigger: "segment_entered" });

    await runJob();
    expect(await runsFor(automation.id, newcomer.id)).toHaveLength(1);
  });

  it("leaving the segment and matching again is a new entry (re-entry rules still apply)", async () => {
    const { team, token, automation } = await segmentFlow();
    await runJob();
    const contact = await contactFor(team.id);
    const vip = await tag(team.id, contact.id);
    await runJob();
    const [first] = await runsFor(automation.id, contact.id);
    await advanceRun(first.id);
    expect((await db.automationRun.findUniqueOrThrow({ where: { id: first.id } })).status).toBe("COMPLETED");

    await db.tag.delete({ where: { id: vip.id } });
    await runJob(); // left: out of the snapshot
    expect(
      await db.automationSegmentMember.count({ where: { automationId: automation.id, contactId: contact.id } }),
    ).toBe(0);
    await tag(team.id, contact.id);
    await runJob();
    expect(await runsFor(automation.id, contact.id)).toHaveLength(2);

    // With "never", a second entry into the segment starts nothing.
    await automations.update(token, automation.id, { reentry: "never" });
    for (const run of await db.automationRun.findMany({ where: { automationId: automation.id, status: "RUNNING" } }))
      await advanceRun(run.id);
    await db.tag.deleteMany({ where: { contactId: contact.id, name: "vip" } });
    await runJob();
    await tag(team.id, contact.id);
    await runJob();
    expect(await runsFor(automation.id, contact.id)).toHaveLength(2);
  });

  it("an unsubscribed contact does not enter; an inactive automation is not evaluated", async () => {
    const { team, token, automation } = await segmentFlow();
    await runJob();
    const gone = await contactFor(team.id, { status: "UNSUBSCRIBED" });
    await tag(team.id, gone.id);
    await runJob();
    expect(await runsFor(automation.id, gone.id)).toHaveLength(0);

    await automations.deactivate(token, automation.id);
    const later = await contactFor(team.id);
    await tag(team.id, later.id);
    await runJob();
    expect(await runsFor(automation.id, later.id)).toHaveLength(0);
    await automations.activate(token, automation.id);
    await runJob(); // it joined while the flow was off: it enters now
    expect(await runsFor(automation.id, later.id)).toHaveLength(1);
  });

  it("refuses another team's segment at save", async () => {
    const { token } = await createTestTeam();
    const other = await createTestTeam("Other");
    const foreign = await db.segment.create({
      data: { teamId: other.team.id, name: "Theirs", match: "all", rules: [] },
    });
    const answer = await automations.create(token, {
      name: "x",
      nodes: [node("TRIGGER", { kind: "segment_entered", segmentId: foreign.id })],
      edges: [],
    });
    expect(answer.status).toBe(422);
    expect(answer.body.details).toEqual({ "nodes.0.data.segmentId": "is not one of the team's segments" });
  });
});
