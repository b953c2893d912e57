import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { automations } from "../automations/automation-client";
import {
  createActiveAutomation,
  edge,
  node,
  settledRuns,
  smtpConfigFor,
  templateFor,
  WELCOME_HTML,
} from "../automations/fixtures";
import { headerLine } from "../emails/mail-headers";
import type { startSmtpPeer } from "../helpers/smtp-peer";
import { useAutomationWorker } from "../automations/automation-worker";
import { createTestTeam } from "../helpers/teams";
import { uniqueEmail } from "../helpers/unique";
import { topics } from "./topic-client";

// An automation email step sent for a topic (docs/contract.md section 21): a contact not subscribed
// to it is skipped (the run goes on), one subscribed gets the email, whose List-Unsubscribe names the topic.

let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
useAutomationWorker((started) => (peer = started));

describe("a SEND_EMAIL step with a topicId", { timeout: 90_000 }, () => {
  it("sends to the contact that joined an opt_in topic and skips the one that did not", async () => {
    const { team, token } = await createTestTeam();
    await smtpConfigFor(team.id, { port: Number(new URL(peer.url).port) });
    const template = await templateFor(team.id, { subject: "Events near you", html: WELCOME_HTML });
    const topic = (await topics.create(token, { name: "Events", defaultSubscription: "opt_in" })).body;
    const list = await db.mailingList.create({ data: { teamId: team.id, name: "Readers" } });
    const [joined, other] = await Promise.all(
      ["joined", "other"].map((label) =>
        db.contact.create({ data: { teamId: team.id, listId: list.id, email: uniqueEmail(label), status: "ACTIVE" } }),
      ),
    );
    await topics.setForContact(token, joined.id, { topics: [{ id: topic.id, subscribed: true }] });

    const trigger = node("TRIGGER", { kind: "custom_event", name: "event_week" });
    const send = node("SEND_EMAIL", { templateId: template.id, topicId: topic.id });
    const automation = await createActiveAutomation(token, {
      name: "Event week",
      nodes: [trigger, send],
      edges: [edge(trigger, send)],
    });
    for (const contact of [joined, other])
      expect((await automations.event(token, { contactId: contact.id, name: "event_week" })).status).toBe(202);
    const runs = await settledRuns(automation.id, 2);
    const outcome = (contactId: string) =>
      (runs.find((run) => run.contactId === contactId)!.history as { type: string; outcome: string }[]).find(
        (step) => step.type === "SEND_EMAIL",
      )?.outcome;
    expect(outcome(other.id)).toBe("skipped: not subscribed to the topic");
    expect(outcome(joined.id)).toMatch(/^sent \(email \w+\)$/);
    const mail = await peer.mailTo(joined.email);
    expect(headerLine(mail, "List-Unsubscribe")).toContain(`?topic=${topic.id}>`);
    expect(peer.mailsTo(other.email)).toHaveLength(0);
  });

  it("refuses another team's topic in the step (422, as for any foreign id)", async () => {
    const { team, token } = await createTestTeam();
    const other = await createTestTeam("Other team");
    const template = await templateFor(team.id, { subject: "Hi", html: WELCOME_HTML });
    const foreign = (await topics.create(other.token, { name: "Theirs" })).body;
    const trigger = node("TRIGGER", { kind: "custom_event", name: "x" });
    const send = node("SEND_EMAIL", { templateId: template.id, topicId: foreign.id });
    const created = await automations.create(token, {
      name: "Foreign",
      nodes: [trigger, send],
      edges: [edge(trigger, send)],
    });
    expect(created.status).toBe(422);
    expect(created.body.details).toEqual({ "nodes.1.data.topicId": "is not one of the team's topics" });
  });
});
