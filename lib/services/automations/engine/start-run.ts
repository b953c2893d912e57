import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { enqueueRunStepSafely } from "./enqueue-run-step";

/**
 * A contact enters a flow: a RUNNING run at the trigger node, then its first job. A contact is in
 * at most one live run per automation: the partial unique index on (automationId, contactId) for
 * RUNNING/WAITING rows refuses a second one, even when a trigger fires twice at once (answers null).
 */
export async function startRun({ teamId, automationId, triggerNodeId, contactId, context }: {
  teamId: string;
  automationId: string;
  triggerNodeId: string;
  contactId: string;
  context: Prisma.InputJsonValue;
}): Promise<string | null> {
  try {
    const run = await db.automationRun.create({
      data: { teamId, automationId, contactId, status: "RUNNING", currentNodeId: triggerNodeId, context, history: [] },
      select: { id: true },
    });
    await enqueueRunStepSafely(run.id);
    return run.id;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}
