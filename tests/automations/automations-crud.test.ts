import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { errorEnvelope, unprocessable } from "../auth/auth-client";
import { createTestTeam } from "../helpers/teams";
import { automations } from "./automation-client";
import { edge, invalid, node, teamWithFlow, templateFor } from "./fixtures";

// The /automations resource through its route handlers: the graph stored as docs/interface.md's tables and
// every bad input named by issue 10 (drafts, activation's graph checks, entitlement and events are in
// automations-activation.test.ts).

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
      body: unprocessable("Some nodes refer to resources the team does not have", {
        "nodes.0.data.templateId": "is not one of the team's templates",
      }),
    });
  });
});
