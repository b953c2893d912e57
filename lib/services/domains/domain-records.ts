import type { Domain } from "@/lib/generated/prisma/client";
import { dkimRecordName, dkimRecordValue } from "@/lib/mail/dkim";
import type { DomainRecord, RecordPurpose, RecordStatus } from "@/lib/validation/domains";

// The TXT records a team publishes for a sending domain (docs/contract.md section 13), and the last check of
// each. A key rotation adds the new key's DKIM record next to the signing one.

/** Which record a check belongs to: the four purposes, and the DKIM record of a rotation's key. */
type RecordKey = RecordPurpose | "dkim_next";

export type RecordCheck = { status: RecordStatus; reason?: string };
export type RecordChecks = Partial<Record<RecordKey, RecordCheck>>;

export type ExpectedRecord = Omit<DomainRecord, "status" | "reason"> & { key: RecordKey };

export const OWNERSHIP_PREFIX = "sendwell-verification=";
/** Advice: a sender's SPF policy. `mx` is a start; README tells to add the SMTP provider's include. */
const SPF_ADVICE = "v=spf1 mx ~all";
const DMARC_ADVICE = "v=DMARC1; p=none";

type DomainKeys = Pick<
  Domain,
  "domain" | "verificationToken" | "dkimSelector" | "dkimPublicKey" | "nextDkimSelector" | "nextDkimPublicKey"
>;

export function expectedRecords(row: DomainKeys): ExpectedRecord[] {
  const { domain } = row;
  const records: ExpectedRecord[] = [
    {
      key: "ownership",
      purpose: "ownership",
      type: "TXT",
      name: `_sendwell.${domain}`,
      value: `${OWNERSHIP_PREFIX}${row.verificationToken}`,
      required: true,
    },
    {
      key: "dkim",
      purpose: "dkim",
      type: "TXT",
      name: dkimRecordName(row.dkimSelector, domain),
      value: dkimRecordValue(row.dkimPublicKey ?? ""),
      required: true,
    },
  ];
  if (row.nextDkimSelector && row.nextDkimPublicKey) {
    // Not required: the signing key's record keeps the domain verified until this one takes over.
    records.push({
      key: "dkim_next",
      purpose: "dkim",
      type: "TXT",
      name: dkimRecordName(row.nextDkimSelector, domain),
      value: dkimRecordValue(row.nextDkimPublicKey),
      required: false,
    });
  }
  records.push(
    { key: "spf", purpose: "spf", type: "TXT", name: domain, value: SPF_ADVICE, required: false },
    { key: "dmarc", purpose: "dmarc", type: "TXT", name: `_dmarc.${domain}`, value: DMARC_ADVICE, required: false },
  );
  return records;
}

/** The records as the API answers them: each with its last check (PENDING before the first). */
export function recordsWithChecks(row: DomainKeys & { recordChecks: unknown }): DomainRecord[] {
  const checks = (row.recordChecks ?? {}) as RecordChecks;
  return expectedRecords(row).map(({ key, ...record }) => {
    const check = checks[key];
    return { ...record, status: check?.status ?? "PENDING", ...(check?.reason ? { reason: check.reason } : {}) };
  });
}

/** docs/interface.md's `dnsRecord`: the records as JSON text. */
export const dnsRecordText = (row: DomainKeys & { recordChecks: unknown }) => JSON.stringify(recordsWithChecks(row));
