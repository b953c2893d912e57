import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { advanceAutomationRunJob } from "@/jobs/advance-automation-run";
import { getBoss, startWorker, stopWorker } from "@/jobs/drivers/pg-boss";
import { db } from "@/lib/db";
import { closeTransports } from "@/lib/mail/transport-pool";
import { recordAutomationEvent } from "@/lib/services/automations/record-automation-event";
import { contactFor } from "../emails/fixtures";
import { JOB_TABLE } from "../helpers/job-table";
import { startSmtpPeer } from "../helpers/smtp-peer";
import { createTestTeam } from "../helpers/teams";
import { DESKTOP_CHROME } from "../tracking/fixtures";
import { automations } from "./automation-client";
import { createActiveAutomation, edge, logger, node, settledRuns, smtpConfigFor, templateFor } from "./fixtures";
import {
  GMAIL_PROXY,
  outcomes,
  SAFE_LINKS,
  sentEmail,
  sleep,
  tagsOf,
  track,
  waitFlow,
  waitingAt,
} from "./wait-for-event-fixtures";

// Issue 21: the email_opened / link_clicked triggers, and the WAIT_FOR_EVENT step (opens, clicks,
// replies, custom events; a timeout branch; one wake-up per burst; a worker stopped while runs wait),
// with the pg-boss worker and real tracking entries through POST /t.

let peer: Awaited<ReturnType<typeof startSmtpPeer>>;

beforeAll(async () => {
  peer = await startSmtpPeer();
  await startWorker({ pollingIntervalSeconds: 0.5 });
});
afterAll(async () => {
  await stopWorker();
  closeTransports();
  await peer.close();
});

describe("email_opened and link_clicked triggers", () => {
  it("start on a person's open or click, never on a mail proxy's open or a link scanner's click", async () => {
    const { team, token } = await createTestTeam();
    const contact = await contactFor(team.id, { firstName: "Olga" });
    const email = await sentEmail(team.id, contact);
    const opened = await createActiveAutomation(token, {
      name: "Opened",
      nodes: [node("TRIGGER", { kind: "email_opened" })],
      edges: [],
    });
    const clickTrigger = node("TRIGGER", { kind: "link_clicked", url: "/pricing" });
    const tag = node("UPDATE_CONTACT", { addTags: ["clicked-pricing"] });
    const clicked = await createActiveAutomation(token, {
      name: "Clicked",
      nodes: [clickTrigger, tag],
      edges: [edge(clickTrigger, tag)],
    });

    await track(token, { emailId: email.id, event: "open", userAgent: GMAIL_PROXY, ipAddress: "66.249.84.1" });
    await track(token, {
      emailId: email.id,
      event: "click",
      url: "https://acme.test/pricing",
      userAgent: SAFE_LINKS,
      ipAddress: "40.94.1.1",
    });
    await sleep(1_000);
    expect(await db.automationRun.count({ where: { automationId: { in: [opened.id, clicked.id] } } })).toBe(0);

    await track(token, { emailId: email.id, event: "open", userAgent: DESKTOP_CHROME, ipAddress: "81.2.69.160" });
    await track(token, {
      emailId: email.id,
      event: "click",
      url: "https://acme.test/blog",
      userAgent: DESKTOP_CHROME,
      ipAddress: "81.2.69.160",
    });
    await track(token, {
      emailId: email.id,
      event: "click",
      url: "https://acme.test/pricing",
      userAgent: DESKTOP_CHROME,
      ipAddress: "81.2.69.160",
    });
    const [openRun] = await settledRuns(opened.id, 1);
    const [clickRun] = await settledRuns(clicked.id, 1);
    expect(openRun).toMatchObject({
      status: "COMPLETED",
      contactId: contact.id,
      context: { trigger: "open", data: { emailId: email.id, isAutomated: false } },
    });
    expect(clickRun).toMatchObject({
      status: "COMPLETED",
      contactId: contact.id,
      context: { trigger: "click", data: { url: "https://acme.test/pricing" } },
    });
    expect(await tagsOf(contact.id)).toEqual(["clicked-pricing"]);
  });
});

describe("WAIT_FOR_EVENT", () => {
  it("takes yes when the custom event comes before the timeout, and no when the timeout passes first", async () => {
    const { team, token } = await createTestTeam();
    const flow = waitFlow(
      { kind: "custom_event", name: "signup" },
      { event: "custom_event", name: "demo_booked", timeout: { amount: 3, unit: "seconds" } },
      { yesTag: "booked" },
    );
    const automation = await createActiveAutomation(token, flow.body);
    const [quick, slow] = [await contactFor(team.id), await contactFor(team.id)];
    for (const contact of [quick, slow])
      expect((await automations.event(token, { contactId: contact.id, name: "signup" })).body.runsStarted).toBe(1);
    await waitingAt(automation.id, 2);
    expect((await automations.get(token, automation.id)).body.nodeCounts[flow.wait.id]).toEqual({
      waiting: 2,
      running: 0,
    });

    const started = Date.now();
    expect(
      await automations.event(token, { contactId: quick.id, name: "demo_booked", data: { slot: "tue" } }),
    ).toMatchObject({ status: 202, body: { contacts: 1, runsStarted: 0, runsResumed: 1 } });
    const runs = await settledRuns(automation.id, 2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000); // the slow one waited out its 3 s
    const byContact = Object.fromEntries(runs.map((run) => [run.contactId, run]));
    expect(outcomes(byContact[quick.id])).toEqual([
      "TRIGGER:entered",
      "WAIT_FOR_EVENT:waiting for event demo_booked",
      "WAIT_FOR_EVENT:custom event",
      "UPDATE_CONTACT:updated: +tags booked",
      "UPDATE_CONTACT:end of flow",
    ]);
    expect(outcomes(byContact[slow.id])).toEqual([
      "TRIGGER:entered",
      "WAIT_FOR_EVENT:waiting for event demo_booked",
      "WAIT_FOR_EVENT:timed out",
      "UPDATE_CONTACT:updated: +tags timed-out",
      "UPDATE_CONTACT:end of flow",
    ]);
    // An event after the run went on wakes nothing.
    expect((await automations.event(token, { contactId: slow.id, name: "demo_booked" })).body.runsResumed).toBe(0);

    // The canvas's per-node figures: both passed the trigger and the wait, one took each branch.
    const { nodeStats } = (await automations.get(token, automation.id)).body;
    const [start, , yes, no] = flow.body.nodes;
    expect(nodeStats[start.id]).toEqual({ entered: 2, waiting: 0, completed: 2, exited: 0, goalReached: 0 });
    expect(nodeStats[flow.wait.id]).toEqual({ entered: 2, waiting: 0, completed: 2, exited: 0, goalReached: 0 });
    expect(nodeStats[yes.id]).toEqual({ entered: 1, waiting: 0, completed: 1, exited: 0, goalReached: 0 });
    expect(nodeStats[no.id]).toEqual({ entered: 1, waiting: 0, completed: 1, exited: 0, goalReached: 0 });
  });

  it("waits for a person to open the previous email: a proxy's open and an open of another email do not end the wait", async () => {
    const { team, token } = await createTestTeam();
    await smtpConfigFor(team.id, { port: Number(new URL(peer.url).port) });
    const template = await templateFor(team.id, { subject: "Your trial", html: "<p>Hello</p>" });
    const send = node("SEND_EMAIL", { templateId: template.id });
    const flow = waitFlow(
      { kind: "custom_event", name: "trial" },
      { event: "email_opened", email: "previous", timeout: { amount: 1, unit: "hours" } },
      { yesTag: "opened", before: [send] },
    );
    const automation = await createActiveAutomation(token, flow.body);
    const contact = await contactFor(team.id);
    const other = await sentEmail(team.id, contact);
    await automations.event(token, { contactId: contact.id, name: "trial" });
    const [waiting] = await waitingAt(automation.id, 1);
    const mail = await db.email.findFirstOrThrow({ where: { automationRunId: waiting.id } });
    expect(waiting).toMatchObject({ waitKey: "open", waitEmailId: mail.id, eventAt: null });

    await track(token, { emailId: mail.id, event: "open", userAgent: GMAIL_PROXY, ipAddress: "66.249.84.1" });
    await track(token, { emailId: other.id, event: "open", userAgent: DESKTOP_CHROME, ipAddress: "81.2.69.160" });
    await sleep(1_500);
    expect(await db.automationRun.findUniqueOrThrow({ where: { id: waiting.id } })).toMatchObject({
      status: "WAITING",
      eventAt: null,
    });
    const before = (await automations.get(token, automation.id)).body.nodeStats;
    expect(before[send.id]).toEqual({
      entered: 1,
      waiting: 0,
      completed: 1,
      exited: 0,
      goalReached: 0,
      emails: { sent: 1, opened: 0, clicked: 0, openRate: 0, clickRate: 0 },
    });
    expect(before[flow.wait.id]).toEqual({ entered: 1, waiting: 1, completed: 0, exited: 0, goalReached: 0 });

    await track(token, { emailId: mail.id, event: "open", userAgent: DESKTOP_CHROME, ipAddress: "81.2.69.160" });
    const [run] = await settledRuns(automation.id, 1);
    expect(outcomes(run)).toEqual([
      "TRIGGER:entered",
      `SEND_EMAIL:sent (email ${mail.id})`,
      "WAIT_FOR_EVENT:waiting for email opened",
      "WAIT_FOR_EVENT:email opened",
      "UPDATE_CONTACT:updated: +tags opened",
      "UPDATE_CONTACT:end of flow",
    ]);
    expect((await automations.get(token, automation.id)).body.nodeStats[send.id].emails).toEqual({
      sent: 1,
      opened: 1,
      clicked: 0,
      openRate: 1,
      clickRate: 0,
    });

    // A contact who unsubscribes while waiting leaves the flow at the wait: counted as exited there.
    const leaver = await contactFor(team.id);
    await automations.event(token, { contactId: leaver.id, name: "trial" });
    await waitingAt(automation.id, 1);
    await db.contact.update({ where: { id: leaver.id }, data: { status: "UNSUBSCRIBED" } });
    await db.automationRun.updateMany({
      where: { automationId: automation.id, contactId: leaver.id },
      data: { eventAt: new Date() },
    });
    await advanceAutomationRunJob.handler(
      {
        runId: (
          await db.automationRun.findFirstOrThrow({ where: { automationId: automation.id, contactId: leaver.id } })
        ).id,
      },
      { jobId: "test", attempt: 0, logger },
    );
    expect((await automations.get(token, automation.id)).body.nodeStats[flow.wait.id]).toEqual({
      entered: 2,
      waiting: 0,
      completed: 1,
      exited: 1,
      goalReached: 0,
    });
  });

  it("ends on a click of any email, and on a reply; an open already made before the wait counts at once", async () => {
    const { team, token } = await createTestTeam();
    const clickFlow = waitFlow(
      { kind: "custom_event", name: "nudge" },
      { event: "link_clicked", email: "any", timeout: { amount: 1, unit: "hours" } },
      { yesTag: "clicked" },
    );
    const replyFlow = waitFlow(
      { kind: "custom_event", name: "ask" },
      { event: "email_replied", email: "any", timeout: { amount: 1, unit: "hours" } },
      { yesTag: "replied" },
    );
    const [clicks, replies] = [
      await createActiveAutomation(token, clickFlow.body),
      await createActiveAutomation(token, replyFlow.body),
    ];
    const contact = await contactFor(team.id);
    const email = await sentEmail(team.id, contact);
    await automations.event(token, { contactId: contact.id, name: "nudge" });
    await automations.event(token, { contactId: contact.id, name: "ask" });
    await waitingAt(clicks.id, 1);
    await waitingAt(replies.id, 1);
    await track(token, {
      emailId: email.id,
      event: "click",
      url: "https://acme.test/a",
      userAgent: DESKTOP_CHROME,
      ipAddress: "81.2.69.160",
    });
    const [clicked] = await settledRuns(clicks.id, 1);
    expect(outcomes(clicked)).toContain("WAIT_FOR_EVENT:link clicked");
    expect((await db.automationRun.findFirstOrThrow({ where: { automationId: replies.id } })).status).toBe("WAITING");
    await track(token, { emailId: email.id, event: "reply" });
    const [replied] = await settledRuns(replies.id, 1);
    expect(outcomes(replied)).toContain("WAIT_FOR_EVENT:email replied");
    expect(await tagsOf(contact.id)).toEqual(["clicked", "replied"]);

    // The previous email was opened before the run reached the wait: it goes on at once.
    await smtpConfigFor(team.id, { port: Number(new URL(peer.url).port) });
    const template = await templateFor(team.id, { subject: "Fast", html: "<p>Fast</p>" });
    const send = node("SEND_EMAIL", { templateId: template.id });
    const pause = node("DELAY", { mode: "duration", amount: 2, unit: "seconds" });
    const early = waitFlow(
      { kind: "custom_event", name: "early" },
      { event: "email_opened", timeout: { amount: 1, unit: "hours" } },
      { yesTag: "early", before: [send, pause] },
    );
    const earlyFlow = await createActiveAutomation(token, early.body);
    await automations.event(token, { contactId: contact.id, name: "early" });
    const [delayed] = await waitingAt(earlyFlow.id, 1);
    const mail = await vi.waitFor(() => db.email.findFirstOrThrow({ where: { automationRunId: delayed.id } }), {
      timeout: 5_000,
    });
    await track(token, { emailId: mail.id, event: "open", userAgent: DESKTOP_CHROME, ipAddress: "81.2.69.160" });
    const [run] = await settledRuns(earlyFlow.id, 1);
    expect(outcomes(run)).toContain("WAIT_FOR_EVENT:email opened before the wait");
  });

  it("wakes a run once for a burst of 1,000 events", async () => {
    const { team, token } = await createTestTeam();
    const flow = waitFlow(
      { kind: "custom_event", name: "start" },
      { event: "custom_event", name: "ping", timeout: { amount: 1, unit: "hours" } },
    );
    const automation = await createActiveAutomation(token, flow.body);
    const contact = await contactFor(team.id);
    await automations.event(token, { contactId: contact.id, name: "start" });
    const [waiting] = await waitingAt(automation.id, 1);

    // The service behind POST /automations/events, 50 at a time (the route's rate limit would
    // answer most of a burst this size with 429 before it reached the engine).
    let resumed = 0;
    for (let sent = 0; sent < 1_000; sent += 50) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          recordAutomationEvent({ teamId: team.id, contactId: contact.id, name: "ping" }),
        ),
      );
      for (const item of answers) resumed += item.runsResumed;
    }
    expect(resumed).toBe(1);
    const [run] = await settledRuns(automation.id, 1);
    expect(outcomes(run).filter((step) => step.startsWith("WAIT_FOR_EVENT"))).toEqual([
      "WAIT_FOR_EVENT:waiting for event ping",
      "WAIT_FOR_EVENT:custom event",
    ]);
    // Jobs for the run: its start, its timeout (an hour away, a no-op when it comes), one wake-up.
    const { rows } = await (await getBoss())
      .getDb()
      .executeSql(
        `SELECT start_after > now() + interval '30 minutes' AS later FROM ${JOB_TABLE} WHERE name = $1 AND data->>'runId' = $2`,
        ["advance-automation-run", waiting.id],
      );
    expect(rows.map((row: { later: boolean }) => row.later).sort()).toEqual([false, false, true]);
  }, 180_000);

  it("loses and doubles nothing when the worker stops while runs wait", async () => {
    const { team, token } = await createTestTeam();
    const flow = waitFlow(
      { kind: "custom_event", name: "trial" },
      // Long enough that the five pay before it ends even on a loaded machine (at 3 s, under npm
      // test's files side by side on the embedded database, some timed out first).
      { event: "custom_event", name: "paid", timeout: { amount: 10, unit: "seconds" } },
      { yesTag: "paid" },
    );
    const automation = await createActiveAutomation(token, flow.body);
    const contacts = await Promise.all(Array.from({ length: 6 }, () => contactFor(team.id)));
    for (const contact of contacts) await automations.event(token, { contactId: contact.id, name: "trial" });
    await waitingAt(automation.id, 6);

    await stopWorker();
    // Five pay while no worker runs (twice each: a retried API call); the sixth never does.
    for (const contact of contacts.slice(0, 5)) {
      expect((await automations.event(token, { contactId: contact.id, name: "paid" })).body.runsResumed).toBe(1);
      expect((await automations.event(token, { contactId: contact.id, name: "paid" })).body.runsResumed).toBe(0);
    }
    // The sixth's timeout passes with nobody running.
    const unpaid = await db.automationRun.findFirstOrThrow({
      where: { automationId: automation.id, contactId: contacts[5].id },
    });
    await sleep(Math.max(0, unpaid.nextRunAt!.getTime() - Date.now()) + 500);
    // A job replayed by hand twice at once (a redelivery racing the original): one moves the run.
    const first = await db.automationRun.findFirstOrThrow({
      where: { automationId: automation.id, contactId: contacts[0].id },
    });
    const runJob = () => advanceAutomationRunJob.handler({ runId: first.id }, { jobId: "test", attempt: 0, logger });
    await Promise.all([runJob(), runJob()]);
    await startWorker({ pollingIntervalSeconds: 0.5 });

    const runs = await settledRuns(automation.id, 6);
    for (const run of runs) {
      const paid = contacts.slice(0, 5).some((contact) => contact.id === run.contactId);
      expect(outcomes(run)).toEqual([
        "TRIGGER:entered",
        "WAIT_FOR_EVENT:waiting for event paid",
        paid ? "WAIT_FOR_EVENT:custom event" : "WAIT_FOR_EVENT:timed out",
        `UPDATE_CONTACT:updated: +tags ${paid ? "paid" : "timed-out"}`,
        "UPDATE_CONTACT:end of flow",
      ]);
    }
    expect(await db.tag.count({ where: { contactId: { in: contacts.map((contact) => contact.id) } } })).toBe(6);
  }, 120_000);
});
