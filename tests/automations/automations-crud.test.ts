import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { errorEnvelope } from "../auth/auth-client";
import { createTestTeam } from "../helpers/teams";
import { automations } from "./automation-client";
import { edge, listFor, node, templateFor, welcomeFlow } from "./fixtures";

// The /automations resource through its route handlers: the graph stored as docs/interface.md's tables,
// every bad input named by issue 10, activation's graph checks, entitlement and tenancy.

async function teamWithFlow() {
  const { team, token } = await createTestTeam();
  const list = await listFor(team.id);
  const welcome = await templateFor(team.id, { subject: "Welcome", html: "<p>Hi</p>" });
  const reminder = await templateFor(team.id, { subject: "Reminder", html: "<p>Again</p>" });
  const flow = welcomeFlow({ listId: list.id, welcomeTemplateId: welcome.id, reminderTemplateId: reminder.id });
  return { team, token, list, welcome, reminder, flow };
}

const invalid = (details: Record<string, string>, message = "Invalid body") => ({
  status: 400,
  body: errorEnvelope("validation_error", "VALIDATION_ERROR", message, details),
});

describe("automations CRUD", () => {
  it("stores nodes and edges as given (ids kept, data, positions, labels) and answers them", async () => {
    const { token, flow, list } = await teamWithFlow();
    const created = await automations.create(token, { ...flow.body, description: "New subscribers" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Welcome series",
      description: "New subscribers",
      isActive: false,
      isDeleted: false,
    });
    expect(created.body.nodes).toHaveLength(6);
    const stored = Object.fromEntries(created.body.nodes.map((n: { id: string }) => [n.id, n]));
    expect(stored[flow.nodes.trigger.id]).toMatchObject({
      type: "TRIGGER",
      data: { kind: "list_joined", listId: list.id },
      positionX: 0,
      positionY: 0,
      automationId: created.body.id,
    });
    expect(stored[flow.nodes.wait.id]).toMatchObject({
      type: "DELAY",
      data: { mode: "duration", amount: 2, unit: "seconds" },
    });
    expect(created.body.edges).toHaveLength(5);
    expect(created.body.edges).toContainEqual(
      expect.objectContaining({
        sourceId: flow.nodes.opened.id,
        targetId: flow.nodes.reminder.id,
        label: "no",
        animated: false,
      }),
    );
    expect(created.body).toMatchObject({
      runCounts: { RUNNING: 0, WAITING: 0, COMPLETED: 0, FAILED: 0, CANCELLED: 0 },
      nodeCounts: {},
    });

    // The rows are docs/interface.md's tables.
    const rows = await db.automationNodeEdge.findMany({ where: { automationId: created.body.id, isDeleted: false } });
    expect(rows.map((row) => row.label ?? "-").sort()).toEqual(["-", "-", "-", "no", "yes"]);

    const fetched = await automations.get(token, created.body.id);
    expect(fetched.status).toBe(200);
    expect(fetched.body.nodes).toEqual(created.body.nodes);

    const listed = await automations.list(token, "?q=welcome");
    expect(listed.body.pagination.total).toBe(1);
    expect(listed.body.data[0].nodes).toHaveLength(6);
  });

  it("accepts node data given as the UTF-8 bytes of its JSON (docs/interface.md's array of integer)", async () => {
    const { token } = await createTestTeam();
    const trigger = node("TRIGGER", [
      ...Buffer.from(JSON.stringify({ kind: "custom_event", name: "signup" })),
    ] as unknown as object);
    const created = await automations.create(token, { name: "Bytes", nodes: [trigger], edges: [] });
    expect(created.status).toBe(201);
    expect(created.body.nodes[0].data).toEqual({ kind: "custom_event", name: "signup" });
  });

  it("replaces the graph on PATCH, keeping the ids of nodes it keeps; removed nodes and old edges go", async () => {
    const { token, flow } = await teamWithFlow();
    const created = await automations.create(token, flow.body);
    const { trigger, welcome } = flow.nodes;
    const exit = node("EXIT", {}, { x: 10, y: 240 });
    const updated = await automations.update(token, created.body.id, {
      name: "Shorter",
      nodes: [{ ...trigger, positionX: 50 }, welcome, exit],
      edges: [edge(trigger, welcome), { ...edge(welcome, exit), animated: true }],
    });
    expect(updated.status).toBe(200);
    expect(updated.body.name).toBe("Shorter");
    expect(updated.body.nodes.map((n: { id: string }) => n.id).sort()).toEqual(
      [trigger.id, welcome.id, exit.id].sort(),
    );
    expect(updated.body.nodes.find((n: { id: string }) => n.id === trigger.id).positionX).toBe(50);
    expect(updated.body.edges).toHaveLength(2);
    expect(updated.body.edges).toContainEqual(
      expect.objectContaining({ sourceId: welcome.id, targetId: exit.id, animated: true }),
    );

    // PUT is PATCH; another team's automation is 404; DELETE is soft.
    expect((await automations.put(token, created.body.id, { name: "Put" })).body.name).toBe("Put");
    const stranger = await createTestTeam();
    expect(await automations.get(stranger.token, created.body.id)).toEqual({
      status: 404,
      body: errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Automation not found"),
    });
    const removed = await automations.remove(token, created.body.id);
    expect(removed.body).toMatchObject({ id: created.body.id, isDeleted: true });
    expect((await automations.get(token, created.body.id)).status).toBe(404);
  });

  it("keeps a second automation's client ids apart: an id held by another automation is replaced", async () => {
    const { token } = await createTestTeam();
    const shared = { ...node("TRIGGER", { kind: "custom_event", name: "x" }), id: `shared-${randomUUID()}` };
    const first = await automations.create(token, { name: "One", nodes: [shared], edges: [] });
    const second = await automations.create(token, { name: "Two", nodes: [shared], edges: [] });
    expect(first.body.nodes[0].id).toBe(shared.id);
    expect(second.status).toBe(201);
    expect(second.body.nodes[0].id).not.toBe(shared.id);
  });
});

describe("bad input", () => {
  it("refuses an unknown node type", async () => {
    const { token } = await createTestTeam();
    const response = await automations.create(token, {
      name: "Bad",
      nodes: [{ id: "a", type: "SEND_SMS", data: {} }],
      edges: [],
    });
    expect(response).toEqual(
      invalid({
        "nodes.0.type":
          "must be one of TRIGGER, SEND_EMAIL, EMAIL_WRITER, DELAY, CONDITION, UPDATE_CONTACT, WEBHOOK, EXIT, WAIT_FOR_EVENT",
      }),
    );
  });

  it("refuses an edge to a node that is not in nodes", async () => {
    const { token } = await createTestTeam();
    const trigger = node("TRIGGER", { kind: "custom_event", name: "x" });
    const response = await automations.create(token, {
      name: "Bad",
      nodes: [trigger],
      edges: [{ sourceId: trigger.id, targetId: "ghost" }],
    });
    expect(response).toEqual(invalid({ "edges.0.targetId": "must be the id of a node in nodes" }));
  });

  it("refuses a graph whose ids clash or whose edges name missing nodes, and node data that is not an object", async () => {
    const { token } = await createTestTeam();
    const trigger = node("TRIGGER", { kind: "custom_event", name: "x" });
    const twice = await automations.create(token, { name: "Bad", nodes: [trigger, { ...trigger }], edges: [] });
    expect(twice).toEqual(invalid({ "nodes.1.id": "is used by another node" }));
    const notObject = await automations.create(token, {
      name: "Bad",
      nodes: [{ ...trigger, data: "list_joined" }],
      edges: [],
    });
    expect(notObject).toEqual(invalid({ "nodes.0.data": "must be a JSON object" }));
    const nodesOnly = await automations.create(token, { name: "Bad", nodes: [node("EXIT", {})] });
    expect(nodesOnly.status).toBe(201); // edges default to [] on create
    const patchNodesOnly = await automations.update(token, nodesOnly.body.id, { nodes: [node("EXIT", {})] });
    expect(patchNodesOnly).toEqual(invalid({ edges: "is required with nodes: the graph is saved as a whole" }));
  });
  it("answers 422 for ids in node data that are not the team's", async () => {
    const { token } = await createTestTeam();
    const other = await createTestTeam();
    const foreign = await templateFor(other.team.id, { subject: "Theirs", html: "<p>x</p>" });
    const response = await automations.create(token, {
      name: "Bad",
      nodes: [node("SEND_EMAIL", { templateId: foreign.id })],
      edges: [],
    });
    expect(response).toEqual({
      status: 422,
      body: errorEnvelope(
        "unprocessable_entity",
        "UNPROCESSABLE",
        "Some nodes refer to resources the team does not have",
        { "nodes.0.data.templateId": "is not one of the team's templates" },
      ),
    });
  });
});

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
      body: errorEnvelope("unprocessable_entity", "UNPROCESSABLE", "The flow cannot run: fix 5 problems first", {
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
      body: errorEnvelope("unprocessable_entity", "UNPROCESSABLE", "The flow cannot run: fix 1 problem first", {
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
      body: errorEnvelope("unprocessable_entity", "UNPROCESSABLE", "The flow cannot run: fix 2 problems first", {
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
