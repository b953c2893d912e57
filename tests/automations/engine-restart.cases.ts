import { describe, expect, it } from "vitest";
import { advanceAutomationRunJob } from "@/jobs/advance-automation-run";
import { startWorker, stopWorker } from "@/jobs/drivers/pg-boss";
import { db } from "@/lib/db";
import { contactFor } from "../emails/fixtures";
import type { startSmtpPeer } from "../helpers/smtp-peer";
import { useAutomationWorker } from "./automation-worker";
import { createTestTeam } from "../helpers/teams";
import { automations } from "./automation-client";
import { createActiveAutomation, edge, logger, node, settledRuns, smtpConfigFor, templateFor } from "./fixtures";

// Durability: the run's state is its row. The worker is stopped while a run waits at a DELAY,
// the delay passes with nothing running, jobs are replayed by hand, the worker comes back: the
// second email is sent exactly once, and replaying a step whose email was already claimed sends nothing.

let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
const runJob = (runId: string) => advanceAutomationRunJob.handler({ runId }, { jobId: "test", attempt: 0, logger });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

useAutomationWorker((started) => (peer = started));

describe("engine restart", () => {
  it("loses nothing and sends nothing twice across a worker restart in the middle of a delay", async () => {
    const { team, token } = await createTestTeam();
    await smtpConfigFor(team.id, { port: Number(new URL(peer.url).port) });
    const first = await templateFor(team.id, { subject: "First", html: "<p>One</p>" });
    const second = await templateFor(team.id, { subject: "Second", html: "<p>Two</p>" });
    const trigger = node("TRIGGER", { kind: "custom_event", name: "trial_started" });
    const sendFirst = node("SEND_EMAIL", { templateId: first.id });
    const wait = node("DELAY", { mode: "duration", amount: 3, unit: "seconds" });
    const sendSecond = node("SEND_EMAIL", { templateId: second.id });
    const automation = await createActiveAutomation(token, {
      name: "Trial",
      nodes: [trigger, sendFirst, wait, sendSecond],
      edges: [edge(trigger, sendFirst), edge(sendFirst, wait), edge(wait, sendSecond)],
    });
    const contact = await contactFor(team.id, { firstName: "Grace" });

    const event = await automations.event(token, {
      email: contact.email,
      name: "trial_started",
      data: { plan: "pro" },
    });
    expect(event).toMatchObject({ status: 202, body: { contacts: 1, runsStarted: 1 } });
    // The same event again while the run is live: a contact is in one run per automation.
    expect((await automations.event(token, { contactId: contact.id, name: "trial_started" })).body).toMatchObject({
      runsStarted: 0,
    });

    await peer.mailTo(contact.email, 15_000);
    const [waiting] = await settledRunsOrWaiting(automation.id);
    expect(waiting).toMatchObject({ status: "WAITING", currentNodeId: wait.id });

    // The worker goes down; the delay ends while nobody runs jobs.
    await stopWorker();
    await sleep(Math.max(0, waiting.nextRunAt!.getTime() - Date.now()) + 500);
    expect(peer.mailsTo(contact.email)).toHaveLength(1);
    expect(await db.automationRun.findUnique({ where: { id: waiting.id } })).toMatchObject({
      status: "WAITING",
      currentNodeId: wait.id,
    });

    // A replayed job, twice at once (a redelivery racing the original): one of them moves the run.
    await Promise.all([runJob(waiting.id), runJob(waiting.id)]);
    const moved = await db.automationRun.findUniqueOrThrow({ where: { id: waiting.id } });
    expect(moved.status).toBe("COMPLETED");
    expect(await db.email.count({ where: { automationRunId: waiting.id } })).toBe(2);

    // The worker comes back: the queued send-email job and the original delayed job both run.
    await startWorker({ pollingIntervalSeconds: 0.5 });
    await peer.mailTo(contact.email, 15_000).then(() => undefined);
    await waitForMails(contact.email, 2);
    await sleep(2_000);
    expect(
      peer
        .mailsTo(contact.email)
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual(["First", "Second"]);

    // A crash after the email was claimed but before the run moved on: the step runs again, and
    // finds its Email row instead of sending another.
    await db.automationRun.update({
      where: { id: waiting.id },
      data: { status: "RUNNING", currentNodeId: sendSecond.id, completedAt: null },
    });
    await runJob(waiting.id);
    await sleep(1_500);
    expect(peer.mailsTo(contact.email)).toHaveLength(2);
    const [done] = await settledRuns(automation.id, 1);
    expect(done.status).toBe("COMPLETED");
    const history = done.history as { type: string; outcome: string }[];
    expect(history.filter((step) => step.type === "SEND_EMAIL" && step.outcome.startsWith("sent"))).toHaveLength(3);
    expect(
      new Set(
        history
          .filter((step) => step.type === "SEND_EMAIL")
          .map((step) => step.outcome.match(/email (\w+)/)?.[1])
          .filter(Boolean),
      ).size,
    ).toBe(2);
    expect((await db.automationRun.findUniqueOrThrow({ where: { id: waiting.id } })).context).toMatchObject({
      trigger: "automation.custom_event",
      data: { name: "trial_started", data: { plan: "pro" } },
    });
  });

  it("parks runs while the automation is inactive and resumes them on activation", async () => {
    const { team, token } = await createTestTeam();
    await smtpConfigFor(team.id, { port: Number(new URL(peer.url).port) });
    const template = await templateFor(team.id, { subject: "After the pause", html: "<p>Back</p>" });
    const trigger = node("TRIGGER", { kind: "custom_event", name: "go" });
    const wait = node("DELAY", { mode: "duration", amount: 2, unit: "seconds" });
    const send = node("SEND_EMAIL", { templateId: template.id });
    const automation = await createActiveAutomation(token, {
      name: "Pause",
      nodes: [trigger, wait, send],
      edges: [edge(trigger, wait), edge(wait, send)],
    });
    const contact = await contactFor(team.id);
    await automations.event(token, { contactId: contact.id, name: "go" });
    await settledRunsOrWaiting(automation.id);
    expect((await automations.deactivate(token, automation.id)).status).toBe(200);
    // Inactive: no new entries, and the waiting run takes no step.
    const other = await contactFor(team.id);
    expect((await automations.event(token, { contactId: other.id, name: "go" })).body.runsStarted).toBe(0);
    await sleep(3_000);
    const parked = await db.automationRun.findFirstOrThrow({ where: { automationId: automation.id } });
    expect(parked).toMatchObject({ status: "WAITING", currentNodeId: wait.id });
    expect(peer.mailsTo(contact.email)).toHaveLength(0);

    expect((await automations.activate(token, automation.id)).status).toBe(200);
    await peer.mailTo(contact.email, 15_000);
    const [run] = await settledRuns(automation.id, 1);
    expect(run.status).toBe("COMPLETED");
  });
});

async function settledRunsOrWaiting(automationId: string) {
  const { vi } = await import("vitest");
  return vi.waitFor(
    async () => {
      const runs = await db.automationRun.findMany({ where: { automationId } });
      if (runs.length !== 1 || runs[0].status !== "WAITING") throw new Error("not waiting yet");
      return runs;
    },
    { timeout: 10_000, interval: 100 },
  );
}

async function waitForMails(address: string, count: number) {
  const { vi } = await import("vitest");
  await vi.waitFor(() => expect(peer.mailsTo(address).length).toBeGreaterThanOrEqual(count), {
    timeout: 15_000,
    interval: 100,
  });
}
