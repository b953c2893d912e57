import { db } from "@/lib/db";
import { DURATION_UNIT_MS, type WaitForEventData } from "@/lib/validation/automations";
import type { StepInput, StepResult } from "./run-types";
import { waitKeyOf } from "./wait-keys";

const TRACKING_EVENT = { email_opened: "open", link_clicked: "click", email_replied: "reply" } as const;

/** The last email this run sent (the one "the previous email" means), or null. */
async function previousEmail(runId: string) {
  return db.email.findFirst({
    where: { automationRunId: runId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, sentAt: true, createdAt: true },
  });
}

/**
 * Whether the awaited email event already happened: an open, click or reply of the previous email
 * since it was sent (the contact may open it before the run reaches this step), or of any email
 * since the run arrived here. Machine events never count.
 */
async function alreadyHappened(
  input: StepInput,
  data: WaitForEventData,
  emailId: string | null,
  since: Date,
): Promise<boolean> {
  if (data.event === "custom_event") return false;
  const hit = await db.emailTracking.findFirst({
    where: {
      teamId: input.run.teamId,
      event: TRACKING_EVENT[data.event],
      isAutomated: false,
      ...(emailId ? { emailId } : { contactId: input.contact.id, timestamp: { gte: since } }),
    },
    select: { id: true },
  });
  return hit !== null;
}

/**
 * WAIT_FOR_EVENT. Arriving: goes on by `yes` at once if the event already happened, else WAITS with
 * its key on the run (an event sets eventAt and queues one job: wake-waiting-runs.ts) and its
 * timeout as nextRunAt. Woken: `yes` when eventAt is set, `no` when the timeout passed first.
 */
export async function waitForEventStep(input: StepInput, data: WaitForEventData): Promise<StepResult> {
  const { run } = input;
  if (run.status === "WAITING" && run.waitKey) {
    if (run.eventAt)
      return { kind: "next", label: "yes", outcome: `${data.event.replace("_", " ")} at ${run.eventAt.toISOString()}` };
    return { kind: "next", label: "no", outcome: "timed out" };
  }
  const email = data.event !== "custom_event" && data.email === "previous" ? await previousEmail(run.id) : null;
  if (data.event !== "custom_event" && data.email === "previous" && !email)
    return { kind: "next", label: "no", outcome: "no previous email to wait for" };
  const now = new Date();
  if (await alreadyHappened(input, data, email?.id ?? null, now))
    return { kind: "next", label: "yes", outcome: `${data.event.replace("_", " ")} before the wait` };
  const until = new Date(now.getTime() + data.timeout.amount * DURATION_UNIT_MS[data.timeout.unit]);
  return {
    kind: "wait",
    until,
    event: { key: waitKeyOf(data), emailId: email?.id ?? null },
    outcome: `waiting for ${data.event === "custom_event" ? `event ${data.name}` : data.event.replace("_", " ")} until ${until.toISOString()}`,
  };
}
