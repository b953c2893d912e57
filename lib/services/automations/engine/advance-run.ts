import { db } from "@/lib/db";
import type { AutomationRun, Prisma } from "@/lib/generated/prisma/client";
import { marketingRefusal } from "./contact-gate";
import { enqueueRunStep } from "./enqueue-run-step";
import { executeStep } from "./execute-step";
import { contactMeetsGoal, describeGoal, parseGoal } from "./goals";
import { historyOf, type RunStep, type StepInput, type StepResult } from "./run-types";

// The engine: moves one run through its flow, step by step, until it waits (DELAY, WAIT_FOR_EVENT), ends, or is
// parked (automation inactive). All state is the AutomationRun row (current node, status,
// nextRunAt, history), so a restart resumes exactly where the last committed step left off.
//
// Each step is applied with one conditional update (same node, same status, same updatedAt): two
// workers running the same step can both execute it, but only one moves the run on. Steps with an
// outside effect are safe to repeat: an email is claimed by (run, node) in the Email table; a
// webhook carries an id derived from (run, node); contact updates set, they do not toggle.

/** Steps one job may take; loops must pass a DELAY, so this only bounds a single burst. */
const MAX_STEPS_PER_JOB = 100;
const LIVE = ["RUNNING", "WAITING"] as const;

export type AdvanceOutcome = "done" | "waiting" | "parked" | "not_due" | "gone" | "raced";

/**
 * Where a run stopped, for a driver that waits itself (Inngest: step.sleep, step.sleepUntil,
 * step.waitForEvent) instead of queueing a delayed job: until when, whether for an event, and a
 * DELAY's duration when it is one. Dates travel as ISO text (step outputs are JSON).
 */
export type RunPause = { outcome: AdvanceOutcome; until?: string; forEvent?: boolean; durationMs?: number };

function nextNodeId(input: StepInput, label?: "yes" | "no"): string | null {
  const outgoing = input.automation.edges.filter((edge) => edge.sourceId === input.node.id && !edge.isDeleted);
  const edge = label ? outgoing.find((candidate) => candidate.label === label) : outgoing[0];
  return edge?.targetId ?? null;
}

function transition(input: StepInput, result: StepResult): Prisma.AutomationRunUpdateManyMutationInput {
  const now = new Date();
  const at = now.toISOString();
  const steps: RunStep[] = [
    ...historyOf(input.run),
    { nodeId: input.node.id, type: input.node.type, at, outcome: result.outcome },
  ];
  const next = result.kind === "next" ? nextNodeId(input, result.label) : null;
  if (result.kind === "next" && !next)
    steps.push({ nodeId: input.node.id, type: input.node.type, at, outcome: "end of flow" });
  const history = steps as Prisma.InputJsonValue;
  // What a WAIT_FOR_EVENT step waits for lives on the run while it waits, and only then.
  const wait = { waitKey: null, waitEmailId: null, eventAt: null };
  if (result.kind === "wait")
    return {
      status: "WAITING",
      nextRunAt: result.until,
      history,
      ...wait,
      waitKey: result.event?.key ?? null,
      waitEmailId: result.event?.emailId ?? null,
    };
  if (next) return { status: "RUNNING", currentNodeId: next, nextRunAt: null, history, ...wait };
  const status = result.kind === "end" ? result.status : "COMPLETED";
  const error = result.kind === "end" ? (result.error ?? null) : null;
  return { status, error, nextRunAt: null, completedAt: now, history, ...wait };
}

/** Applies a step's result unless another worker moved the run meanwhile (then answers false). */
async function commit(run: AutomationRun, data: Prisma.AutomationRunUpdateManyMutationInput): Promise<boolean> {
  const { count } = await db.automationRun.updateMany({
    where: { id: run.id, status: run.status, currentNodeId: run.currentNodeId, updatedAt: run.updatedAt },
    data,
  });
  return count === 1;
}

async function end(run: AutomationRun, status: "CANCELLED" | "FAILED", error: string) {
  return commit(run, { status, error, nextRunAt: null, completedAt: new Date() });
}

/** Advances the run as far as it goes now; a wait queues the job that ends it (pg-boss). */
export async function advanceRun(runId: string): Promise<AdvanceOutcome> {
  return (await advanceRunUntilPause(runId, { queueWaits: true })).outcome;
}

/**
 * The engine's loop. With queueWaits false nothing is queued for a wait: the caller waits (until
 * `until`, or for the run's wake-up event) and calls again.
 */
export async function advanceRunUntilPause(runId: string, { queueWaits }: { queueWaits: boolean }): Promise<RunPause> {
  for (let steps = 0; steps < MAX_STEPS_PER_JOB; steps++) {
    const run = await db.automationRun.findFirst({ where: { id: runId, status: { in: [...LIVE] } } });
    if (!run?.currentNodeId) return { outcome: "gone" };
    const automation = await db.automation.findFirst({
      where: { id: run.automationId, isDeleted: undefined },
      include: { edges: { where: { isDeleted: false } } },
    });
    if (!automation || automation.isDeleted) {
      await end(run, "CANCELLED", "The automation was deleted");
      return { outcome: "gone" };
    }
    // Deactivated: parked where it is; activation queues it again (resume-parked-runs.ts).
    if (!automation.isActive) return { outcome: "parked" };
    // A WAIT_FOR_EVENT whose event came (eventAt) goes on before its timeout.
    if (run.status === "WAITING" && !run.eventAt && run.nextRunAt && run.nextRunAt.getTime() > Date.now()) {
      // Woken early (a duplicate job, a clock skew): make sure a job exists for the due time.
      if (queueWaits) await enqueueRunStep(run.id, run.nextRunAt);
      return { outcome: "not_due", until: run.nextRunAt.toISOString(), forEvent: run.waitKey !== null };
    }
    const node = await db.automationNode.findFirst({ where: { id: run.currentNodeId, automationId: automation.id } });
    if (!node) {
      await end(run, "CANCELLED", "Its step was removed from the flow");
      return { outcome: "gone" };
    }
    const contact = await db.contact.findFirst({ where: { id: run.contactId, teamId: run.teamId } });
    if (!contact) {
      await end(run, "CANCELLED", "The contact was deleted");
      return { outcome: "gone" };
    }
    // Unsubscribed, bounced, complained or suppressed contacts leave marketing flows at once.
    const refusal = await marketingRefusal(contact);
    if (refusal) {
      const left = {
        kind: "end",
        status: "CANCELLED",
        outcome: `left: ${refusal}`,
        error: `Left the flow: ${refusal}`,
      } as const;
      await commit(run, transition({ run, automation, node, contact }, left));
      return { outcome: "gone" };
    }

    const input = { run, automation, node, contact };
    // The flow's goal, met without an event saying so (already tagged at entry, a field set by an import).
    const goal = parseGoal(automation.goal);
    if (goal && (await contactMeetsGoal(goal, contact))) {
      const why = `goal reached: ${describeGoal(goal)}`;
      return {
        outcome: (await commit(run, transition(input, { kind: "end", status: "GOAL_REACHED", outcome: why })))
          ? "done"
          : "raced",
      };
    }
    const result = await executeStep(input);
    if (!(await commit(run, transition(input, result)))) return { outcome: "raced" };
    if (result.kind === "wait") {
      if (queueWaits) await enqueueRunStep(run.id, result.until);
      return {
        outcome: "waiting",
        until: result.until.toISOString(),
        forEvent: result.event !== undefined,
        ...(result.durationMs ? { durationMs: result.durationMs } : {}),
      };
    }
    // The flow ended: an EXIT, a step that ends the run, or the last step of a branch.
    if (result.kind === "end" || !nextNodeId(input, result.label)) return { outcome: "done" };
  }
  // A long burst without a wait: continue in a fresh job rather than hold this one.
  await enqueueRunStep(runId);
  return { outcome: "waiting" };
}
