import { describe, expect, it } from "vitest";
import { verifyOutcome } from "@/components/domains/verify-outcome";
import { senderDomainStatus } from "@/lib/domains/sender-domain-status";
import type { Domain, DomainRecord } from "@/lib/queries/domains";

// The dashboard's pure judgements about sending domains: whether a sender's mail will be signed
// (the warnings on campaign review and Send email), and the toast "Verify now" shows.

const record = (
  purpose: DomainRecord["purpose"],
  status: DomainRecord["status"],
  required = purpose === "ownership" || purpose === "dkim",
): DomainRecord => ({
  purpose,
  type: "TXT",
  name: `${purpose}.acme.com`,
  value: "v=x",
  required,
  status,
  ...(status === "FAILED" ? { reason: "No TXT record" } : {}),
});

function domain(overrides: Partial<Domain> = {}): Domain {
  const status = overrides.status ?? "PENDING";
  return {
    id: "d1",
    teamId: "t1",
    domain: "acme.com",
    status,
    isVerified: status === "VERIFIED",
    verifiedAt: null,
    lastCheckedAt: null,
    dkimSelector: "sw1",
    nextDkimSelector: null,
    records: [
      record("ownership", "PENDING"),
      record("dkim", "PENDING"),
      record("spf", "PENDING"),
      record("dmarc", "PENDING"),
    ],
    dnsRecord: "[]",
    isDeleted: false,
    createdAt: "2026-11-25T10:00:00.000Z",
    updatedAt: "2026-11-25T10:00:00.000Z",
    ...overrides,
  } as Domain;
}

describe("senderDomainStatus", () => {
  const policy = { requireVerifiedDomain: false };

  it("says nothing without an address with a domain", () => {
    expect(senderDomainStatus(undefined, [], policy)).toEqual({ state: "unknown" });
    expect(senderDomainStatus("not-an-address", [], policy)).toEqual({ state: "unknown" });
  });

  it("is verified for the domain itself and its subdomains, case-insensitively, as the server signs", () => {
    const acme = domain({ status: "VERIFIED" });
    expect(senderDomainStatus("news@acme.com", [acme], policy)).toEqual({ state: "verified", domain: acme });
    expect(senderDomainStatus("news@Mail.ACME.com", [acme], policy)).toEqual({ state: "verified", domain: acme });
    expect(senderDomainStatus("news@notacme.com", [acme], policy)).toMatchObject({
      state: "unverified",
      senderDomain: "notacme.com",
      added: null,
    });
  });

  it("names the added but unverified domain, the most specific one, and whether sending is refused", () => {
    const parent = domain({ id: "d1", domain: "acme.com" });
    const mail = domain({ id: "d2", domain: "mail.acme.com", status: "FAILED" });
    expect(senderDomainStatus("news@mail.acme.com", [parent, mail], policy)).toEqual({
      state: "unverified",
      senderDomain: "mail.acme.com",
      added: mail,
      refused: false,
    });
    expect(senderDomainStatus("news@other.com", [parent], { requireVerifiedDomain: true })).toEqual({
      state: "unverified",
      senderDomain: "other.com",
      added: null,
      refused: true,
    });
  });

  it("signs with a verified parent even when the subdomain itself is added and pending", () => {
    const parent = domain({ id: "d1", domain: "acme.com", status: "VERIFIED" });
    const mail = domain({ id: "d2", domain: "mail.acme.com" });
    expect(senderDomainStatus("news@mail.acme.com", [parent, mail], policy)).toEqual({
      state: "verified",
      domain: parent,
    });
  });
});

describe("verifyOutcome", () => {
  it("names the required records that do not match yet", () => {
    const after = domain({
      records: [
        record("ownership", "FAILED"),
        record("dkim", "FAILED"),
        record("spf", "FAILED"),
        record("dmarc", "FAILED"),
      ],
    });
    expect(verifyOutcome(domain(), after)).toEqual({
      tone: "error",
      title: "acme.com is not verified yet",
      description:
        "The ownership and DKIM records don't match yet. DNS changes can take from a few minutes to a few hours to show: check again later.",
    });
    const failed = domain({ status: "FAILED", records: [record("ownership", "VERIFIED"), record("dkim", "FAILED")] });
    expect(verifyOutcome(domain({ status: "VERIFIED" }), failed)).toMatchObject({
      tone: "error",
      title: "acme.com failed verification",
      description: "The DKIM record doesn't match yet. Mail from it goes out unsigned until it is fixed.",
    });
  });

  it("on verification, says mail is signed and which advice records are missing", () => {
    const after = domain({
      status: "VERIFIED",
      records: [
        record("ownership", "VERIFIED"),
        record("dkim", "VERIFIED"),
        record("spf", "FAILED"),
        record("dmarc", "FAILED"),
      ],
    });
    expect(verifyOutcome(domain(), after)).toEqual({
      tone: "success",
      title: "acme.com is verified",
      description:
        "Mail from acme.com is now DKIM-signed. SPF and DMARC are still missing: add them too for the best inbox placement.",
    });
    const complete = domain({
      status: "VERIFIED",
      records: ["ownership", "dkim", "spf", "dmarc"].map((purpose) =>
        record(purpose as DomainRecord["purpose"], "VERIFIED"),
      ),
    });
    expect(verifyOutcome(domain({ status: "VERIFIED" }), complete)).toMatchObject({
      title: "acme.com is still verified",
    });
  });

  it("during a rotation: the new key waits, or takes over and the old record can go", () => {
    const rotating = domain({ status: "VERIFIED", nextDkimSelector: "sw2" });
    expect(verifyOutcome(rotating, rotating)).toMatchObject({
      tone: "success",
      description: expect.stringContaining("current key keeps signing"),
    });
    const promoted = domain({ status: "VERIFIED", dkimSelector: "sw2" });
    expect(verifyOutcome(rotating, promoted)).toEqual({
      tone: "success",
      title: "New DKIM key active for acme.com",
      description:
        "Mail is now signed with it. You can delete the old record at sw1._domainkey.acme.com from your DNS.",
    });
  });
});
