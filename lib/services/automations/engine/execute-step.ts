import { DURATION_UNIT_MS, NODE_DATA_SCHEMAS, type DurationUnit } from "@/lib/validation/automations";
import { delayUntil } from "./delay-until";
import { evaluateCondition } from "./evaluate-condition";
import type { StepInput, StepResult } from "./run-types";
import { emailWriterStep, sendEmailStep } from "./send-email-steps";
import { updateContactStep } from "./update-contact-step";
import { waitForEventStep } from "./wait-for-event-step";
import { webhookStep } from "./webhook-step";

/** What the run's current node does now. Each step is safe to run again (see advance-run.ts). */
export async function executeStep(input: StepInput): Promise<StepResult> {
  const { node, run } = input;
  const parsed = NODE_DATA_SCHEMAS[node.type].safeParse(node.data);
  if (!parsed.success)
    return {
      kind: "end",
      status: "FAILED",
      outcome: "failed: invalid node data",
      error: `Node ${node.id} has invalid data`,
    };
  const data = parsed.data as never;
  switch (node.type) {
    case "TRIGGER":
      return { kind: "next", outcome: "entered" };
    case "DELAY": {
      // Arriving: wait. Woken at (or after) nextRunAt: go on.
      if (run.status === "WAITING" && run.nextRunAt) return { kind: "next", outcome: "waited" };
      const until = await delayUntil(data, run.teamId);
      const delay = data as { mode: string; amount?: number; unit?: DurationUnit };
      // A duration is kept as one, so a driver with durable sleeps (Inngest's step.sleep) sleeps it.
      const durationMs =
        delay.mode === "duration" && delay.unit ? delay.amount! * DURATION_UNIT_MS[delay.unit] : undefined;
      return {
        kind: "wait",
        until,
        outcome: `waiting until ${until.toISOString()}`,
        ...(durationMs ? { durationMs } : {}),
      };
    }
    case "CONDITION": {
      const passed = await evaluateCondition(data, input);
      return { kind: "next", label: passed ? "yes" : "no", outcome: passed ? "yes" : "no" };
    }
    case "SEND_EMAIL":
      return sendEmailStep(input, data);
    case "EMAIL_WRITER":
      return emailWriterStep(input, data);
    case "UPDATE_CONTACT":
      return updateContactStep(input, data);
    case "WEBHOOK":
      return webhookStep(input, data);
    case "EXIT":
      return { kind: "end", status: "COMPLETED", outcome: "exited" };
    case "WAIT_FOR_EVENT":
      return waitForEventStep(input, data);
  }
}
