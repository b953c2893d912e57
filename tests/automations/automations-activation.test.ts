import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { errorEnvelope, unprocessable } from "../auth/auth-client";
import { createTestTeam } from "../helpers/teams";
import { automations } from "./automation-client";
import { edge, invalid, node, teamWithFlow } from "./fixtures";

// Automation drafts, activation's graph checks, entitlement and events through the route handlers (the
// CRUD and bad-input cases are in automations-crud.test.ts).

describe("drafts", () => {
  it("saves an unfinished draft as given, and activation names every node at fault with the exact reasons", async () => {
    const { token } = await createTestTeam();
    const trigger = node("TRIGGER", { kind: "birthday" });
    const send = node("SEND_EMAIL", { templateId: "" });
    const wait = node("DELAY", { mode: "duration", amount: -1, unit: "fortnights" });
    const hook = node("WEBHOOK", { url: "ftp://example.com" });
    const condition = node("CONDITION", { kind: "tag", tag: "vip" });
    const exit = node("EXIT", {});
    const body = {
      name: "Half built",
      nodes: [trigger, send, wait, hook, condition, exit],
      edges: [
        edge(trigger, send),
        edge(send, wait),
        edge(wait, hook),
        edge(hook, condition),
        { sourceId: condition.id, targetId: exit.id },
      ],
    };
    const created = await automations.create(token, body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const stored = Object.fromEntries(created.body.nodes.map((n: { id: string; data: unknown }) => [n.id, n.data]));
    expect(stored[wait.id]).toEqual({ mode: "duration", amount: -1, unit: "fortnights" });
    expect(stored[send.id]).toEqual({ templateId: "" });

    // Saving the draft again (the editor's Save draft) is fine too; it stays inactive.
    const resaved = await automations.update(token, created.body.id, { nodes: body.nodes, edges: body.edges });
    expect(resaved).toMatchObject({ status: 200, body: { isActive: false } });

    expect(await automations.activate(token, created.body.id)).toEqual({
      status: 422,
      body: unprocessable("The flow cannot run: fix 5 problems first", {
        [trigger.id]:
          "data.kind must be one of list_joined, tag_added, email_opened, link_clicked, email_replied, custom_event, date_anniversary, segment_entered",
        [send.id]: "data.templateId is required",
        [wait.id]:
          "data.amount must be an integer of at least 1; data.unit must be one of seconds, minutes, hours, days, weeks",
        [hook.id]: "data.url must be an http or https URL",
        [condition.id]: "needs a yes and a no edge; has an edge labelled neither yes nor no",
      }),
    });
    expect((await automations.get(token, created.body.id)).body.isActive).toBe(false);
  });

  it("refuses to save an unfinished graph over an active automation, naming the nodes", async () => {
    const { token } = await createTestTeam();
    const trigger = node("TRIGGER", { kind: "custom_event", name: "go" });
    const tag = node("UPDATE_CONTACT", { addTags: ["x"] });
    const created = await automations.create(token, {
      name: "Live",
      nodes: [trigger, tag],
      edges: [edge(trigger, tag)],
    });
    expect((await automations.activate(token, created.body.id)).status).toBe(200);
    const send = node("SEND_EMAIL", { templateId: "" });
    const broken = await automations.update(token, created.body.id, {
      nodes: [trigger, tag, send],
      edges: [edge(trigger, tag), edge(tag, send)],
    });
    expect(broken).toEqual({
      status: 422,
      body: unprocessable("The flow cannot run: fix 1 problem first", {
        [send.id]: "data.templateId is required",
      }),
    });
    expect((await automations.get(token, created.body.id)).body.nodes).toHaveLength(2);
  });
});

describe("activation", () => {
  it("activates a valid flow, and deactivates it", async () => {
    const { token, flow } = await teamWithFlow();
    const created = await automations.create(token, flow.body);
    const activated = await automations.activate(token, created.body.id);
    expect(activated).toMatchObject({ status: 200, body: { isActive: true } });
    const deactivated = await automations.deactivate(token, created.body.id);
    expect(deactivated).toMatchObject({ status: 200, body: { isActive: false } });
  });

  it("answers 422 naming the CONDITION without a no edge", async () => {
    const { token, flow } = await teamWithFlow();
    const { opened, reminder } = flow.nodes;
    const body = {
      ...flow.body,
      edges: flow.body.edges.filter((e) => !(e.sourceId === opened.id && e.targetId === reminder.id)),
    };
    const created = await automations.create(token, body);
    expect(await automations.activate(token, created.body.id)).toEqual({
      status: 422,
      body: unprocessable("The flow cannot run: fix 2 problems first", {
        [opened.id]: "needs a no edge",
        [reminder.id]: "is not connected to the trigger",
      }),
    });
    expect((await automations.get(token, created.body.id)).body.isActive).toBe(false);
  });

  it("answers 422 for two triggers, an orphan, a loop without a DELAY, and an EXIT with an edge out", async () => {
    const { token } = await createTestTeam();
    const t1 = node("TRIGGER", { kind: "custom_event", name: "a" });
    const t2 = node("TRIGGER", { kind: "custom_event", name: "b" });
    const a = node("UPDATE_CONTACT", { addTags: ["a"] });
    const b = node("UPDATE_CONTACT", { addTags: ["b"] });
    const orphan = node("EXIT", {});
    const exit = node("EXIT", {});
    const created = await automations.create(token, {
      name: "Broken",
      nodes: [t1, t2, a, b, orphan, exit],
      edges: [edge(t1, a), edge(a, b), edge(b, a), edge(t2, exit), edge(exit, a)],
    });
    expect(created.status).toBe(201);
    const response = await automations.activate(token, created.body.id);
    expect(response.status).toBe(422);
    expect(response.body.details).toEqual({
      [t1.id]: "only one TRIGGER node is allowed",
      [t2.id]: "only one TRIGGER node is allowed",
      [exit.id]: "EXIT ends the flow: it cannot have outgoing edges",
      [a.id]: "is in a loop without a DELAY",
      [b.id]: "is in a loop without a DELAY",
    });
    expect(Object.keys(response.body.details)).not.toContain(orphan.id); // orphans are judged from a single trigger
  });

  it("answers 422 with `nodes` for an empty graph or one without a trigger; a loop through a DELAY is fine", async () => {
    const { token } = await createTestTeam();
    const empty = await automations.create(token, { name: "Empty" });
    expect((await automations.activate(token, empty.body.id)).body.details).toEqual({
      nodes: "add a TRIGGER node and the steps that follow it",
    });
    const trigger = node("TRIGGER", { kind: "custom_event", name: "loop" });
    const tag = node("UPDATE_CONTACT", { addTags: ["x"] });
    const wait = node("DELAY", { mode: "duration", amount: 1, unit: "days" });
    const noTrigger = await automations.create(token, { name: "No trigger", nodes: [tag], edges: [] });
    expect((await automations.activate(token, noTrigger.body.id)).body.details).toEqual({
      nodes: "needs exactly one TRIGGER node",
    });
    const loop = await automations.create(token, {
      name: "Loop",
      nodes: [trigger, tag, wait],
      edges: [edge(trigger, tag), edge(tag, wait), edge(wait, tag)],
    });
    expect((await automations.activate(token, loop.body.id)).status).toBe(200);
    // Saving an invalid graph over an active automation is refused the same way.
    const broken = await automations.update(token, loop.body.id, {
      nodes: [trigger, tag],
      edges: [edge(trigger, tag), edge(tag, trigger)],
    });
    expect(broken.status).toBe(422);
    expect(broken.body.details).toMatchObject({
      [trigger.id]: "a TRIGGER cannot have incoming edges; is in a loop without a DELAY",
    });
  });
});

describe("entitlement and events", () => {
  it("answers 403 PLAN_FEATURE_DISABLED without the automation feature; existing flows stay readable", async () => {
    const { team, token } = await createTestTeam();
    const existing = (await automations.create(token, { name: "kept" })).body;
    const product = await db.product.create({
      data: {
        name: `No automation ${randomUUID()}`,
        price: 0,
        features: { create: [{ feature: "automation", enabled: false }] },
      },
    });
    await db.subscription.updateMany({ where: { team_id: team.id }, data: { product_id: product.id } });
    const forbidden = errorEnvelope(
      "forbidden",
      "PLAN_FEATURE_DISABLED",
      "Your plan does not include automation. Upgrade to use it.",
    );
    expect(await automations.create(token, { name: "x" })).toEqual({ status: 403, body: forbidden });
    const listed = await automations.list(token);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((row: { id: string }) => row.id)).toEqual([existing.id]);
  });

  it("answers 403 PLAN_LIMIT_REACHED at the plan's cap", async () => {
    const { team, token } = await createTestTeam();
    const product = await db.product.create({
      data: {
        name: `One automation ${randomUUID()}`,
        price: 0,
        features: { create: [{ feature: "automation", enabled: true, limit: 1 }] },
      },
    });
    await db.subscription.updateMany({ where: { team_id: team.id }, data: { product_id: product.id } });
    expect((await automations.create(token, { name: "first" })).status).toBe(201);
    expect(await automations.create(token, { name: "second" })).toEqual({
      status: 403,
      body: errorEnvelope(
        "forbidden",
        "PLAN_LIMIT_REACHED",
        `Your ${product.name} plan allows 1 automation item. Upgrade to add more.`,
        { feature: "automation", limit: 1, used: 1 },
      ),
    });
  });

  it("refuses an event without contactId or email, and answers 404 for an unknown contact", async () => {
    const { token } = await createTestTeam();
    expect(await automations.event(token, { name: "x" })).toEqual(invalid({ contactId: "give contactId or email" }));
    expect(await automations.event(token, { contactId: "nope", name: "x" })).toEqual({
      status: 404,
      body: errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Contact not found"),
    });
  });
});
