import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { enqueueMany } from "@/lib/jobs";
import { contactInclude, toContactDto, type ContactRow } from "@/lib/services/contacts/to-contact-dto";
import { webhookPayload } from "@/lib/services/webhooks/dispatch-webhook-events";
import { recordEntries } from "@/lib/services/automations/engine/insert-run";
import { TriggerDataSchema } from "@/lib/validation/automations";

// What an import's new contacts set off, once the import is COMPLETED: a `contact.created` webhook
// delivery each (docs/contract.md section 9), and, unless the import said not to (triggerAutomations false,
// for migrations), a run of every active automation that starts when a contact joins the import's
// list. The import itself never waits for this: it runs in its own job (jobs/start-import-flows.ts).
//
// Exactly once per contact: contacts go in id order, a batch at a time, and each batch's runs,
// deliveries and the cursor (ContactImport.flowsCursor, the last id handed on) commit in one
// transaction that holds the import's row. A retry or a second job resumes after the cursor;
// jobs for the committed rows are queued after the commit, and lost ones are found by the
// sweeps of runs (advance-automation-run) and deliveries (sweep-webhook-deliveries).

const HAND_ON_BATCH = 1000;

/** Queues the first job of a committed batch's deliveries and runs; a failure is left to the sweeps. */
async function queueBatch(batch: Batch) {
  try {
    await enqueueMany(
      "deliver-webhook",
      batch.deliveryIds.map((deliveryId) => ({ deliveryId, attempt: 1, manual: false })),
    );
    await enqueueMany(
      "advance-automation-run",
      batch.runIds.map((runId) => ({ runId })),
    );
  } catch (error) {
    console.error("Queueing an import's runs and deliveries failed; the sweeps will queue them", error);
  }
}

type Batch = { done: boolean; runIds: string[]; deliveryIds: string[]; contacts: number };
type HandedOnContact = ContactRow | Pick<ContactRow, "id" | "status">;
const isWholeContact = (contact: HandedOnContact): contact is ContactRow => "email" in contact;

async function handOnBatch(importId: string, batchSize: number): Promise<Batch> {
  return db.$transaction(
    async (tx) => {
      const [row] = await tx.$queryRaw<
        {
          teamId: string;
          listId: string;
          triggerAutomations: boolean;
          flowsCursor: string | null;
          status: string;
          flowsDoneAt: Date | null;
        }[]
      >`
        SELECT "teamId", "listId", "triggerAutomations", "flowsCursor", "status"::text AS "status", "flowsDoneAt"
        FROM "ContactImport" WHERE "id" = ${importId} FOR UPDATE`;
      if (row?.status !== "COMPLETED" || row.flowsDoneAt)
        return { done: true, runIds: [], deliveryIds: [], contacts: 0 };
      const { teamId, listId } = row;
      const webhooks = await tx.webhook.findMany({
        where: { teamId, isActive: true, events: { has: "contact.created" } },
        select: { id: true },
      });
      // The import's own index (Contact_import_hand_off_idx) finds the batch without scanning the
      // team. Whole contacts (with tags) only for a webhook's payload: materialising a thousand of
      // them costs more than everything else a batch does (bench/README.md, import-hand-off).
      const where = { teamId, importId, isDeleted: false, ...(row.flowsCursor ? { id: { gt: row.flowsCursor } } : {}) };
      const contacts: HandedOnContact[] =
        webhooks.length > 0
          ? await tx.contact.findMany({ where, include: contactInclude, orderBy: { id: "asc" }, take: batchSize })
          : await tx.contact.findMany({
              where,
              select: { id: true, status: true },
              orderBy: { id: "asc" },
              take: batchSize,
            });
      if (contacts.length === 0) {
        await tx.contactImport.update({ where: { id: importId }, data: { flowsDoneAt: new Date() } });
        return { done: true, runIds: [], deliveryIds: [], contacts: 0 };
      }

      const deliveries = webhooks.flatMap((webhook) =>
        contacts.filter(isWholeContact).map((contact) => {
          const dto = toContactDto(contact);
          return {
            webhookId: webhook.id,
            event: "contact.created",
            payload: webhookPayload("contact.created", contact.createdAt, { ...dto, contactId: dto.id }),
          };
        }),
      );
      const deliveryIds =
        deliveries.length > 0
          ? (await tx.delivery.createManyAndReturn({ data: deliveries, select: { id: true } })).map((item) => item.id)
          : [];

      let runIds: string[] = [];
      if (row.triggerAutomations) {
        const triggers = (
          await tx.automationNode.findMany({
            where: { type: "TRIGGER", isDeleted: false, automation: { teamId, isActive: true, isDeleted: false } },
            select: { id: true, automationId: true, data: true },
          })
        ).filter((node) => {
          const parsed = TriggerDataSchema.safeParse(node.data);
          return parsed.success && parsed.data.kind === "list_joined" && parsed.data.listId === listId;
        });
        const active = contacts.filter((contact) => contact.status === "ACTIVE");
        const runs: Prisma.AutomationRunCreateManyInput[] = triggers.flatMap((trigger) =>
          active.map((contact) => ({
            teamId,
            automationId: trigger.automationId,
            contactId: contact.id,
            status: "RUNNING" as const,
            currentNodeId: trigger.id,
            context: { trigger: "contact.created", data: { contactId: contact.id, listId, importId } },
            history: [],
          })),
        );
        // A contact already in a live run of the flow (the partial unique index) is left there.
        const created =
          runs.length > 0
            ? await tx.automationRun.createManyAndReturn({
                data: runs,
                select: { id: true, automationId: true, contactId: true },
                skipDuplicates: true,
              })
            : [];
        // New contacts have never entered: their entries are recorded for the flows' re-entry rules.
        await recordEntries(tx, created);
        runIds = created.map((run) => run.id);
      }
      await tx.contactImport.update({ where: { id: importId }, data: { flowsCursor: contacts.at(-1)!.id } });
      return { done: contacts.length < batchSize, runIds, deliveryIds, contacts: contacts.length };
    },
    { timeout: 60_000 },
  );
}

/**
 * Hands on an import's new contacts (see above) until none is left; answers the totals. Safe to
 * run twice at once and to repeat: the row lock makes batches take turns, and the cursor skips
 * what earlier ones committed.
 */
export async function handOnImportedContacts({ importId }: { importId: string }, { batchSize = HAND_ON_BATCH } = {}) {
  const totals = { contacts: 0, runs: 0, deliveries: 0 };
  for (;;) {
    const batch = await handOnBatch(importId, batchSize);
    totals.contacts += batch.contacts;
    totals.runs += batch.runIds.length;
    totals.deliveries += batch.deliveryIds.length;
    await queueBatch(batch);
    if (batch.done) {
      if (batch.contacts > 0) await handOnBatch(importId, batchSize); // marks flowsDoneAt
      return totals;
    }
  }
}

/** COMPLETED imports whose hand-off has not finished a while after completion (its job was lost). */
export async function strandedImportHandOffs(now = new Date()): Promise<string[]> {
  const rows = await db.contactImport.findMany({
    where: { status: "COMPLETED", flowsDoneAt: null, completedAt: { lte: new Date(now.getTime() - 5 * 60_000) } },
    select: { id: true },
    take: 100,
  });
  return rows.map((row) => row.id);
}
