import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { enqueueRunStepSafely } from "./enqueue-run-step";
import { insertRun } from "./insert-run";

/**
 * A contact enters a flow: a RUNNING run at the trigger node, then its first job. Answers null when
 * the automation's re-entry rule refuses the contact, or the contact is in a live run of it
 * already — even when a trigger fires twice at once (insert-run.ts).
 */
export async function startRun(input: {
  teamId: string;
  automationId: string;
  triggerNodeId: string;
  contactId: string;
  context: Prisma.InputJsonValue;
}): Promise<string | null> {
  const runId = await insertRun(db, input);
  if (runId) await enqueueRunStepSafely(runId);
  return runId;
}
