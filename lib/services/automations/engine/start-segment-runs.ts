import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { compileSegmentWhere } from "@/lib/segments/compile-sql";
import { foldEngagementTail } from "@/lib/services/segments/fold-engagement-tail";
import { storedDefinition } from "@/lib/services/segments/get-segment";
import { enqueueRunStepSafely } from "./enqueue-run-step";
import { insertRun } from "./insert-run";

// The "enters segment" trigger (issue 20 part 1). Segment membership is a query, not an event, so
// a periodic job (jobs/enter-segment-automations.ts, every minute) compares the segment's ACTIVE
// contacts with the automation's snapshot (AutomationSegmentMember): contacts new to it enter the
// flow (subject to its re-entry rule), contacts no longer matching leave the snapshot, so matching
// again later is a new entry. The first evaluation (or one after the trigger's segment changed) only
// takes the snapshot: contacts already in the segment did not "enter" it.
//
// Idempotent and safe to run twice at once: each automation's evaluation holds its
// AutomationSegmentSync row, and the snapshot rows and the runs they start commit together, so a
// contact enters once per entry even when the job is retried or crashes half way.

type SegmentTrigger = { nodeId: string; automationId: string; teamId: string; segmentId: string };

type SegmentSync = { baseline: boolean; entered: number; left: number; runIds: string[] };

async function syncSegmentTrigger(trigger: SegmentTrigger, now = new Date()): Promise<SegmentSync> {
  const { nodeId, automationId, teamId, segmentId } = trigger;
  // Engagement rules read a roll-up: recent opens and clicks stored outside the recorder count too.
  const current = await db.segment.findFirst({ where: { id: segmentId, teamId } });
  if (current) await foldEngagementTail(teamId, storedDefinition(current));
  const result = await db.$transaction(
    async (tx) => {
      await tx.$executeRaw`INSERT INTO "AutomationSegmentSync" ("automationId", "segmentId") VALUES (${automationId}, ${segmentId}) ON CONFLICT DO NOTHING`;
      const [sync] = await tx.$queryRaw<{ segmentId: string; syncedAt: Date | null }[]>`
        SELECT "segmentId", "syncedAt" FROM "AutomationSegmentSync" WHERE "automationId" = ${automationId} FOR UPDATE`;
      const segment = await tx.segment.findFirst({ where: { id: segmentId, teamId } });
      if (!segment) return { baseline: false, entered: 0, left: 0, runIds: [] }; // deleted: nobody enters
      const baseline = sync.syncedAt === null || sync.segmentId !== segmentId;
      if (sync.segmentId !== segmentId)
        await tx.$executeRaw`DELETE FROM "AutomationSegmentMember" WHERE "automationId" = ${automationId}`;

      const matching = Prisma.sql`c."status" = 'ACTIVE' AND ${compileSegmentWhere(storedDefinition(segment), { teamId, listId: segment.listId, now })}`;
      const left = await tx.$executeRaw(Prisma.sql`
        DELETE FROM "AutomationSegmentMember" m WHERE m."automationId" = ${automationId}
          AND NOT EXISTS (SELECT 1 FROM "Contact" c WHERE c."id" = m."contactId" AND ${matching})`);
      const joined = await tx.$queryRaw<{ contactId: string }[]>(Prisma.sql`
        INSERT INTO "AutomationSegmentMember" ("automationId", "contactId", "enteredAt")
        SELECT ${automationId}, c."id", ${now} FROM "Contact" c WHERE ${matching}
        ON CONFLICT DO NOTHING RETURNING "contactId"`);

      const runIds: string[] = [];
      if (!baseline) {
        for (const { contactId } of joined) {
          const context = { trigger: "segment_entered", data: { segmentId, contactId } };
          const runId = await insertRun(tx, { teamId, automationId, triggerNodeId: nodeId, contactId, context });
          if (runId) runIds.push(runId);
        }
      }
      await tx.$executeRaw`UPDATE "AutomationSegmentSync" SET "segmentId" = ${segmentId}, "syncedAt" = ${now} WHERE "automationId" = ${automationId}`;
      return { baseline, entered: baseline ? 0 : joined.length, left, runIds };
    },
    { timeout: 120_000 },
  );
  for (const runId of result.runIds) await enqueueRunStepSafely(runId);
  return result;
}

/** Every active automation with an "enters segment" trigger, evaluated once; answers the runs started. */
export async function startSegmentRuns(now = new Date()): Promise<number> {
  const triggers = await db.automationNode.findMany({
    where: {
      type: "TRIGGER",
      isDeleted: false,
      data: { path: ["kind"], equals: "segment_entered" },
      automation: { isActive: true, isDeleted: false },
    },
    select: { id: true, data: true, automation: { select: { id: true, teamId: true } } },
  });
  let started = 0;
  for (const trigger of triggers) {
    const segmentId = (trigger.data as { segmentId?: unknown }).segmentId;
    if (typeof segmentId !== "string") continue;
    const sync = await syncSegmentTrigger(
      { nodeId: trigger.id, automationId: trigger.automation.id, teamId: trigger.automation.teamId, segmentId },
      now,
    );
    started += sync.runIds.length;
  }
  return started;
}
