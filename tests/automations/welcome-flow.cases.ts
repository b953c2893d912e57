import { describe, expect, it, vi } from "vitest";
import { POST as createContactRoute } from "@/app/api/v1/contacts/route";
import { GET as pixelRoute } from "@/app/api/v1/t/o/[token]/route";
import { db } from "@/lib/db";
import { flushTracking } from "@/lib/services/tracking";
import { apiRequest, callRoute } from "../helpers/http";
import type { startSmtpPeer } from "../helpers/smtp-peer";
import { useAutomationWorker } from "./automation-worker";
import { createTestTeam } from "../helpers/teams";
import { uniqueEmail } from "../helpers/unique";
import { DESKTOP_CHROME } from "../tracking/fixtures";
import { answer, automations } from "./automation-client";
import {
  createActiveAutomation,
  endDelaysNow,
  listFor,
  REMINDER_HTML,
  settledRuns,
  smtpConfigFor,
  templateFor,
  WELCOME_HTML,
  welcomeFlow,
} from "./fixtures";

// Issue 10's welcome flow end to end: contacts join a list through POST /contacts, the pg-boss
// worker runs the engine and the send-email jobs against a real SMTP peer, one recipient opens the
// welcome mail through the real pixel route, and after the delay each takes its branch.

// An hour, ended by endDelaysNow once the opener's open is stored: with a delay of seconds the
// opener's pixel raced the delay's end, and a loaded machine (npm test's files side by side) lost
// the race and reminded the opener.
const DELAY_SECONDS = 3600;

let peer: Awaited<ReturnType<typeof startSmtpPeer>>;

useAutomationWorker((started) => (peer = started));

/** A team sending through the peer, a list, and the welcome flow on it active, its welcome mail titled `welcomeSubject`. */
async function teamWithWelcomeFlow(welcomeSubject: string) {
  const { team, token } = await createTestTeam();
  await smtpConfigFor(team.id, { port: Number(new URL(peer.url).port) });
  const list = await listFor(team.id);
  const welcome = await templateFor(team.id, { subject: welcomeSubject, html: WELCOME_HTML });
  const reminder = await templateFor(team.id, { subject: "Reminder", html: REMINDER_HTML });
  const flow = welcomeFlow({
    listId: list.id,
    welcomeTemplateId: welcome.id,
    reminderTemplateId: reminder.id,
    delaySeconds: DELAY_SECONDS,
  });
  const automation = await createActiveAutomation(token, flow.body);
  return { team, token, list, flow, automation };
}

const pixelToken = (html: string) => /\/t\/o\/([^"'?\s>]+)/.exec(html)?.[1];

// Each case waits for a worker polling every half second: a few seconds on a quiet machine, more
// than the default 30 s once at a load average of 15.
describe("welcome flow", { timeout: 90_000 }, () => {
  it("sends the welcome, waits out the delay, tags the contact who opened it and reminds the one who did not", async () => {
    const { team, token, list, flow, automation } = await teamWithWelcomeFlow("Welcome, {{ firstName }}");

    const opener = uniqueEmail("opener");
    const ignorer = uniqueEmail("ignorer");
    for (const [email, firstName] of [
      [opener, "Ada"],
      [ignorer, "Bob"],
    ]) {
      const created = await callRoute(
        createContactRoute,
        apiRequest("/contacts", { method: "POST", token, json: { email, listId: list.id, firstName } }),
      ).then(answer);
      expect(created.status).toBe(201);
    }

    const welcomeMail = await peer.mailTo(opener, 15_000);
    expect(welcomeMail.subject).toBe("Welcome, Ada");
    // Both are waiting at the DELAY (or about to): the live count the editor shows.
    await vi.waitFor(
      async () =>
        expect((await automations.get(token, automation.id)).body.nodeCounts[flow.nodes.wait.id]).toMatchObject({
          waiting: 2,
        }),
      { timeout: 15_000, interval: 100 },
    );
    // Each waits the flow's hour from its arrival.
    for (const run of await db.automationRun.findMany({ where: { automationId: automation.id } }))
      expect(run.nextRunAt!.getTime() - run.updatedAt.getTime()).toBeGreaterThan((DELAY_SECONDS - 60) * 1000);

    const pixel = await callRoute(
      pixelRoute,
      apiRequest(`/t/o/${pixelToken(String(welcomeMail.html))}`, {
        headers: { "user-agent": DESKTOP_CHROME },
        ip: "81.2.69.160",
      }),
      { token: pixelToken(String(welcomeMail.html))! },
    );
    expect(pixel.status).toBe(200);
    await flushTracking();
    // The open is stored and both still wait: the delay ends now.
    expect(await endDelaysNow(automation.id)).toBe(2);

    const runs = await settledRuns(automation.id, 2);
    expect(runs.every((run) => run.status === "COMPLETED")).toBe(true);
    await peer.mailTo(ignorer, 5_000);
    const reminderMail = await vi.waitFor(
      () => {
        const found = peer.mailsTo(ignorer).find((mail) => mail.subject === "We saved you a seat, Bob");
        if (!found) throw new Error("no reminder yet");
        return found;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(reminderMail.text).toContain("Did you miss us, Bob?");

    // The opener got the welcome only and was tagged; the other got welcome + reminder, untagged.
    expect(peer.mailsTo(opener).map((mail) => mail.subject)).toEqual(["Welcome, Ada"]);
    expect(
      peer
        .mailsTo(ignorer)
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual(["We saved you a seat, Bob", "Welcome, Bob"]);
    const contacts = await db.contact.findMany({
      where: { teamId: team.id },
      include: { tags: { where: { isDeleted: false } } },
    });
    const tagsOf = (email: string) => contacts.find((contact) => contact.email === email)!.tags.map((tag) => tag.name);
    expect(tagsOf(opener)).toEqual(["engaged"]);
    expect(tagsOf(ignorer)).toEqual([]);

    // GET /runs: per-contact history of the steps taken.
    const listed = await automations.runs(token, automation.id);
    expect(listed.status).toBe(200);
    expect(listed.body.pagination.total).toBe(2);
    const byEmail = Object.fromEntries(
      listed.body.data.map((run: { contact: { email: string } }) => [run.contact.email, run]),
    );
    const outcomes = (email: string) =>
      byEmail[email].history.map(
        (step: { type: string; outcome: string }) =>
          `${step.type}:${step.outcome.replace(/ \(email .*\)$/, "").replace(/until .*/, "until")}`,
      );
    expect(outcomes(opener)).toEqual([
      "TRIGGER:entered",
      "SEND_EMAIL:sent",
      "DELAY:waiting until",
      "DELAY:waited",
      "CONDITION:yes",
      "UPDATE_CONTACT:updated: +tags engaged",
      "UPDATE_CONTACT:end of flow",
    ]);
    expect(outcomes(ignorer)).toEqual([
      "TRIGGER:entered",
      "SEND_EMAIL:sent",
      "DELAY:waiting until",
      "DELAY:waited",
      "CONDITION:no",
      "SEND_EMAIL:sent",
      "SEND_EMAIL:end of flow",
    ]);
    expect(byEmail[opener]).toMatchObject({
      status: "COMPLETED",
      currentNodeId: flow.nodes.tag.id,
      currentNodeType: "UPDATE_CONTACT",
      completedAt: expect.any(String),
    });

    // The emails are the run's, one per send step, marketing and SENT.
    const emails = await db.email.findMany({ where: { automationRun: { automationId: automation.id } } });
    expect(emails).toHaveLength(3);
    expect(emails.every((email) => email.status === "SENT" && email.marketing && email.automationNodeId !== null)).toBe(
      true,
    );
    expect((await automations.get(token, automation.id)).body.runCounts).toMatchObject({
      COMPLETED: 2,
      RUNNING: 0,
      WAITING: 0,
    });
  });

  it("does not let an unsubscribed contact in, and takes one who unsubscribes mid-flow out", async () => {
    const { token, list, automation } = await teamWithWelcomeFlow("Welcome");

    const leaver = uniqueEmail("leaver");
    const created = await callRoute(
      createContactRoute,
      apiRequest("/contacts", { method: "POST", token, json: { email: leaver, listId: list.id } }),
    ).then(answer);
    const unsubscribedAddress = uniqueEmail("unsub");
    await callRoute(
      createContactRoute,
      apiRequest("/contacts", {
        method: "POST",
        token,
        json: { email: unsubscribedAddress, listId: list.id, status: "UNSUBSCRIBED" },
      }),
    );
    await peer.mailTo(leaver, 15_000);
    // Unsubscribed while waiting at the DELAY: at its end the run leaves, no reminder.
    await db.contact.update({ where: { id: created.body.id }, data: { status: "UNSUBSCRIBED" } });
    await vi.waitFor(async () => expect(await endDelaysNow(automation.id)).toBe(1), { timeout: 15_000, interval: 100 });
    const [run] = await settledRuns(automation.id, 1);
    expect(run).toMatchObject({
      status: "CANCELLED",
      contactId: created.body.id,
      error: "Left the flow: contact is unsubscribed",
    });
    expect(peer.mailsTo(leaver)).toHaveLength(1);
    expect(peer.mailsTo(unsubscribedAddress)).toHaveLength(0);
  });
});
