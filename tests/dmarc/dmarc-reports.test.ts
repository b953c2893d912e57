import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { syncMailbox } from "@/lib/services/inbound/sync-mailbox";
import { errorEnvelope } from "../auth/auth-client";
import { addDomain } from "../domains/domain-client";
import { startDovecot, type Dovecot } from "../helpers/dovecot";
import { missingSystemServers } from "../helpers/system-servers";
import { createTestTeam } from "../helpers/teams";
import { imap, imapConfigFor } from "../inbound/imap-client";
import { getDmarc } from "./dmarc-client";
import { asGzip, asXml, asZip, type Report, reportMail, reportXml } from "./dmarc-messages";

// DMARC aggregate reports (docs/contract.md section 22) mailed to a real Dovecot, read by the IMAP
// intake (syncMailbox, what the sync-imap-config job runs), summarised by GET /domains/{id}/dmarc.

const withoutServers = missingSystemServers("file", "dovecot");
let dovecot: Dovecot;
beforeAll(async () => {
  if (!withoutServers) dovecot = await startDovecot();
});
afterAll(() => dovecot?.close());

const DAY_MS = 86_400_000;
const today = Date.parse(new Date().toISOString().slice(0, 10));
const daysAgo = (days: number) => new Date(today - days * DAY_MS);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

let mailboxes = 0;
async function teamReading(messages: string[]) {
  const team = await createTestTeam();
  const mailbox = `Dmarc${++mailboxes}`;
  await dovecot.createMailbox(mailbox);
  for (const message of messages) await dovecot.append(mailbox, message);
  const config = await imapConfigFor(team.token, dovecot, { mailbox });
  return { ...team, config };
}

const inboundOf = (imapConfigId: string) =>
  db.inboundMessage.findMany({
    where: { imapConfigId },
    orderBy: { uid: "asc" },
    select: { uid: true, outcome: true, reason: true },
  });

describe.skipIf(withoutServers)("DMARC aggregate reports through the IMAP intake", () => {
  it("reads gzip and zip reports, stores a report sent twice once, and sums them exactly per source IP and day", async () => {
    const domain = `dmarc-${randomUUID().slice(0, 8)}.example.com`;
    const google: Report = {
      org: "google.com",
      reportId: "13290875823462384575",
      domain,
      begin: daysAgo(1),
      rows: [
        { ip: "203.0.113.10", count: 120, dkim: "pass", spf: "pass", authDkim: [{ domain, result: "pass" }] },
        { ip: "198.51.100.7", count: 5, dkim: "fail", spf: "fail", disposition: "reject" },
      ],
    };
    const yahoo: Report = {
      org: "Yahoo",
      reportId: "1732300800.431566",
      domain,
      begin: daysAgo(2),
      rows: [
        { ip: "203.0.113.10", count: 30, dkim: "pass", spf: "fail", authDkim: [{ domain, result: "pass" }] },
        {
          ip: "192.0.2.55",
          count: 8,
          dkim: "fail",
          spf: "fail",
          disposition: "quarantine",
          authDkim: [{ domain: "mcsv.net", result: "pass" }],
          authSpf: [{ domain: "mcsv.net", result: "pass" }],
        },
      ],
    };
    const setup = await teamReading([
      reportMail(asGzip(google), { org: google.org, domain }),
      reportMail(asZip(yahoo), { org: "yahoo.com", domain }),
      // The same report again (a resend, another Message-ID): counted once.
      reportMail(asGzip(google), { org: google.org, domain }),
    ]);
    const added = await addDomain(setup.token, domain);

    expect(await syncMailbox(setup.config.id)).toEqual({ status: "synced", handled: 3 });
    expect(await inboundOf(setup.config.id)).toEqual([
      { uid: 1, outcome: "dmarc", reason: null },
      { uid: 2, outcome: "dmarc", reason: null },
      {
        uid: 3,
        outcome: "ignored",
        reason: "DMARC report 13290875823462384575 from google.com was already recorded",
      },
    ]);
    expect((await imap.get(setup.token, setup.config.id)).body.counts).toEqual({
      bounces: 0,
      complaints: 0,
      replies: 0,
      unsubscribes: 0,
      dmarcReports: 2,
      ignored: 1,
    });

    const expected = {
      domain,
      days: 30,
      reports: 2,
      messages: 163,
      dkimAligned: 150,
      spfAligned: 120,
      passRate: 0.9202,
      sources: [
        {
          ip: "203.0.113.10",
          count: 150,
          dkim: 150,
          spf: 120,
          passed: 150,
          failed: 0,
          disposition: { none: 150, quarantine: 0, reject: 0 },
          verdict: "pass",
        },
        {
          ip: "192.0.2.55",
          count: 8,
          dkim: 0,
          spf: 0,
          passed: 0,
          failed: 8,
          disposition: { none: 0, quarantine: 8, reject: 0 },
          verdict: "unauthenticated_service",
        },
        {
          ip: "198.51.100.7",
          count: 5,
          dkim: 0,
          spf: 0,
          passed: 0,
          failed: 5,
          disposition: { none: 0, quarantine: 0, reject: 5 },
          verdict: "spoofing",
        },
      ],
      daily: [
        { date: isoDay(daysAgo(2)), messages: 38, passed: 30, passRate: 0.7895 },
        { date: isoDay(daysAgo(1)), messages: 125, passed: 120, passRate: 0.96 },
      ],
    };
    expect(await getDmarc(setup.token, added.id)).toEqual({ status: 200, body: expected });

    // Syncing again reads nothing new and changes nothing.
    expect(await syncMailbox(setup.config.id)).toEqual({ status: "synced", handled: 0 });
    expect((await getDmarc(setup.token, added.id)).body).toEqual(expected);

    // A shorter period leaves the older report out.
    expect((await getDmarc(setup.token, added.id, "?days=1")).body).toMatchObject({
      days: 1,
      reports: 1,
      messages: 125,
      dkimAligned: 120,
      spfAligned: 120,
      passRate: 0.96,
    });

    // Another team with a domain of the same name sees none of this team's reports.
    const other = await createTestTeam();
    const theirs = await addDomain(other.token, domain);
    expect((await getDmarc(other.token, theirs.id)).body).toEqual({
      domain,
      days: 30,
      reports: 0,
      messages: 0,
      dkimAligned: 0,
      spfAligned: 0,
      passRate: 0,
      sources: [],
      daily: [],
    });
  });

  it("records a malformed attachment as ignored with the reason and reads on", async () => {
    const domain = `broken-${randomUUID().slice(0, 8)}.example.com`;
    const good: Report = {
      org: "outlook.com",
      reportId: "b2c4e7d4b1f04a0c9f3e",
      domain,
      begin: daysAgo(1),
      rows: [{ ip: "203.0.113.20", count: 42, dkim: "pass", spf: "pass" }],
    };
    const truncatedXml = reportXml(good).replace("</feedback>", "");
    const gzip = asGzip(good);
    const setup = await teamReading([
      reportMail(asXml(truncatedXml, "outlook.xml"), { domain }),
      reportMail({ ...gzip, content: gzip.content.subarray(0, 40) }, { domain }),
      reportMail(asXml("<feedback><version>1.0</version></feedback>", "empty.xml"), { domain }),
      reportMail(asZip(good), { org: good.org, domain }),
    ]);
    const added = await addDomain(setup.token, domain);

    expect(await syncMailbox(setup.config.id)).toEqual({ status: "synced", handled: 4 });
    expect(await inboundOf(setup.config.id)).toEqual([
      {
        uid: 1,
        outcome: "ignored",
        reason:
          "DMARC report attachment outlook.xml could not be read: not well-formed XML (line 2: Unclosed tag 'feedback'.)",
      },
      {
        uid: 2,
        outcome: "ignored",
        reason: `DMARC report attachment ${gzip.filename} could not be read: the gzip data is damaged (unexpected end of file)`,
      },
      {
        uid: 3,
        outcome: "ignored",
        reason:
          "DMARC report attachment empty.xml could not be read: not an RFC 7489 aggregate report (feedback.report_metadata: Invalid input: expected object, received undefined)",
      },
      { uid: 4, outcome: "dmarc", reason: null },
    ]);
    expect((await imap.get(setup.token, setup.config.id)).body.counts).toMatchObject({ dmarcReports: 1, ignored: 3 });
    expect((await getDmarc(setup.token, added.id)).body).toMatchObject({
      reports: 1,
      messages: 42,
      passRate: 1,
      sources: [expect.objectContaining({ ip: "203.0.113.20", count: 42, verdict: "pass" })],
    });
  });
});

describe("GET /domains/{id}/dmarc: bad input", () => {
  it("answers 400 for a days out of range and 404 for another team's domain", async () => {
    const team = await createTestTeam();
    const other = await createTestTeam();
    const domain = await addDomain(team.token, `mine-${randomUUID().slice(0, 8)}.example.com`);
    const theirs = await addDomain(other.token, `theirs-${randomUUID().slice(0, 8)}.example.com`);

    for (const [query, message] of [
      ["?days=0", "must be at least 1"],
      ["?days=366", "must be at most 365"],
      ["?days=week", "must be an integer"],
    ]) {
      expect(await getDmarc(team.token, domain.id, query)).toEqual({
        status: 400,
        body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid query", { days: message }),
      });
    }
    expect(await getDmarc(team.token, theirs.id)).toEqual({
      status: 404,
      body: errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Domain not found"),
    });
  });
});
