import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { handOnImportedContacts } from "@/lib/services/imports/hand-on-imported-contacts";
import { errorEnvelope } from "../auth/auth-client";
import {
  bulkCsv,
  getImport,
  postImportJson,
  postImportParts,
  runImportJob,
  storeCsv,
  teamWithList,
} from "../imports/import-client";
import { webhookBody, webhooks } from "../webhooks/webhook-client";
import { createActiveAutomation, edge, node } from "./fixtures";

// Imports start flows (issue 21): the contacts an import creates enter the list's list_joined
// automations and fire contact.created, in batches, exactly once each, after the import completed.
// Here without a worker, so the rows can be counted before anything moves them on; the run through
// the worker and a real webhook receiver is in import-flows.cases.ts.

const CONTACTS = 10_000;

async function flowOn(token: string, listId: string) {
  const trigger = node("TRIGGER", { kind: "list_joined", listId });
  const tag = node("UPDATE_CONTACT", { addTags: ["imported"] });
  return createActiveAutomation(token, {
    name: "Imported welcome",
    nodes: [trigger, tag],
    edges: [edge(trigger, tag)],
  });
}

describe("an import of 10,000 contacts", () => {
  it("hands every new contact on once: one run and one contact.created delivery each, even with two hand-offs at once and a repeat", async () => {
    const { team, token, list } = await teamWithList();
    // An address the list already holds is updated by the import: it is not new and enters nothing.
    await db.contact.create({ data: { teamId: team.id, listId: list.id, email: "user0@bulk.test" } });
    const automation = await flowOn(token, list.id);
    const hook = await webhooks.create(token, webhookBody("http://127.0.0.1:9/hooks", { events: ["contact.created"] }));
    expect(hook.status).toBe(201);

    const file = await storeCsv(team.id, bulkCsv(CONTACTS));
    const created = await postImportJson({ token }, { fileId: file.id, listId: list.id });
    expect(created.status).toBe(202);
    expect(created.body.triggerAutomations).toBe(true);
    expect(created.body).not.toHaveProperty("flowsCursor");
    await runImportJob(created.body.id);
    expect((await getImport({ token }, created.body.id)).body).toMatchObject({
      status: "COMPLETED",
      imported: CONTACTS - 1,
      updated: 1,
    });

    // Two hand-offs race (the queued job and a redelivery); then a third finds nothing left.
    const [first, second] = await Promise.all([
      handOnImportedContacts({ importId: created.body.id }),
      handOnImportedContacts({ importId: created.body.id }),
    ]);
    expect(first.contacts + second.contacts).toBe(CONTACTS - 1);
    expect(first.runs + second.runs).toBe(CONTACTS - 1);
    expect(await handOnImportedContacts({ importId: created.body.id })).toEqual({
      contacts: 0,
      runs: 0,
      deliveries: 0,
    });

    const runs = await db.automationRun.groupBy({
      by: ["contactId"],
      where: { automationId: automation.id },
      _count: { _all: true },
    });
    expect(runs).toHaveLength(CONTACTS - 1);
    expect(runs.every((group) => group._count._all === 1)).toBe(true);
    const old = await db.contact.findFirstOrThrow({ where: { listId: list.id, email: "user0@bulk.test" } });
    expect(runs.some((group) => group.contactId === old.id)).toBe(false);

    const deliveries = await db.delivery.findMany({
      where: { webhookId: hook.body.id },
      select: { event: true, payload: true },
    });
    expect(deliveries).toHaveLength(CONTACTS - 1);
    expect(deliveries.every((delivery) => delivery.event === "contact.created")).toBe(true);
    const emails = new Set(deliveries.map((delivery) => (delivery.payload as { data: { email: string } }).data.email));
    expect(emails.size).toBe(CONTACTS - 1);
    expect(emails.has("user9999@bulk.test")).toBe(true);
    expect(deliveries[0].payload).toMatchObject({
      type: "contact.created",
      data: { listId: list.id, importId: created.body.id, status: "ACTIVE" },
    });
    expect(await db.contactImport.findUniqueOrThrow({ where: { id: created.body.id } })).toMatchObject({
      flowsDoneAt: expect.any(Date),
    });

    // The queued jobs of these runs find the flow paused and leave them parked.
    await db.automation.update({ where: { id: automation.id }, data: { isActive: false } });
    await db.webhook.update({ where: { id: hook.body.id }, data: { isActive: false } });
  }, 240_000);
});

describe("the do-not-trigger-automations option", () => {
  it("imports without starting flows (contact.created still fires), by JSON and by multipart", async () => {
    const { team, token, list } = await teamWithList();
    const automation = await flowOn(token, list.id);
    const hook = await webhooks.create(token, webhookBody("http://127.0.0.1:9/hooks", { events: ["contact.created"] }));
    const file = await storeCsv(team.id, bulkCsv(3));
    const created = await postImportJson({ token }, { fileId: file.id, listId: list.id, triggerAutomations: false });
    expect(created).toMatchObject({ status: 202, body: { triggerAutomations: false } });
    await runImportJob(created.body.id);
    expect(await handOnImportedContacts({ importId: created.body.id })).toEqual({
      contacts: 3,
      runs: 0,
      deliveries: 3,
    });
    expect(await db.automationRun.count({ where: { automationId: automation.id } })).toBe(0);
    expect(await db.delivery.count({ where: { webhookId: hook.body.id } })).toBe(3);

    const upload = await postImportParts({ token }, [
      { field: "file", filename: "more.csv", contentType: "text/csv", body: Buffer.from(bulkCsv(2, { from: 10 })) },
      { field: "listId", body: list.id },
      { field: "triggerAutomations", body: "false" },
    ]);
    expect(upload).toMatchObject({ status: 202, body: { triggerAutomations: false } });
    await db.webhook.update({ where: { id: hook.body.id }, data: { isActive: false } });
  });

  it("refuses a triggerAutomations that is not a boolean", async () => {
    const { team, token, list } = await teamWithList();
    const file = await storeCsv(team.id, bulkCsv(1));
    const json = await postImportJson({ token }, { fileId: file.id, listId: list.id, triggerAutomations: "no" });
    expect({ status: json.status, body: json.body }).toEqual({
      status: 400,
      body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", {
        triggerAutomations: "must be true or false",
      }),
    });
    const form = await postImportParts({ token }, [
      { field: "file", filename: "x.csv", contentType: "text/csv", body: Buffer.from(bulkCsv(1)) },
      { field: "listId", body: list.id },
      { field: "triggerAutomations", body: "nope" },
    ]);
    expect({ status: form.status, body: form.body }).toEqual({
      status: 400,
      body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", {
        triggerAutomations: "must be true or false",
      }),
    });
  });
});
