import { describe, expect, it } from "vitest";
import { sealSecret } from "@/lib/crypto/secret-box";
import { db } from "@/lib/db";
import { syncMailbox, INBOUND_MAX_BYTES } from "@/lib/services/inbound/sync-mailbox";
import { createTestTeam } from "../helpers/teams";
import { imap, imapConfigFor } from "./imap-client";
import { arf, contactInLists, dsn, reply, sentEmail, uniqueAddress, unsubscribeMail } from "./fixtures";
import { listUnsubscribeHeaders } from "@/lib/mail/message-headers";
import { counts, dovecot, entriesOf, mailboxWith, useIntakeDovecot, withoutServers } from "./intake-setup";

// The intake's mailto unsubscribe, once-only, tenancy, bad input and mailbox handling against a real
// Dovecot (intake-setup.ts); bounces, complaints and replies are in intake.test.ts.

useIntakeDovecot();

describe.skipIf(withoutServers)("mailto unsubscribe (docs/contract.md section 21)", () => {
  /** The address of a message's List-Unsubscribe mailto for the contact, as Sendwell writes it. */
  const mailtoAddress = (contactId: string) =>
    /<mailto:([^?>]+)/.exec(listUnsubscribeHeaders({ contactId })["List-Unsubscribe"])![1];

  it("a mail to unsubscribe+<token>@host unsubscribes the contact in every list, whoever sends it; a forged token does nothing", async () => {
    const address = uniqueAddress("leaver");
    const setup = await mailboxWith([]);
    const contacts = await contactInLists(setup.team.id, address, 2);
    const webhook = await db.webhook.create({
      data: {
        teamId: setup.team.id,
        name: "Leavers",
        url: "https://hooks.example.com/u",
        secret: sealSecret("s"),
        events: ["unsubscribe"],
      },
    });
    const to = mailtoAddress(contacts[0].id);
    expect(to).toMatch(/^unsubscribe\+[\w-]+\.[\w-]+@localhost$/);
    const forged = to.replace(/\.[\w-]/, (match) => (match[1] === "A" ? ".B" : ".A"));
    await dovecot.append(setup.mailbox, unsubscribeMail({ from: "stranger@example.net", to: forged }));
    await dovecot.append(setup.mailbox, unsubscribeMail({ from: "alias@example.net", to }));

    expect(await syncMailbox(setup.config.id)).toEqual({ status: "synced", handled: 2 });
    const rows = await db.contact.findMany({ where: { teamId: setup.team.id, email: address } });
    expect(rows.map((row) => row.status)).toEqual(["UNSUBSCRIBED", "UNSUBSCRIBED"]);
    expect(await db.suppression.findFirst({ where: { teamId: setup.team.id, email: address } })).toMatchObject({
      reason: "UNSUBSCRIBED",
    });
    const ledger = await db.consentEvent.findMany({ where: { teamId: setup.team.id } });
    expect(ledger.map((entry) => [entry.contactId, entry.action, entry.source]).sort()).toEqual(
      contacts.map((contact) => [contact.id, "unsubscribed", "mailto"]).sort(),
    );
    expect((await db.delivery.findMany({ where: { webhookId: webhook.id } })).map((row) => row.event)).toEqual([
      "unsubscribe",
      "unsubscribe",
    ]);
    expect(await counts(setup.token, setup.config.id)).toEqual({
      bounces: 0,
      complaints: 0,
      replies: 0,
      unsubscribes: 1,
      dmarcReports: 0,
      ignored: 1,
    });
    const outcomes = await db.inboundMessage.findMany({
      where: { imapConfigId: setup.config.id },
      orderBy: { uid: "asc" },
    });
    expect(outcomes.map((row) => [row.outcome, row.reason])).toEqual([
      ["ignored", "A mail to the unsubscribe address about no contact of this team"],
      ["unsubscribe", null],
    ]);
  });

  it("a reply to unsubscribe@host without the token unsubscribes when it comes from a contact, and is ignored from anyone else", async () => {
    const address = uniqueAddress("replier");
    const setup = await mailboxWith([]);
    const [contact] = await contactInLists(setup.team.id, address, 1);
    const email = await sentEmail(setup.team.id, address, { contactId: contact.id });
    const stranger = uniqueAddress("stranger");
    for (const from of [stranger, address])
      await dovecot.append(
        setup.mailbox,
        unsubscribeMail({ from, to: "unsubscribe@localhost", subject: "Re: Spring sale", inReplyTo: email.messageId! }),
      );

    expect(await syncMailbox(setup.config.id)).toEqual({ status: "synced", handled: 2 });
    expect((await db.contact.findUniqueOrThrow({ where: { id: contact.id } })).status).toBe("UNSUBSCRIBED");
    expect(await db.suppression.findFirst({ where: { teamId: setup.team.id, email: stranger } })).toBeNull();
    expect(await db.consentEvent.findMany({ where: { contactId: contact.id } })).toEqual([
      expect.objectContaining({ action: "unsubscribed", source: "mailto", listId: contact.listId }),
    ]);
    // Not recorded as a reply: it is an unsubscribe.
    expect(await entriesOf(email.id)).toEqual([]);
    expect(await counts(setup.token, setup.config.id)).toMatchObject({ replies: 0, unsubscribes: 1, ignored: 1 });
  });
});

describe.skipIf(withoutServers)("once only, tenancy and bad input", () => {
  it("the same message twice in the mailbox, and a second sync, record it once", async () => {
    const setup = await createTestTeam();
    const address = uniqueAddress("twice");
    const email = await sentEmail(setup.team.id, address);
    const report = dsn({ recipient: address, messageId: email.messageId! });
    const mailbox = "Twice";
    await dovecot.createMailbox(mailbox);
    await dovecot.append(mailbox, report);
    await dovecot.append(mailbox, report);
    const config = await imapConfigFor(setup.token, dovecot, { mailbox });
    expect(await syncMailbox(config.id)).toEqual({ status: "synced", handled: 2 });
    expect(await syncMailbox(config.id)).toEqual({ status: "synced", handled: 0 });
    expect(await entriesOf(email.id)).toHaveLength(1);
    expect((await imap.get(setup.token, config.id)).body).toMatchObject({
      lastUid: 2,
      counts: { bounces: 1, ignored: 0 },
    });
  });

  it("a report about another team's email touches nothing of that team and is counted as ignored", async () => {
    const victim = await createTestTeam();
    const address = uniqueAddress("victim");
    await contactInLists(victim.team.id, address, 1);
    const theirs = await sentEmail(victim.team.id, address);
    const setup = await mailboxWith([
      dsn({ recipient: address, messageId: theirs.messageId! }),
      arf({ recipient: address, messageId: theirs.messageId! }),
    ]);
    await syncMailbox(setup.config.id);
    expect(await entriesOf(theirs.id)).toEqual([]);
    expect((await db.email.findUniqueOrThrow({ where: { id: theirs.id } })).status).toBe("SENT");
    expect((await db.contact.findFirstOrThrow({ where: { email: address } })).status).toBe("ACTIVE");
    expect(await db.suppression.findFirst({ where: { email: address } })).toBeNull();
    expect(await counts(setup.token, setup.config.id)).toEqual({
      bounces: 0,
      complaints: 0,
      replies: 0,
      unsubscribes: 0,
      dmarcReports: 0,
      ignored: 2,
    });
    const reasons = await db.inboundMessage.findMany({
      where: { imapConfigId: setup.config.id },
      orderBy: { uid: "asc" },
    });
    expect(reasons.map((row) => [row.outcome, row.reason])).toEqual([
      ["ignored", "A bounce about no email this team sent"],
      ["ignored", "A complaint about no email this team sent"],
    ]);
  });

  it("malformed MIME, a DSN without a recognisable recipient and an unrelated message are ignored with a reason, and the sync goes on", async () => {
    const address = uniqueAddress("after");
    const setup = await mailboxWith([]);
    const email = await sentEmail(setup.team.id, address);
    await dovecot.append(
      setup.mailbox,
      'Content-Type: multipart/mixed; boundary="Z"\r\nFrom: <<<broken\r\nSubject: =?utf-8?B?####?=\r\n\r\n--Z\r\nContent-Type: message/rfc822\r\n\r\n\x00\x01garbage',
    );
    await dovecot.append(setup.mailbox, dsn({ recipient: null }));
    await dovecot.append(
      setup.mailbox,
      "From: friend@example.org\r\nSubject: Lunch?\r\nMessage-ID: <lunch@example.org>\r\n\r\nAre you free?\r\n",
    );
    await dovecot.append(setup.mailbox, dsn({ recipient: address, messageId: email.messageId! }));
    expect(await syncMailbox(setup.config.id)).toEqual({ status: "synced", handled: 4 });
    const rows = await db.inboundMessage.findMany({
      where: { imapConfigId: setup.config.id },
      orderBy: { uid: "asc" },
    });
    expect(rows.map((row) => [row.uid, row.outcome, row.reason])).toEqual([
      [1, "ignored", "Not a bounce, a complaint or a reply to a message Sendwell sent"],
      [2, "ignored", "A bounce that names neither the original message nor its recipient"],
      [3, "ignored", "Not a bounce, a complaint or a reply to a message Sendwell sent"],
      [4, "bounce", null],
    ]);
    expect((await db.email.findUniqueOrThrow({ where: { id: email.id } })).status).toBe("BOUNCED");
  });

  it("a 20 MB message is read up to the limit, classified from its start, and does not stop the sync", async () => {
    const address = uniqueAddress("huge");
    const setup = await mailboxWith([]);
    const email = await sentEmail(setup.team.id, address);
    const padding = `${"x".repeat(76)}\r\n`;
    const huge = reply({
      from: address,
      messageId: email.messageId!,
      text: `Here is the big file you asked about.\r\n${padding.repeat(Math.ceil((20 * 1024 * 1024) / padding.length))}`,
    });
    expect(huge.length).toBeGreaterThan(20 * 1024 * 1024);
    await dovecot.append(setup.mailbox, huge);
    await dovecot.append(setup.mailbox, dsn({ recipient: address, messageId: email.messageId! }));
    expect(await syncMailbox(setup.config.id)).toEqual({ status: "synced", handled: 2 });
    const entries = await entriesOf(email.id);
    expect(entries.map((entry) => entry.event)).toEqual(["reply", "bounce"]);
    expect((entries[0].metadata as { snippet: string }).snippet).toMatch(
      /^Here is the big file you asked about\. x{20}/,
    );
    expect(INBOUND_MAX_BYTES).toBeLessThan(20 * 1024 * 1024);
  });
});

describe.skipIf(withoutServers)("mailbox handling", () => {
  it("moves handled messages to the processed mailbox", async () => {
    const address = uniqueAddress("moved");
    const setup = await mailboxWith([], { processedMailbox: "Handled" });
    await dovecot.createMailbox("Handled").catch(() => undefined);
    const email = await sentEmail(setup.team.id, address);
    await dovecot.append(setup.mailbox, dsn({ recipient: address, messageId: email.messageId! }));
    await dovecot.append(setup.mailbox, reply({ from: address, messageId: email.messageId! }));
    const before = await dovecot.count("Handled");
    await syncMailbox(setup.config.id);
    expect(await dovecot.count(setup.mailbox)).toBe(0);
    expect(await dovecot.count("Handled")).toBe(before + 2);
  });

  it("a UIDVALIDITY change (the mailbox recreated) rescans it, recording only what is new", async () => {
    const address = uniqueAddress("rescan");
    const setup = await mailboxWith([]);
    const first = await sentEmail(setup.team.id, address);
    const second = await sentEmail(setup.team.id, address);
    const oldReport = dsn({ recipient: address, messageId: first.messageId!, status: "4.2.2" });
    await dovecot.append(setup.mailbox, oldReport);
    await syncMailbox(setup.config.id);
    const before = await db.iMAPConfig.findUniqueOrThrow({ where: { id: setup.config.id } });
    await dovecot.deleteMailbox(setup.mailbox);
    await dovecot.createMailbox(setup.mailbox);
    await dovecot.append(setup.mailbox, oldReport);
    await dovecot.append(setup.mailbox, reply({ from: address, messageId: second.messageId! }));
    expect(await syncMailbox(setup.config.id)).toEqual({ status: "synced", handled: 2 });
    const after = await db.iMAPConfig.findUniqueOrThrow({ where: { id: setup.config.id } });
    expect(after.uidValidity).not.toBe(before.uidValidity);
    expect(after.lastUid).toBe(2);
    expect((await entriesOf(first.id)).map((entry) => entry.event)).toEqual(["bounce"]);
    expect((await entriesOf(second.id)).map((entry) => entry.event)).toEqual(["reply"]);
    expect(await counts(setup.token, setup.config.id)).toEqual({
      bounces: 1,
      complaints: 0,
      replies: 1,
      unsubscribes: 0,
      dmarcReports: 0,
      ignored: 0,
    });
  });
});
