import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/errors";
import { publishEvents } from "@/lib/services/events";
import type { Domain, DomainStatus } from "@/lib/generated/prisma/client";
import { checkDomainRecords } from "./check-domain-records";
import { dnsRecordText, type RecordChecks } from "./domain-records";
import { getDomainRowOrThrow } from "./get-domain";
import { toDomainDto } from "./to-domain-dto";

// POST /domains/{id}/verify and the daily re-check (docs/contract.md section 13). A domain is VERIFIED when
// its ownership and DKIM records both match; one that was verified and no longer matches is FAILED
// (and stops signing); one never verified stays PENDING. A rotation's key takes over once its
// record matches. Events go out after the row is written: domain.verified, domain.failed.

const TAKEN_REASON = "This domain is verified by another team";

type Outcome = { status: DomainStatus; checks: RecordChecks; promoteNextKey: boolean };

function decide(row: Domain, checks: RecordChecks): Outcome {
  const promoteNextKey = row.nextDkimSelector !== null && checks.dkim_next?.status === "VERIFIED";
  if (promoteNextKey) {
    // The new key's record becomes the signing one; the old record may be removed from DNS.
    checks = { ...checks, dkim: checks.dkim_next };
    delete checks.dkim_next;
  }
  const matches = checks.ownership?.status === "VERIFIED" && checks.dkim?.status === "VERIFIED";
  const status: DomainStatus = matches ? "VERIFIED" : row.status === "PENDING" ? "PENDING" : "FAILED";
  return { status, checks, promoteNextKey };
}

async function save(row: Domain, { status, checks, promoteNextKey }: Outcome): Promise<Domain> {
  const now = new Date();
  const keys = promoteNextKey
    ? {
        dkimSelector: row.nextDkimSelector!,
        dkimPublicKey: row.nextDkimPublicKey,
        dkimPrivateKey: row.nextDkimPrivateKey,
        nextDkimSelector: null,
        nextDkimPublicKey: null,
        nextDkimPrivateKey: null,
      }
    : {};
  const next = { ...row, ...keys, recordChecks: checks };
  return db.domain.update({
    where: { id: row.id },
    data: {
      ...keys,
      status,
      isVerified: status === "VERIFIED",
      verifiedAt: status === "VERIFIED" ? (row.status === "VERIFIED" ? row.verifiedAt : now) : row.verifiedAt,
      lastCheckedAt: now,
      recordChecks: checks,
      dnsRecord: dnsRecordText(next),
    },
  });
}

/** Checks the records of one row, stores the outcome and publishes the transition, if any. */
export async function verifyDomainRow(row: Domain): Promise<Domain> {
  let outcome = decide(row, await checkDomainRecords(row));
  let saved: Domain;
  try {
    saved = await save(row, outcome);
  } catch (error) {
    // The records match, but another team verified the domain first (one team at a time).
    if (!isUniqueViolation(error)) throw error;
    const checks = { ...outcome.checks, ownership: { status: "FAILED" as const, reason: TAKEN_REASON } };
    outcome = { ...outcome, checks, status: row.status === "PENDING" ? "PENDING" : "FAILED" };
    saved = await save(row, outcome);
  }
  if (saved.status !== row.status && (saved.status === "VERIFIED" || row.status === "VERIFIED")) {
    const dto = toDomainDto(saved);
    await publishEvents([
      {
        teamId: saved.teamId,
        type: saved.status === "VERIFIED" ? "domain.verified" : "domain.failed",
        timestamp: new Date(),
        data: { domainId: dto.id, domain: dto.domain, status: dto.status, records: dto.records },
      },
    ]);
  }
  return saved;
}

export async function verifyDomain({ teamId, id }: { teamId: string; id: string }) {
  return toDomainDto(await verifyDomainRow(await getDomainRowOrThrow({ teamId, id })));
}
