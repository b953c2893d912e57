import { randomUUID } from "node:crypto";
import { vi } from "vitest";
import { db } from "@/lib/db";
import { enqueueRunStep } from "@/lib/services/automations/engine/enqueue-run-step";
import { errorEnvelope } from "../auth/auth-client";
import { smtpConfigFor, templateFor } from "../emails/fixtures";
import { createTestTeam } from "../helpers/teams";
import { automations } from "./automation-client";

export { smtpConfigFor, templateFor };

/** A graph node as the API takes it, with a fresh client id. */
export function node(type: string, data: object, position = { x: 0, y: 0 }) {
  return { id: randomUUID(), type, data, positionX: position.x, positionY: position.y };
}

export function edge(source: { id: string }, target: { id: string }, label?: "yes" | "no") {
  return { sourceId: source.id, targetId: target.id, ...(label ? { label } : {}) };
}

export const WELCOME_HTML = `<html><body><p>Welcome {{ firstName | default: "friend" }}!</p><a href="https://example.com/start">Get started</a><a href="{{ unsubscribeUrl }}">Unsubscribe</a></body></html>`;
export const REMINDER_HTML = `<html><body><p>Did you miss us, {{ firstName | default: "friend" }}?</p><a href="{{ unsubscribeUrl }}">Unsubscribe</a></body></html>`;

/**
 * The welcome flow of issue 10: joined list -> send welcome -> delay -> opened? -> yes: tag
 * `engaged` / no: send a reminder.
 */
export function welcomeFlow({
  listId,
  welcomeTemplateId,
  reminderTemplateId,
  delaySeconds = 2,
}: {
  listId: string;
  welcomeTemplateId: string;
  reminderTemplateId: string;
  delaySeconds?: number;
}) {
  const trigger = node("TRIGGER", { kind: "list_joined", listId });
  const welcome = node("SEND_EMAIL", { templateId: welcomeTemplateId });
  const wait = node("DELAY", { mode: "duration", amount: delaySeconds, unit: "seconds" });
  const opened = node("CONDITION", { kind: "email_activity", activity: "opened" });
  const tag = node("UPDATE_CONTACT", { addTags: ["engaged"] });
  const reminder = node("SEND_EMAIL", {
    templateId: reminderTemplateId,
    subject: "We saved you a seat, {{ firstName }}",
  });
  return {
    nodes: { trigger, welcome, wait, opened, tag, reminder },
    body: {
      name: "Welcome series",
      nodes: [trigger, welcome, wait, opened, tag, reminder],
      edges: [
        edge(trigger, welcome),
        edge(welcome, wait),
        edge(wait, opened),
        edge(opened, tag, "yes"),
        edge(opened, reminder, "no"),
      ],
    },
  };
}

export async function createActiveAutomation(token: string, body: object) {
  const created = await automations.create(token, body);
  if (created.status !== 201) throw new Error(`create answered ${created.status}: ${JSON.stringify(created.body)}`);
  const activated = await automations.activate(token, created.body.id);
  if (activated.status !== 200)
    throw new Error(`activate answered ${activated.status}: ${JSON.stringify(activated.body)}`);
  return activated.body;
}

export async function listFor(teamId: string) {
  return db.mailingList.create({ data: { teamId, name: `List ${Math.random().toString(36).slice(2, 8)}` } });
}

/**
 * Ends the automation's waiting DELAYs now, as their delayed jobs would at their time: each run's
 * nextRunAt moves to now and its step is queued. A flow whose delay is an hour thus goes on exactly
 * when the test has stored what its condition reads, however slow the machine (a delay waited out
 * for real through the queue is engine-restart.cases.ts's). Answers how many runs it woke.
 */
export async function endDelaysNow(automationId: string) {
  const runs = await db.automationRun.findMany({
    where: { automationId, status: "WAITING", nextRunAt: { not: null } },
    select: { id: true },
  });
  const ids = runs.map((run) => run.id);
  await db.automationRun.updateMany({ where: { id: { in: ids } }, data: { nextRunAt: new Date() } });
  for (const id of ids) await enqueueRunStep(id);
  return ids.length;
}

/** Waits until every run of the automation is out of RUNNING/WAITING; answers the runs. */
export async function settledRuns(automationId: string, expected: number, timeout = 30_000) {
  return vi.waitFor(
    async () => {
      const runs = await db.automationRun.findMany({ where: { automationId }, orderBy: { createdAt: "asc" } });
      if (runs.length !== expected || runs.some((run) => run.status === "RUNNING" || run.status === "WAITING")) {
        throw new Error(`runs: ${runs.map((run) => run.status).join(", ")}`);
      }
      return runs;
    },
    { timeout, interval: 250 },
  );
}

export const logger = { info() {}, warn() {}, error() {} };

/** A team with a list, two templates and the welcome flow's body that uses them (the CRUD and activation files). */
export async function teamWithFlow() {
  const { team, token } = await createTestTeam();
  const list = await listFor(team.id);
  const welcome = await templateFor(team.id, { subject: "Welcome", html: "<p>Hi</p>" });
  const reminder = await templateFor(team.id, { subject: "Reminder", html: "<p>Again</p>" });
  const flow = welcomeFlow({ listId: list.id, welcomeTemplateId: welcome.id, reminderTemplateId: reminder.id });
  return { team, token, list, welcome, reminder, flow };
}

/** The 400 validation answer with its details. */
export const invalid = (details: Record<string, string>, message = "Invalid body") => ({
  status: 400,
  body: errorEnvelope("validation_error", "VALIDATION_ERROR", message, details),
});
