import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useEnvelopeSinkAndWorker } from "./envelope-sink";

// VERP return paths (docs/contract.md section 20): the envelope sender a real SMTP peer sees is
// bounce+<token>@<domain>, with BOUNCE_DOMAIN or the team's verified returnPathDomain; and a DSN
// addressed to it, quoting nothing of the original, is matched to its Email by the token alone,
// read from a real Dovecot by the IMAP intake. BOUNCE_DOMAIN is set before the app's modules load
// (lib/env.ts reads configuration once).

const BOUNCE_DOMAIN = "bounces.sendwell-verp.test";
process.env.BOUNCE_DOMAIN = BOUNCE_DOMAIN;

const { POST: postEmails } = await import("@/app/api/v1/emails/route");
const { PATCH: patchSettings } = await import("@/app/api/v1/settings/route");
const { db } = await import("@/lib/db");
const { readReturnPathToken, returnPathAddress } = await import("@/lib/mail/return-path");
const { syncMailbox } = await import("@/lib/services/inbound/sync-mailbox");
const { errorEnvelope } = await import("../auth/auth-client");
const { smtpConfigFor } = await import("../emails/fixtures");
const { startDovecot } = await import("../helpers/dovecot");
const { apiRequest, callRoute } = await import("../helpers/http");
const { missingSystemServers } = await import("../helpers/system-servers");
const { createTestTeam } = await import("../helpers/teams");
const { uniqueEmail } = await import("../helpers/unique");
const { imapConfigFor } = await import("../inbound/imap-client");

const sink = useEnvelopeSinkAndWorker();

async function answer(response: Response) {
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
const sendEmail = (token: string, to: string) =>
  callRoute(
    postEmails,
    apiRequest("/emails", {
      method: "POST",
      token,
      json: { from: "Acme <billing@acme.test>", to, subject: "Your invoice", html: "<p>Invoice</p>" },
    }),
  ).then(answer);
const patch = (token: string, json: unknown) =>
  callRoute(patchSettings, apiRequest("/settings", { method: "PATCH", token, json })).then(answer);

const unique = () => Math.random().toString(36).slice(2, 10);
/** The worker settles a sent row a moment after the peer has it (longer on the embedded database). */
const SLOW = { timeout: 20_000, interval: 100 };

async function verifiedDomain(teamId: string, status: "VERIFIED" | "PENDING" = "VERIFIED") {
  return db.domain.create({ data: { teamId, domain: `mail-${unique()}.acme.test`, status } });
}

describe("the envelope sender", () => {
  it("is bounce+<token>@BOUNCE_DOMAIN; with a verified returnPathDomain in the settings, on that domain; the token names the Email", async () => {
    const { team, token } = await createTestTeam();
    await smtpConfigFor(team.id, { port: sink().port });
    const first = uniqueEmail("verp-env");
    const sent = await sendEmail(token, first);
    expect(sent.status).toBe(200);
    const arrival = await sink().arrivalTo(first);
    expect(arrival.mailFrom).toBe(returnPathAddress(sent.body.id, BOUNCE_DOMAIN));
    const [, tokenText] = /^bounce\+([^@]+)@bounces\.sendwell-verp\.test$/.exec(arrival.mailFrom)!;
    expect(readReturnPathToken(tokenText)).toBe(sent.body.id);
    expect(readReturnPathToken(tokenText.toUpperCase())).toBe(sent.body.id); // a relay may change its case
    expect(`bounce+${tokenText}`.length).toBeLessThanOrEqual(64); // RFC 5321's local-part limit
    // Altered or made up: nothing.
    expect(readReturnPathToken(`${tokenText.slice(0, -1)}${tokenText.endsWith("0") ? "1" : "0"}`)).toBeNull();
    expect(readReturnPathToken(`${sent.body.id}-00000000000000000000`)).toBeNull();

    const domain = await verifiedDomain(team.id);
    const patched = await patch(token, { returnPathDomain: domain.domain.toUpperCase() });
    expect(patched.status).toBe(200);
    expect(patched.body.returnPathDomain).toBe(domain.domain);
    const second = uniqueEmail("verp-team");
    const again = await sendEmail(token, second);
    expect((await sink().arrivalTo(second)).mailFrom).toBe(returnPathAddress(again.body.id, domain.domain));
    // The header From is untouched: only the envelope changes.
    expect((await db.email.findUniqueOrThrow({ where: { id: again.body.id } })).from).toBe("Acme <billing@acme.test>");

    // Cleared: back to BOUNCE_DOMAIN.
    expect((await patch(token, { returnPathDomain: null })).body.returnPathDomain).toBeNull();
    const third = uniqueEmail("verp-cleared");
    const cleared = await sendEmail(token, third);
    expect((await sink().arrivalTo(third)).mailFrom).toBe(returnPathAddress(cleared.body.id, BOUNCE_DOMAIN));
  });

  it("refuses a returnPathDomain that is not a VERIFIED domain of the team (400, details.returnPathDomain)", async () => {
    const { team, token } = await createTestTeam();
    const other = await createTestTeam("Elsewhere");
    const pending = await verifiedDomain(team.id, "PENDING");
    const othersVerified = await verifiedDomain(other.team.id);
    const refusal = errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", {
      returnPathDomain: "must be a VERIFIED sending domain of your team (Settings → Domains)",
    });
    for (const returnPathDomain of [pending.domain, othersVerified.domain, "nowhere.example.org"]) {
      const refused = await patch(token, { returnPathDomain });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual(refusal);
    }
    const malformed = await patch(token, { returnPathDomain: "not a domain" });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual(
      errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", {
        returnPathDomain: "must be a domain name such as bounces.acme.com",
      }),
    );
    const settings = await db.teamSettings.findUniqueOrThrow({ where: { teamId: team.id } });
    expect(settings.returnPathDomain).toBeNull();
  });
});

const withoutServers = missingSystemServers("file", "dovecot");

describe.skipIf(withoutServers)("a bounce to the VERP address", () => {
  let dovecot: Awaited<ReturnType<typeof startDovecot>>;
  beforeAll(async () => {
    dovecot = await startDovecot();
  });
  afterAll(() => dovecot.close());

  /** A DSN to `to` about `recipient` with no original message or headers in it. */
  const bareDsn = (to: string, recipient: string) =>
    [
      "From: Mail Delivery System <MAILER-DAEMON@mx.example.org>",
      `To: ${to}`,
      "Subject: Undelivered Mail Returned to Sender",
      `Message-ID: <dsn-${unique()}@mx.example.org>`,
      "MIME-Version: 1.0",
      'Content-Type: multipart/report; report-type=delivery-status; boundary="B"',
      "",
      "--B",
      "Content-Type: text/plain",
      "",
      "Your message could not be delivered.",
      "",
      "--B",
      "Content-Type: message/delivery-status",
      "",
      "Reporting-MTA: dns; mx.example.org",
      "",
      `Final-Recipient: rfc822; ${recipient}`,
      "Action: failed",
      "Status: 5.1.1",
      "Diagnostic-Code: smtp; 550 5.1.1 no such user",
      "",
      "--B--",
      "",
    ].join("\r\n");

  it("is recorded on the Email its token names, not the latest mail to that address; a forged token is not", async () => {
    const { team, token } = await createTestTeam();
    await smtpConfigFor(team.id, { port: sink().port });
    const recipient = uniqueEmail("verp-bounce");
    // Two emails to the same address, both sent: the bounce is about the first (older) one.
    const older = await sendEmail(token, recipient);
    await sink().arrivalTo(recipient);
    await expect
      .poll(async () => (await db.email.findUniqueOrThrow({ where: { id: older.body.id } })).status, SLOW)
      .toBe("SENT");
    const newer = await sendEmail(token, recipient);
    await expect
      .poll(async () => (await db.email.findUniqueOrThrow({ where: { id: newer.body.id } })).status, SLOW)
      .toBe("SENT");
    const verp = sink().to(recipient)[0].mailFrom;
    expect(verp).toBe(returnPathAddress(older.body.id, BOUNCE_DOMAIN));

    const mailbox = `Verp${unique()}`;
    await dovecot.createMailbox(mailbox);
    await dovecot.append(mailbox, bareDsn(verp, recipient));
    const config = await imapConfigFor(token, dovecot, { mailbox });
    expect(await syncMailbox(config.id)).toEqual({ status: "synced", handled: 1 });

    const bounces = await db.emailTracking.findMany({ where: { teamId: team.id, event: "bounce" } });
    expect(bounces).toEqual([
      expect.objectContaining({
        emailId: older.body.id,
        metadata: expect.objectContaining({ kind: "hard", status: "5.1.1", recipient, source: "imap:rfc3464" }),
      }),
    ]);
    expect((await db.email.findUniqueOrThrow({ where: { id: older.body.id } })).status).toBe("BOUNCED");
    expect((await db.email.findUniqueOrThrow({ where: { id: newer.body.id } })).status).toBe("SENT");

    // A forged token (the older email's id, a made-up signature) names nothing: the report falls
    // back to its recipient, the team's latest email to it (the newer one).
    const forgedMailbox = `Forged${unique()}`;
    await dovecot.createMailbox(forgedMailbox);
    await dovecot.append(
      forgedMailbox,
      bareDsn(`bounce+${older.body.id}-0123456789abcdef0123@${BOUNCE_DOMAIN}`, recipient),
    );
    const forgedConfig = await imapConfigFor(token, dovecot, { mailbox: forgedMailbox });
    expect(await syncMailbox(forgedConfig.id)).toEqual({ status: "synced", handled: 1 });
    const after = await db.emailTracking.findMany({
      where: { teamId: team.id, event: "bounce" },
      orderBy: { createdAt: "asc" },
    });
    expect(after.map((entry) => entry.emailId)).toEqual([older.body.id, newer.body.id]);
  }, 60_000);
});
