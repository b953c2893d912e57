import { describe, expect, it } from "vitest";
import { sealSecret } from "@/lib/crypto/secret-box";
import { db } from "@/lib/db";
import { syncMailbox } from "@/lib/services/inbound/sync-mailbox";
import { createTestTeam } from "../helpers/teams";
import { GET as emailAnalyticsRoute } from "@/app/api/v1/analytics/email/route";
import { send } from "../contacts/audience-client";
import { imap, imapConfigFor } from "./imap-client";
import { createActiveAutomation, edge, node } from "../automations/fixtures";
import { arf, contactInLists, dsn, reply, sentEmail, uniqueAddress } from "./fixtures";
import { counts, dovecot, entriesOf, mailboxWith, useIntakeDovecot, withoutServers } from "./intake-setup";

// The intake of bounces, complaints and replies against a real Dovecot (intake-setup.ts); unsubscribe
// mails, once-only, tenancy, bad input and mailbox handling are in intake-mailbox.test.ts.

useIntakeDovecot();

async function webhookFor(teamId: string) {
  return db.webhook.create({
    data: {
      teamId,
      name: "Inbound",
      url: "https://hooks.example.com/in",
      secret: sealSecret("whsec_test"),
      events: ["bounce", "complaint", "reply"],
    },
  });
}

describe.skipIf(withoutServers)("bounces", () => {
  it("a hard bounce marks the email BOUNCED, the contact BOUNCED in every list, suppresses the address and fires the bounce webhook", async () => {
    const setup = await createTestTeam();
    const address = uniqueAddress("gone");
    const contacts = await contactInLists(setup.team.id, address, 3);
    const email = await sentEmail(setup.team.id, `Gone Reader <${address}>`, { contactId: contacts[0].id });
    const webhook = await webhookFor(setup.team.id);
    const mailbox = "HardBounce";
    await dovecot.createMailbox(mailbox);
    await dovecot.append(mailbox, dsn({ recipient: address, messageId: email.messageId! }));
    const config = await imapConfigFor(setup.token, dovecot, { mailbox });

    expect(await syncMailbox(config.id)).toEqual({ status: "synced", handled: 1 });
    expect(await entriesOf(email.id)).toEqual([
      expect.objectContaining({
        event: "bounce",
        contactId: contacts[0].id,
        metadata: {
          kind: "hard",
          status: "5.1.1",
          diagnosticCode: "smtp; 550 5.1.1 mailbox problem",
          recipient: address,
          source: "imap:rfc3464",
        },
      }),
    ]);
    expect((await db.email.findUniqueOrThrow({ where: { id: email.id } })).status).toBe("BOUNCED");
    expect((await db.contact.findMany({ where: { email: address } })).map((contact) => contact.status)).toEqual([
      "BOUNCED",
      "BOUNCED",
      "BOUNCED",
    ]);
    expect(await db.suppression.findFirst({ where: { teamId: setup.team.id, email: address } })).toMatchObject({
      reason: "BOUNCED",
    });
    // The consent ledger: a `bounced` entry for each contact, from the intake.
    const ledger = await db.consentEvent.findMany({ where: { teamId: setup.team.id } });
    expect(ledger.map((entry) => [entry.contactId, entry.action, entry.source]).sort()).toEqual(
      contacts.map((contact) => [contact.id, "bounced", "inbound"]).sort(),
    );
    const [delivery] = await db.delivery.findMany({ where: { webhookId: webhook.id } });
    expect(delivery).toMatchObject({
      event: "bounce",
      payload: { type: "bounce", data: { emailId: email.id, event: "bounce", recipient: address } },
    });
    expect((await imap.get(setup.token, config.id)).body).toMatchObject({
      lastUid: 1,
      lastError: null,
      counts: { bounces: 1, complaints: 0, replies: 0, unsubscribes: 0, dmarcReports: 0, ignored: 0 },
    });
  });

  it("a soft bounce changes no status; the third soft bounce of one address within 30 days counts as hard", async () => {
    const setup = await createTestTeam();
    const address = uniqueAddress("full");
    await contactInLists(setup.team.id, address, 1);
    const emails = [
      await sentEmail(setup.team.id, address),
      await sentEmail(setup.team.id, address),
      await sentEmail(setup.team.id, address),
    ];
    const mailbox = "SoftBounces";
    await dovecot.createMailbox(mailbox);
    const config = await imapConfigFor(setup.token, dovecot, { mailbox });

    for (const [index, email] of emails.entries()) {
      await dovecot.append(mailbox, dsn({ recipient: address, status: "4.2.2", messageId: email.messageId! }));
      await syncMailbox(config.id);
      const suppressed = await db.suppression.findFirst({ where: { teamId: setup.team.id, email: address } });
      const [contact] = await db.contact.findMany({ where: { email: address } });
      if (index < 2) {
        expect(suppressed).toBeNull();
        expect(contact.status).toBe("ACTIVE");
        expect((await db.email.findUniqueOrThrow({ where: { id: email.id } })).status).toBe("SENT");
      } else {
        expect(suppressed).toMatchObject({ reason: "BOUNCED" });
        expect(contact.status).toBe("BOUNCED");
        expect(await entriesOf(email.id)).toEqual([
          expect.objectContaining({
            metadata: expect.objectContaining({ kind: "soft", status: "4.2.2", countsAsHard: true }),
          }),
        ]);
      }
    }
    expect(await counts(setup.token, config.id)).toEqual({
      bounces: 3,
      complaints: 0,
      replies: 0,
      unsubscribes: 0,
      dmarcReports: 0,
      ignored: 0,
    });
  });

  it("without the original's Message-ID, a bounce finds the team's latest email to the recipient", async () => {
    const address = uniqueAddress("nomid");
    const setup = await mailboxWith([]);
    await sentEmail(setup.team.id, address);
    const latest = await sentEmail(setup.team.id, address);
    await dovecot.append(setup.mailbox, dsn({ recipient: address }));
    await syncMailbox(setup.config.id);
    expect((await entriesOf(latest.id)).map((entry) => entry.event)).toEqual(["bounce"]);
  });
});

describe.skipIf(withoutServers)("complaints and replies", () => {
  it("a complaint marks the contact COMPLAINED in every list and suppresses the address", async () => {
    const setup = await createTestTeam();
    const address = uniqueAddress("angry");
    const contacts = await contactInLists(setup.team.id, address, 2);
    const email = await sentEmail(setup.team.id, address, { contactId: contacts[1].id });
    const mailbox = "Complaints";
    await dovecot.createMailbox(mailbox);
    await dovecot.append(mailbox, arf({ recipient: address, messageId: email.messageId! }));
    const config = await imapConfigFor(setup.token, dovecot, { mailbox });
    await syncMailbox(config.id);
    expect(await entriesOf(email.id)).toEqual([
      expect.objectContaining({
        event: "complaint",
        metadata: { feedbackType: "abuse", recipient: address, userAgent: "ExampleFBL/1.0", source: "imap:arf" },
      }),
    ]);
    expect((await db.contact.findMany({ where: { email: address } })).map((contact) => contact.status)).toEqual([
      "COMPLAINED",
      "COMPLAINED",
    ]);
    expect(await db.suppression.findFirst({ where: { teamId: setup.team.id, email: address } })).toMatchObject({
      reason: "COMPLAINED",
    });
    expect(await counts(setup.token, config.id)).toEqual({
      bounces: 0,
      complaints: 1,
      replies: 0,
      unsubscribes: 0,
      dmarcReports: 0,
      ignored: 0,
    });
  });

  it("a reply is recorded with its subject and snippet; an automatic reply is flagged and kept out of the reply figures", async () => {
    const setup = await createTestTeam();
    const address = uniqueAddress("dana");
    const email = await sentEmail(setup.team.id, address);
    const webhook = await webhookFor(setup.team.id);
    const mailbox = "Replies";
    await dovecot.createMailbox(mailbox);
    await dovecot.append(
      mailbox,
      reply({ from: address, messageId: email.messageId!, text: "Do you ship to Canada? I love the blue one." }),
    );
    await dovecot.append(
      mailbox,
      reply({ from: address, messageId: email.messageId!, text: "I am away until Monday.", automatic: true }),
    );
    const config = await imapConfigFor(setup.token, dovecot, { mailbox });
    await syncMailbox(config.id);
    const entries = await entriesOf(email.id);
    expect(entries).toEqual([
      expect.objectContaining({
        event: "reply",
        isAutomated: false,
        metadata: {
          subject: "Re: Spring sale",
          snippet: "Do you ship to Canada? I love the blue one.",
          from: address,
          automatic: false,
          source: "imap",
        },
      }),
      expect.objectContaining({
        event: "reply",
        isAutomated: true,
        metadata: expect.objectContaining({ automatic: true, snippet: "I am away until Monday." }),
      }),
    ]);
    // Replies change no status.
    expect((await db.email.findUniqueOrThrow({ where: { id: email.id } })).status).toBe("SENT");
    expect(
      (await db.delivery.findMany({ where: { webhookId: webhook.id } })).map((delivery) => delivery.event),
    ).toEqual(["reply", "reply"]);
    // Analytics count the human reply only (docs/contract.md section 14: automatic replies are left out).
    const analytics = await send(emailAnalyticsRoute, setup.token, `/analytics/email?emailId=${email.id}`);
    expect(await analytics.json()).toMatchObject({ replyCount: 1 });
    expect(await counts(setup.token, config.id)).toEqual({
      bounces: 0,
      complaints: 0,
      replies: 2,
      unsubscribes: 0,
      dmarcReports: 0,
      ignored: 0,
    });
  });
});

describe.skipIf(withoutServers)("automations", () => {
  it("a reply starts the team's email_replied flows for its contact; an automatic reply does not", async () => {
    const setup = await createTestTeam();
    const address = uniqueAddress("flow");
    const [contact] = await contactInLists(setup.team.id, address, 1);
    const email = await sentEmail(setup.team.id, address, { contactId: contact.id });
    const trigger = node("TRIGGER", { kind: "email_replied" });
    const exit = node("EXIT", {});
    const automation = await createActiveAutomation(setup.token, {
      name: "Answer repliers",
      nodes: [trigger, exit],
      edges: [edge(trigger, exit)],
    });
    const mailbox = "FlowReplies";
    await dovecot.createMailbox(mailbox);
    await dovecot.append(
      mailbox,
      reply({ from: address, messageId: email.messageId!, text: "Out until Monday.", automatic: true }),
    );
    const config = await imapConfigFor(setup.token, dovecot, { mailbox });
    await syncMailbox(config.id);
    expect(await db.automationRun.count({ where: { automationId: automation.id } })).toBe(0);
    await dovecot.append(
      mailbox,
      reply({ from: address, messageId: email.messageId!, text: "Yes please, send me the catalogue." }),
    );
    await syncMailbox(config.id);
    expect(
      await db.automationRun.findMany({ where: { automationId: automation.id }, select: { contactId: true } }),
    ).toEqual([{ contactId: contact.id }]);
  });
});
