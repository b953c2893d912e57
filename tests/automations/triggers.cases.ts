import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PATCH as patchContactRoute } from "@/app/api/v1/contacts/[id]/route";
import { startWorker } from "@/jobs/drivers/pg-boss";
import { contactFor } from "../emails/fixtures";
import { apiRequest, callRoute } from "../helpers/http";
import { createTestTeam } from "../helpers/teams";
import { answer, automations } from "./automation-client";
import { createActiveAutomation, edge, node, settledRuns } from "./fixtures";

// A tag added through PATCH /contacts starts a tag_added flow, whose WEBHOOK node POSTs a payload
// signed like the team's webhooks (Standard Webhooks), verified here with the package's own class.

let receiver: Server;
let receiverUrl: string;
const received: { headers: Record<string, string>; body: string }[] = [];
const SECRET = "automation-hook-secret";

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        headers: request.headers as Record<string, string>,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  await startWorker({ pollingIntervalSeconds: 0.5 });
});
afterAll(() => new Promise((resolve) => receiver.close(resolve)));

describe("tag_added trigger and WEBHOOK node", () => {
  it("starts on a tag added by PATCH /contacts and posts a signed webhook", async () => {
    const { team, token } = await createTestTeam();
    const trigger = node("TRIGGER", { kind: "tag_added", tag: "VIP" });
    const hook = node("WEBHOOK", { url: receiverUrl, secret: SECRET });
    const tag = node("UPDATE_CONTACT", {
      addTags: ["notified"],
      fields: { company: "Hooked Inc", "metadata.tier": "gold" },
    });
    const exit = node("EXIT", {});
    const automation = await createActiveAutomation(token, {
      name: "VIP",
      nodes: [trigger, hook, tag, exit],
      edges: [edge(trigger, hook), edge(hook, tag), edge(tag, exit)],
    });
    expect(JSON.stringify(automation)).not.toContain(SECRET);

    // The step's secret is write-only: answers say one is stored, and saving the graph back as
    // answered (what the editor does) keeps it: the delivery below is verified with it.
    const shown = await automations.get(token, automation.id);
    expect(JSON.stringify(shown.body)).not.toContain(SECRET);
    expect(shown.body.nodes.find((item: { type: string }) => item.type === "WEBHOOK").data).toEqual({
      url: receiverUrl,
      hasSecret: true,
    });
    type Shown = {
      nodes: { id: string; type: string; data: unknown; positionX: number; positionY: number }[];
      edges: { sourceId: string; targetId: string; label: string | null; animated: boolean }[];
    };
    const { nodes, edges } = shown.body as Shown;
    const resaved = await automations.update(token, automation.id, {
      nodes: nodes.map(({ id, type, data, positionX, positionY }) => ({ id, type, data, positionX, positionY })),
      edges: edges.map(({ sourceId, targetId, label, animated }) => ({
        sourceId,
        targetId,
        animated,
        ...(label ? { label } : {}),
      })),
    });
    expect(resaved.status, JSON.stringify(resaved.body)).toBe(200);
    expect(JSON.stringify(resaved.body)).not.toContain(SECRET);
    const contact = await contactFor(team.id, { firstName: "Vera" });

    const patched = await callRoute(
      patchContactRoute,
      apiRequest(`/contacts/${contact.id}`, { method: "PATCH", token, json: { tags: ["vip"] } }),
      { id: contact.id },
    ).then(answer);
    expect(patched.status).toBe(200);
    const [run] = await settledRuns(automation.id, 1);
    expect(run.status).toBe("COMPLETED");

    const delivery = await vi.waitFor(
      () => received.find((item) => item.body.includes(contact.id)) ?? Promise.reject(new Error("no webhook")),
      { timeout: 5_000 },
    );
    const payload = new Webhook(new TextEncoder().encode(SECRET), { format: "raw" }).verify(
      delivery.body,
      delivery.headers,
    ) as { type: string; data: { contact: { email: string }; automation: { id: string } } };
    expect(payload).toMatchObject({
      type: "automation.webhook",
      data: { contact: { email: contact.email }, automation: { id: automation.id } },
    });
    const updated = await callRoute(
      patchContactRoute,
      apiRequest(`/contacts/${contact.id}`, { method: "PATCH", token, json: { firstName: "Vera" } }),
      { id: contact.id },
    ).then(answer);
    expect(updated.body).toMatchObject({ company: "Hooked Inc", metadata: { tier: "gold" } });
    expect(updated.body.tags.map((item: { name: string }) => item.name).sort()).toEqual(["notified", "vip"]);
    expect((run.history as { type: string; outcome: string }[]).map((step) => `${step.type}:${step.outcome}`)).toEqual([
      "TRIGGER:entered",
      "WEBHOOK:posted (HTTP 204)",
      "UPDATE_CONTACT:updated: +tags notified; fields company, metadata.tier",
      "EXIT:exited",
    ]);
  });
});
