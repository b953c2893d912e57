import { lookupTxt, type TxtLookup } from "@/lib/mail/dns";
import { publishedDkimKey } from "@/lib/mail/dkim";
import {
  expectedRecords,
  OWNERSHIP_PREFIX,
  type ExpectedRecord,
  type RecordCheck,
  type RecordChecks,
} from "./domain-records";

// Reads each record of a domain from DNS and says whether it matches (docs/contract.md section 13). A lookup
// that fails (NXDOMAIN, timeout, SERVFAIL) makes that record FAILED with the reason, never an error.

type Keys = Parameters<typeof expectedRecords>[0];

const verified: RecordCheck = { status: "VERIFIED" };
const failed = (reason: string): RecordCheck => ({ status: "FAILED", reason });

function judge(record: ExpectedRecord, values: string[], publicKeys: Record<string, string | null>): RecordCheck {
  const at = record.name;
  switch (record.key) {
    case "ownership":
      if (values.some((value) => value.trim() === record.value)) return verified;
      return values.some((value) => value.trim().startsWith(OWNERSHIP_PREFIX))
        ? failed(`The verification record at ${at} has another value`)
        : failed(`No verification record at ${at}`);
    case "dkim":
    case "dkim_next": {
      const expected = publicKeys[record.key];
      const published = values.map(publishedDkimKey).filter((key): key is string => key !== null);
      if (published.some((key) => key === expected)) return verified;
      return published.length > 0
        ? failed(`The DKIM record at ${at} publishes another key`)
        : failed(`No DKIM record at ${at}`);
    }
    case "spf": {
      const policies = values.filter((value) => /^v=spf1(\s|$)/i.test(value.trim()));
      if (policies.length === 1) return verified;
      // RFC 7208 section 4.5: more than one policy is a permanent error at every receiver.
      return policies.length > 1
        ? failed(`${policies.length} SPF records at ${at}: publish exactly one`)
        : failed(`No SPF record (v=spf1) at ${at}`);
    }
    case "dmarc":
      return values.some((value) => /^v=DMARC1\s*(;|$)/i.test(value.trim()))
        ? verified
        : failed(`No DMARC record (v=DMARC1) at ${at}`);
  }
}

/** Checks every record, one lookup per distinct name, all at once. */
export async function checkDomainRecords(row: Keys): Promise<RecordChecks> {
  const records = expectedRecords(row);
  const names = [...new Set(records.map((record) => record.name))];
  const lookups = new Map<string, TxtLookup>(
    await Promise.all(names.map(async (name) => [name, await lookupTxt(name)] as const)),
  );
  const publicKeys = { dkim: row.dkimPublicKey, dkim_next: row.nextDkimPublicKey };
  const checks: RecordChecks = {};
  for (const record of records) {
    const lookup = lookups.get(record.name)!;
    checks[record.key] = lookup.ok ? judge(record, lookup.values, publicKeys) : failed(lookup.reason);
  }
  return checks;
}
