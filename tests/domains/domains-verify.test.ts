import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { errorEnvelope } from "../auth/auth-client";
import { reverifyDomainsJob } from "@/jobs/reverify-domains";
import { createTestTeam } from "../helpers/teams";
import { teamWithWebhook } from "../webhooks/fixtures";
import { useDomainDnsServer, addDomain, domains, publishRecords, recordOf, uniqueDomain } from "./domain-client";

// The /domains API (docs/contract.md section 13) against a real DNS server on a loopback port: DNS_SERVERS
// points the app's resolver at it. Verification, key rotation and the daily re-check; creating,
// listing and deleting are domains-api.test.ts.

// The private keys are never answered: no body of this file holds a PEM or a sealed key.
const dns = useDomainDnsServer();

describe("POST /domains/{id}/verify against real DNS", () => {
  it("verifies a domain whose records are published, DKIM split into several strings", async () => {
    const { token } = await createTestTeam();
    const domain = await addDomain(token, uniqueDomain());
    publishRecords(dns(), domain);
    const verified = await domains.verify(token, domain.id);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      status: "VERIFIED",
      isVerified: true,
      verifiedAt: expect.any(String),
      lastCheckedAt: expect.any(String),
    });
    expect(verified.body.records.map((record: { status: string }) => record.status)).toEqual([
      "VERIFIED",
      "VERIFIED",
      "VERIFIED",
      "VERIFIED",
    ]);
    expect(verified.body.records.every((record: object) => !("reason" in record))).toBe(true);
    expect(JSON.parse(verified.body.dnsRecord)).toEqual(verified.body.records);
  });

  it("verifies with only the required records, SPF and DMARC reported as missing advice", async () => {
    const { token } = await createTestTeam();
    const domain = await addDomain(token, uniqueDomain());
    publishRecords(dns(), domain, ["ownership", "dkim"]);
    const { body } = await domains.verify(token, domain.id);
    expect(body.status).toBe("VERIFIED");
    // The domain name itself does not exist in DNS (only its sub-names do): NXDOMAIN... or no data.
    expect(recordOf(body, "spf")).toMatchObject({
      status: "FAILED",
      reason: expect.stringMatching(
        new RegExp(`^(${domain.domain} does not exist \\(NXDOMAIN\\)|No TXT record at ${domain.domain})$`),
      ),
    });
    expect(recordOf(body, "dmarc")).toEqual({
      ...recordOf(domain, "dmarc"),
      status: "FAILED",
      reason: `_dmarc.${domain.domain} does not exist (NXDOMAIN)`,
    });
  });

  it("reports each failure with its reason: missing, wrong value, other key, two SPF policies, SERVFAIL", async () => {
    const { token } = await createTestTeam();
    const domain = await addDomain(token, uniqueDomain());
    const name = domain.domain;
    dns().setTxt(`_sendwell.${name}`, ["sendwell-verification=not-the-token"]);
    dns().setTxt(recordOf(domain, "dkim").name, [
      "v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAwrong",
    ]);
    dns().setTxt(name, ["v=spf1 mx ~all", "v=spf1 include:other.example ~all", "google-site-verification=abc"]);
    dns().servfail(`_dmarc.${name}`);
    const { status, body } = await domains.verify(token, domain.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "PENDING", isVerified: false, verifiedAt: null });
    expect(body.records.map(({ status, reason }: { status: string; reason: string }) => ({ status, reason }))).toEqual([
      { status: "FAILED", reason: `The verification record at _sendwell.${name} has another value` },
      { status: "FAILED", reason: `The DKIM record at ${recordOf(domain, "dkim").name} publishes another key` },
      { status: "FAILED", reason: `2 SPF records at ${name}: publish exactly one` },
      { status: "FAILED", reason: `DNS server failure (SERVFAIL) looking up _dmarc.${name}` },
    ]);
  });

  it("reports NXDOMAIN and an empty name as missing records", async () => {
    const { token } = await createTestTeam();
    const domain = await addDomain(token, uniqueDomain());
    dns().setTxt(`_sendwell.${domain.domain}`, []);
    const { body } = await domains.verify(token, domain.id);
    expect(recordOf(body, "ownership")).toMatchObject({
      status: "FAILED",
      reason: `No TXT record at _sendwell.${domain.domain}`,
    });
    expect(recordOf(body, "dkim")).toMatchObject({
      status: "FAILED",
      reason: `${recordOf(domain, "dkim").name} does not exist (NXDOMAIN)`,
    });
  });

  it("answers 200 with the record FAILED when a lookup times out (5 s), never a 5xx", async () => {
    const { token } = await createTestTeam();
    const domain = await addDomain(token, uniqueDomain());
    publishRecords(dns(), domain);
    dns().silence(recordOf(domain, "dkim").name);
    const started = Date.now();
    const { status, body } = await domains.verify(token, domain.id);
    const elapsed = Date.now() - started;
    expect(status).toBe(200);
    expect(elapsed).toBeGreaterThanOrEqual(4_900);
    expect(elapsed).toBeLessThan(9_000);
    expect(body.status).toBe("PENDING");
    expect(recordOf(body, "dkim")).toMatchObject({
      status: "FAILED",
      reason: `DNS lookup of ${recordOf(domain, "dkim").name} timed out after 5 s`,
    });
    expect(recordOf(body, "ownership").status).toBe("VERIFIED");
  }, 20_000);

  it("marks a verified domain FAILED when its DKIM record goes, and VERIFIED again when it returns", async () => {
    const { token } = await createTestTeam();
    const domain = await addDomain(token, uniqueDomain());
    publishRecords(dns(), domain);
    const first = (await domains.verify(token, domain.id)).body;
    expect(first.status).toBe("VERIFIED");
    dns().remove(recordOf(domain, "dkim").name);
    const failed = (await domains.verify(token, domain.id)).body;
    expect(failed).toMatchObject({ status: "FAILED", isVerified: false, verifiedAt: first.verifiedAt });
    publishRecords(dns(), domain, ["dkim"]);
    expect((await domains.verify(token, domain.id)).body).toMatchObject({ status: "VERIFIED", isVerified: true });
  });
});

describe("POST /domains/{id}/rotate", () => {
  it("adds a new key's record; the old key signs until the new record verifies, then the new one takes over", async () => {
    const { token } = await createTestTeam();
    const domain = await addDomain(token, uniqueDomain());
    publishRecords(dns(), domain);
    await domains.verify(token, domain.id);
    const oldSelector = domain.dkimSelector;

    const rotated = await domains.rotate(token, domain.id);
    expect(rotated.status).toBe(200);
    const next = rotated.body.nextDkimSelector;
    expect(next).toMatch(/^sw[a-z0-9]{8}$/);
    expect(next).not.toBe(oldSelector);
    expect(rotated.body).toMatchObject({ status: "VERIFIED", dkimSelector: oldSelector });
    const newRecord = recordOf(rotated.body, "dkim", 1);
    expect(newRecord).toMatchObject({
      name: `${next}._domainkey.${domain.domain}`,
      required: false,
      status: "PENDING",
    });
    expect(newRecord.value).not.toBe(recordOf(domain, "dkim").value);

    expect(await domains.rotate(token, domain.id)).toEqual({
      status: 409,
      body: errorEnvelope(
        "conflict",
        "INVALID_STATE",
        `A new key (selector ${next}) is waiting for its DNS record: publish it and verify the domain first`,
      ),
    });

    // Not published yet: verifying keeps the old key.
    const waiting = (await domains.verify(token, domain.id)).body;
    expect(waiting).toMatchObject({ status: "VERIFIED", dkimSelector: oldSelector, nextDkimSelector: next });
    expect(recordOf(waiting, "dkim", 1)).toMatchObject({
      status: "FAILED",
      reason: `${next}._domainkey.${domain.domain} does not exist (NXDOMAIN)`,
    });

    dns().setTxt(newRecord.name, [newRecord.value.match(/.{1,255}/g)!]);
    const promoted = (await domains.verify(token, domain.id)).body;
    expect(promoted).toMatchObject({ status: "VERIFIED", dkimSelector: next, nextDkimSelector: null });
    expect(promoted.records.filter((record: { purpose: string }) => record.purpose === "dkim")).toEqual([
      { ...newRecord, required: true, status: "VERIFIED" },
    ]);
  });
});

describe("the daily re-check and domain webhooks", () => {
  it("fires domain.verified on verification, and the daily job turns a domain whose DKIM record went FAILED (domain.failed)", async () => {
    const { team, token, webhook } = await teamWithWebhook("http://127.0.0.1:9/hook", {
      events: ["domain.verified", "domain.failed"],
    });
    const domain = await addDomain(token, uniqueDomain());
    publishRecords(dns(), domain);
    await domains.verify(token, domain.id);
    // Verifying again changes nothing: no second event.
    await domains.verify(token, domain.id);
    const events = async () =>
      (await db.delivery.findMany({ where: { webhookId: webhook.id }, orderBy: { createdAt: "asc" } })).map(
        (delivery) => ({ event: delivery.event, data: (delivery.payload as { data: object }).data }),
      );
    expect(await events()).toEqual([
      {
        event: "domain.verified",
        data: expect.objectContaining({ domainId: domain.id, domain: domain.domain, status: "VERIFIED" }),
      },
    ]);

    dns().remove(recordOf(domain, "dkim").name);
    const logger = { info() {}, warn() {}, error() {} };
    // The job re-checks every domain in the database: this file's own (tests/setup/per-file.ts).
    await reverifyDomainsJob.handler({}, { jobId: "test", attempt: 0, logger });
    expect(await db.domain.findUniqueOrThrow({ where: { id: domain.id } })).toMatchObject({
      status: "FAILED",
      isVerified: false,
      teamId: team.id,
    });
    // Idempotent: a second run on the same DNS publishes nothing more.
    await reverifyDomainsJob.handler({}, { jobId: "test", attempt: 0, logger });
    expect((await events()).map(({ event }) => event)).toEqual(["domain.verified", "domain.failed"]);
    expect((await events())[1].data).toMatchObject({ domainId: domain.id, status: "FAILED" });
  }, 90_000);
});
