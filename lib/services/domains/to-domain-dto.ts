import type { Domain } from "@/lib/generated/prisma/client";
import type { DomainDto } from "@/lib/validation/domains";
import { recordsWithChecks } from "./domain-records";

/** A domain as the API shows it. The private keys are left out: they never leave the server. */
export function toDomainDto(row: Domain) {
  const records = recordsWithChecks(row);
  return {
    id: row.id,
    teamId: row.teamId,
    domain: row.domain,
    status: row.status,
    isVerified: row.status === "VERIFIED",
    verifiedAt: row.verifiedAt,
    lastCheckedAt: row.lastCheckedAt,
    dkimSelector: row.dkimSelector,
    nextDkimSelector: row.nextDkimSelector,
    records,
    dnsRecord: JSON.stringify(records),
    isDeleted: row.isDeleted,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  } satisfies Record<keyof DomainDto, unknown>;
}
