import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { errorEnvelope, unprocessable } from "../auth/auth-client";
import { contactFor } from "../emails/fixtures";
import { createTestTeam } from "../helpers/teams";
import { automations } from "./automation-client";
import { createActiveAutomation, edge, node, templateFor } from "./fixtures";

// Issue 21 part 5: "test with a contact" (POST /automations/{id}/test) answers each step's decision
// for one contact without sending, writing or queueing anything.

/**
 * trigger -> vip? -- yes -> send Welcome VIP
 *                 -- no  -> delay 2 days -> tag nudged -> nudged? -- yes -> wait for click (3 days)
 */
async function branchingFlow(teamId: string, settings: object = {}) {
  const template = await templateFor(teamId, { subject: "Welcome", html: "<p>Hi</p>" });
  await db.template.update({ where: { id: template.id }, data: { name: "Welcome VIP" } });
  const trigger = node("TRIGGER", { kind: "custom_event", name: "start" });
  const vip = node("CONDITION", { kind: "tag", tag: "vip", operator: "has" });
  const send = node("SEND_EMAIL", { templateId: template.id, subject: "Hello VIP" });
  const delay = node("DELAY", { mode: "duration", amount: 2, unit: "days" });
  const tag = node("UPDATE_CONTACT", { addTags: ["nudged"], fields: { company: "Acme" } });
  const nudged = node("CONDITION", { kind: "field", field: "company", operator: "equals", value: "acme" });
  const wait = node("WAIT_FOR_EVENT", { event: "link_clicked", email: "any", timeout: { amount: 3, unit: "days" } });
  const [end1, end2, end3] = [node("EXIT", {}), node("EXIT", {}), node("EXIT", {})];
  return {
    nodes: { trigger, vip, send, delay, tag, nudged, wait },
    body: {
      name: "Branches",
      nodes: [trigger, vip, send, delay, tag, nudged, wait, end1, end2, end3],
      edges: [
        edge(trigger, vip),
        edge(vip, send, "yes"),
        edge(vip, delay, "no"),
        edge(delay, tag),
        edge(tag, nudged),
        edge(nudged, wait, "yes"),
        edge(nudged, end1, "no"),
        edge(wait, end2, "yes"),
        edge(wait, end3, "no"),
      ],
      ...settings,
    },
  };
}

const decisions = (steps: { type: string; decision: string }[]) => steps.map((step) => `${step.type}:${step.decision}`);

// Generous: on the embedded database one connection serves every query of a busy machine.
describe("POST /automations/{id}/test", { timeout: 120_000 }, () => {
  it("walks each branch with its reasons and changes nothing", async () => {
    const { team, token } = await createTestTeam();
    const flow = await branchingFlow(team.id);
    const automation = await createActiveAutomation(token, flow.body);
    const vip = await contactFor(team.id, { firstName: "Vera" });
    await db.tag.create({ data: { teamId: team.id, contactId: vip.id, name: "VIP" } });
    const plain = await contactFor(team.id);

    const forVip = await automations.test(token, automation.id, { contactId: vip.id });
    expect(forVip.status).toBe(200);
    expect(forVip.body).toMatchObject({ contactId: vip.id, outcome: "completed" });
    expect(decisions(forVip.body.steps)).toEqual(["TRIGGER:enter", "CONDITION:yes", "SEND_EMAIL:send"]);
    expect(forVip.body.steps[1]).toMatchObject({
      label: "yes",
      detail: "the contact has the tag “vip”; the rule is has",
    });
    expect(forVip.body.steps[2].detail).toBe(
      `would send “Welcome VIP” with the subject “Hello VIP” to ${vip.email}; then the flow ends`,
    );

    const forPlain = await automations.test(token, automation.id, { contactId: plain.id });
    expect(forPlain.body.outcome).toBe("waits");
    expect(decisions(forPlain.body.steps)).toEqual([
      "TRIGGER:enter",
      "CONDITION:no",
      "DELAY:wait",
      "UPDATE_CONTACT:update",
      "CONDITION:yes",
      "WAIT_FOR_EVENT:wait",
    ]);
    expect(forPlain.body.steps[2].detail).toMatch(/^waits 2 days, until \d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
    expect(forPlain.body.steps[3].detail).toBe("would update the contact: adds tags nudged; sets company to “Acme”");
    // The condition sees the update the flow would have made.
    expect(forPlain.body.steps[4].detail).toBe("company is “Acme”; the rule is equals “acme”");
    expect(forPlain.body.steps[5].detail).toContain("would wait for the contact to click any email for up to 3 days");

    // A dry run: no run, no email, no tag, no field written.
    expect(await db.automationRun.count({ where: { automationId: automation.id } })).toBe(0);
    expect(await db.email.count({ where: { teamId: team.id } })).toBe(0);
    expect(await db.tag.count({ where: { contactId: plain.id } })).toBe(0);
    expect((await db.contact.findUniqueOrThrow({ where: { id: plain.id } })).company).toBeNull();
    expect(await db.automationEntry.count({ where: { automationId: automation.id } })).toBe(0);
  });

  it("says where the goal would end the run and why an entry would be refused", async () => {
    const { team, token } = await createTestTeam();
    const flow = await branchingFlow(team.id, { goal: { kind: "tag_added", tag: "nudged" }, reentry: "never" });
    const automation = await createActiveAutomation(token, flow.body);
    const contact = await contactFor(team.id);
    const walk = await automations.test(token, automation.id, { contactId: contact.id });
    expect(walk.body.outcome).toBe("goal_reached");
    expect(decisions(walk.body.steps)).toEqual([
      "TRIGGER:enter",
      "CONDITION:no",
      "DELAY:wait",
      "UPDATE_CONTACT:update",
      "CONDITION:goal reached",
    ]);
    expect(walk.body.steps.at(-1).detail).toBe(
      "the contact meets the flow's goal (tagged nudged): the run would end here",
    );

    await db.automationEntry.create({
      data: { automationId: automation.id, contactId: contact.id, lastEnteredAt: new Date("2026-01-02T10:00:00Z") },
    });
    const refused = await automations.test(token, automation.id, { contactId: contact.id });
    expect(refused.body).toEqual({
      contactId: contact.id,
      outcome: "refused",
      steps: [
        {
          nodeId: flow.nodes.trigger.id,
          type: "TRIGGER",
          decision: "refused",
          label: null,
          detail: "would not enter: the contact entered on 2026-01-02 and this flow is entered once per contact",
        },
      ],
    });
    const gone = await contactFor(team.id, { status: "UNSUBSCRIBED" });
    expect((await automations.test(token, automation.id, { contactId: gone.id })).body.steps[0].detail).toBe(
      "would not enter: the contact is unsubscribed: only active contacts enter flows",
    );
  });

  it("answers 400, 404 and 422 for what it cannot test", async () => {
    const { team, token } = await createTestTeam();
    const other = await createTestTeam("Other");
    const draft = await automations.create(token, { name: "Empty" });
    const contact = await contactFor(team.id);
    const foreign = await contactFor(other.team.id);
    expect(await automations.test(token, draft.body.id, {})).toEqual({
      status: 400,
      body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", { contactId: "is required" }),
    });
    expect(await automations.test(token, draft.body.id, { contactId: foreign.id })).toEqual({
      status: 404,
      body: errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Contact not found"),
    });
    expect(await automations.test(other.token, draft.body.id, { contactId: foreign.id })).toEqual({
      status: 404,
      body: errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Automation not found"),
    });
    expect(await automations.test(token, draft.body.id, { contactId: contact.id })).toEqual({
      status: 422,
      body: unprocessable("The flow has no trigger to start from", {
        nodes: "needs a TRIGGER",
      }),
    });
    // A draft step not set up yet is named, not run.
    const trigger = node("TRIGGER", { kind: "custom_event", name: "start" });
    const send = node("SEND_EMAIL", {});
    const unfinished = await automations.create(token, {
      name: "Unfinished",
      nodes: [trigger, send],
      edges: [edge(trigger, send)],
    });
    const walk = await automations.test(token, unfinished.body.id, { contactId: contact.id });
    expect(walk.body).toMatchObject({
      outcome: "invalid",
      steps: [
        { decision: "enter" },
        { type: "SEND_EMAIL", decision: "invalid", detail: "the step is not set up: templateId is required" },
      ],
    });
  });
});
