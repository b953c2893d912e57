import { dkimVerify } from "mailauth/lib/dkim/verify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createContactRoute } from "@/app/api/v1/contacts/route";
import { POST as postEmails } from "@/app/api/v1/emails/route";
import { startWorker, stopWorker } from "@/jobs/drivers/pg-boss";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { closeTransports } from "@/lib/mail/transport-pool";
import { errorEnvelope } from "../auth/auth-client";
import { campaigns } from "../campaigns/campaign-client";
import { draftCampaign, listWithContacts } from "../campaigns/fixtures";
import { createActiveAutomation, node, edge, listFor } from "../automations/fixtures";
import { emails } from "../emails/email-client";
import { smtpConfigFor, templateFor } from "../emails/fixtures";
import { startDnsServer, type TestDnsServer } from "../helpers/dns-server";
import { apiRequest, callRoute } from "../helpers/http";
import { createTestTeam } from "../helpers/teams";
import { uniqueEmail } from "../helpers/unique";
import { addDomain, domains, onProPlan, publishRecords, recordOf } from "./domain-client";
import { smtp } from "../smtp/smtp-client";
import { startRawSmtpPeer } from "./raw-smtp-peer";

// DKIM signing in every send path (docs/contract.md section 13), checked by a verifier nobody here wrote:
// mailauth, resolving the public keys from the same test DNS server the app verified against. The
// pg-boss worker runs the send jobs, as in production.

let dns: TestDnsServer;
let peer: Awaited<ReturnType<typeof startRawSmtpPeer>>;

beforeAll(async () => {
  dns = await startDnsServer();
  env.DNS_SERVERS = dns.address;
  peer = await startRawSmtpPeer();
  await startWorker({ pollingIntervalSeconds: 0.5 });
});
afterAll(async () => {
  await stopWorker();
  closeTransports();
  await peer.close();
  await dns.close();
});

type Verification = {
  status: { result: string; comment?: string };
  signingDomain: string;
  selector: string;
  signingHeaders: { keys: string };
};

async function verifyDkim(raw: Buffer): Promise<Verification[]> {
  const result = await dkimVerify(raw, {
    resolver: (name: string, type: string) => dns.resolver.resolve(name, type as "TXT"),
  });
  return result.results as unknown as Verification[];
}

/** A team sending from news@<its domain> through the raw peer, with the domain VERIFIED. */
async function sendingTeam({ verify = true } = {}) {
  const { team, token } = await createTestTeam();
  await onProPlan(team.id);
  const domainName = `brand-${Math.random().toString(36).slice(2, 10)}.test`;
  const smtp = await smtpConfigFor(team.id, { port: peer.port });
  await db.sMTPConfig.update({ where: { id: smtp.id }, data: { fromEmail: `news@${domainName}` } });
  const domain = await addDomain(token, domainName);
  publishRecords(dns, domain);
  if (verify) expect((await domains.verify(token, domain.id)).body.status).toBe("VERIFIED");
  return { team, token, smtp, domain, from: `news@${domainName}` };
}

const SIGNED_AT_LEAST = ["from", "to", "subject", "date", "message-id", "mime-version", "content-type"];
/** Signed whenever the message has them (marketing mail and mail to a contact). */
const LIST_HEADERS = ["list-unsubscribe", "list-unsubscribe-post"];

async function expectSignedBy(raw: Buffer, domain: { domain: string; dkimSelector: string }) {
  const results = await verifyDkim(raw);
  expect(results).toHaveLength(1);
  expect(results[0]).toMatchObject({
    status: { result: "pass" },
    signingDomain: domain.domain,
    selector: domain.dkimSelector,
  });
  const signed = results[0].signingHeaders.keys.toLowerCase().split(": ");
  const present = LIST_HEADERS.filter((header) => new RegExp(`^${header}:`, "im").test(raw.toString()));
  for (const header of [...SIGNED_AT_LEAST, ...present]) expect(signed).toContain(header);
  return present;
}

const resendSend = (token: string, json: object) =>
  callRoute(postEmails, apiRequest("/emails", { method: "POST", token, json })).then(async (response) => ({
    status: response.status,
    body: await response.json(),
  }));

describe("DKIM signing", () => {
  it("signs POST /email with d= the team's domain, a=rsa-sha256, c=relaxed/relaxed, and the signature passes", async () => {
    const { token, domain } = await sendingTeam();
    const to = uniqueEmail("single");
    // A contact of the team, so the mail carries List-Unsubscribe and List-Unsubscribe-Post.
    const list = await listFor((await db.domain.findUniqueOrThrow({ where: { id: domain.id } })).teamId);
    await db.contact.create({ data: { teamId: list.teamId, listId: list.id, email: to } });
    expect((await emails.send(token, { to, subject: "Signed", html: "<p>Hello</p>" })).status).toBe(200);
    const raw = await peer.rawTo(to);
    expect(raw.toString()).toMatch(
      new RegExp(
        `^DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed;\\s+d=${domain.domain}; q=dns/txt; s=${domain.dkimSelector};`,
      ),
    );
    expect(await expectSignedBy(raw, domain)).toEqual(LIST_HEADERS);
  });

  it("signs POST /emails (Resend-compatible) and a message altered after signing fails", async () => {
    const { token, domain, from } = await sendingTeam();
    const to = uniqueEmail("resend");
    expect(
      (
        await resendSend(token, {
          from: `Acme <${from}>`,
          to: [to],
          subject: "Receipt",
          html: "<p>Thanks for your order</p>",
        })
      ).status,
    ).toBe(200);
    const raw = await peer.rawTo(to);
    await expectSignedBy(raw, domain);

    const tampered = Buffer.from(raw.toString().replace("Thanks for your order", "Thanks for your ORDER"));
    const [result] = await verifyDkim(tampered);
    expect(result.status.result).not.toBe("pass");
    expect(result.status.comment).toMatch(/body hash did not verify/);
  });

  it("signs POST /emails with attachments and an inline image: the signature covers the files", async () => {
    const { token, domain, from } = await sendingTeam();
    const to = uniqueEmail("attached");
    const pdf = Buffer.from("%PDF-1.4 invoice").toString("base64");
    const attachments = [
      { filename: "invoice.pdf", content: pdf },
      { filename: "logo.png", content: Buffer.from("png").toString("base64"), content_id: "logo" },
    ];
    expect(
      (
        await resendSend(token, {
          from,
          to: [to],
          subject: "Invoice",
          html: '<p><img src="cid:logo"></p>',
          attachments,
        })
      ).status,
    ).toBe(200);
    const raw = await peer.rawTo(to);
    await expectSignedBy(raw, domain);
    expect(raw.toString()).toMatch(/filename="?invoice\.pdf/);
    const tampered = Buffer.from(raw.toString().replace(pdf, Buffer.from("%PDF-1.4 invoicX").toString("base64")));
    expect((await verifyDkim(tampered))[0].status.result).not.toBe("pass");
  });

  it("signs every message of a campaign fan-out (the batch path) and its test send", async () => {
    const { team, token, smtp, domain } = await sendingTeam();
    const { audience, created } = await draftCampaign(
      smtp,
      { active: 3 },
      {
        team: { team, token },
        subject: "News for {{ firstName }}",
        name: "Signed news",
      },
    );
    const tester = uniqueEmail("tester");
    expect((await campaigns.test(token, created.body.id, { to: tester })).status).toBe(200);
    expect((await campaigns.send(token, created.body.id)).status).toBe(202);
    for (const to of [...audience.active, tester])
      expect(await expectSignedBy(await peer.rawTo(to), domain)).toEqual(LIST_HEADERS);
  });

  it("signs an automation's email", async () => {
    const { team, token, domain } = await sendingTeam();
    const list = await listFor(team.id);
    const template = await templateFor(team.id, { subject: "Welcome", html: "<p>Welcome aboard</p>" });
    const trigger = node("TRIGGER", { kind: "list_joined", listId: list.id });
    const send = node("SEND_EMAIL", { templateId: template.id });
    await createActiveAutomation(token, {
      name: "Signed welcome",
      nodes: [trigger, send],
      edges: [edge(trigger, send)],
    });
    const to = uniqueEmail("joined");
    const joined = await callRoute(
      createContactRoute,
      apiRequest("/contacts", { method: "POST", token, json: { email: to, listId: list.id } }),
    );
    expect(joined.status).toBe(201);
    await expectSignedBy(await peer.rawTo(to, 20_000), domain);
  });

  it("signs an SMTP configuration's test send", async () => {
    const { token, smtp: config, domain } = await sendingTeam();
    const to = uniqueEmail("smtp-test");
    expect((await smtp.test(token, config.id, { to })).status).toBe(200);
    await expectSignedBy(await peer.rawTo(to), domain);
  });

  it("signs mail from a subdomain with d= the verified parent domain", async () => {
    const { token, domain } = await sendingTeam();
    const to = uniqueEmail("sub");
    expect(
      (
        await resendSend(token, {
          from: `alerts@eu.mail.${domain.domain}`,
          to: [to],
          subject: "Alert",
          html: "<p>Hi</p>",
        })
      ).status,
    ).toBe(200);
    await expectSignedBy(await peer.rawTo(to), domain);
  });

  it("does not sign mail from an unverified domain, another domain, or a domain just deleted", async () => {
    const pending = await sendingTeam({ verify: false });
    const toPending = uniqueEmail("pending");
    expect(
      (await resendSend(pending.token, { from: pending.from, to: [toPending], subject: "Hi", html: "<p>Hi</p>" }))
        .status,
    ).toBe(200);
    expect((await peer.rawTo(toPending)).toString()).not.toMatch(/^DKIM-Signature:/im);

    const verified = await sendingTeam();
    const toOther = uniqueEmail("other");
    expect(
      (
        await resendSend(verified.token, {
          from: "someone@elsewhere.test",
          to: [toOther],
          subject: "Hi",
          html: "<p>Hi</p>",
        })
      ).status,
    ).toBe(200);
    expect((await peer.rawTo(toOther)).toString()).not.toMatch(/^DKIM-Signature:/im);

    expect((await domains.remove(verified.token, verified.domain.id)).status).toBe(200);
    const toAfterDelete = uniqueEmail("deleted");
    expect(
      (await resendSend(verified.token, { from: verified.from, to: [toAfterDelete], subject: "Hi", html: "<p>Hi</p>" }))
        .status,
    ).toBe(200);
    expect((await peer.rawTo(toAfterDelete)).toString()).not.toMatch(/^DKIM-Signature:/im);
  });

  it("signs with the rotated key once its record verifies", async () => {
    const { token, domain, from } = await sendingTeam();
    const rotated = (await domains.rotate(token, domain.id)).body;
    const before = uniqueEmail("before");
    expect((await resendSend(token, { from, to: [before], subject: "Hi", html: "<p>Hi</p>" })).status).toBe(200);
    await expectSignedBy(await peer.rawTo(before), domain);

    publishRecords(dns, { ...rotated, records: [recordOf(rotated, "dkim", 1)] });
    const promoted = (await domains.verify(token, domain.id)).body;
    expect(promoted.dkimSelector).toBe(rotated.nextDkimSelector);
    const after = uniqueEmail("after");
    expect((await resendSend(token, { from, to: [after], subject: "Hi", html: "<p>Hi</p>" })).status).toBe(200);
    await expectSignedBy(await peer.rawTo(after), promoted);
  });
});

describe("requireVerifiedDomain", () => {
  const refusal = (domain: string, field: string, address: string) => ({
    status: 422,
    body: errorEnvelope(
      "unprocessable_entity",
      "DOMAIN_NOT_VERIFIED",
      `${domain} is not a verified sending domain of this team. Verify it under Settings → Domains, or send from a verified domain.`,
      {
        [field]: `${address} is not on a verified sending domain`,
      },
    ),
  });

  it("refuses POST /email, POST /emails and a campaign send from an unverified domain with 422, queueing nothing", async () => {
    const { team, token, smtp, domain, from } = await sendingTeam({ verify: false });
    await db.teamSettings.upsert({
      where: { teamId: team.id },
      create: { teamId: team.id, requireVerifiedDomain: true },
      update: { requireVerifiedDomain: true },
    });

    expect(await emails.send(token, { to: uniqueEmail("x"), subject: "Hi", html: "<p>Hi</p>" })).toMatchObject(
      refusal(domain.domain, "smtpConfigId", from),
    );
    // The Resend-compatible route answers in Resend's error shape.
    expect(
      await resendSend(token, { from: `Acme <${from}>`, to: [uniqueEmail("y")], subject: "Hi", html: "<p>Hi</p>" }),
    ).toEqual({
      status: 422,
      body: {
        statusCode: 422,
        name: "validation_error",
        message: `${refusal(domain.domain, "from", from).body.message} (\`from\` ${from} is not on a verified sending domain)`,
      },
    });
    const audience = await listWithContacts(team.id, { active: 1 });
    const template = await templateFor(team.id, { subject: "Hi", html: "<p>Hi</p>" });
    const campaign = (
      await campaigns.create(token, {
        name: "Blocked",
        listId: audience.list.id,
        templateId: template.id,
        smtpConfigId: smtp.id,
      })
    ).body;
    expect(await campaigns.send(token, campaign.id)).toMatchObject(refusal(domain.domain, "smtpConfigId", from));
    expect(await db.email.count({ where: { teamId: team.id } })).toBe(0);

    // Verified, the same requests go through.
    expect((await domains.verify(token, domain.id)).body.status).toBe("VERIFIED");
    expect((await resendSend(token, { from, to: [uniqueEmail("z")], subject: "Hi", html: "<p>Hi</p>" })).status).toBe(
      200,
    );
    expect((await campaigns.send(token, campaign.id)).status).toBe(202);
  });
});
