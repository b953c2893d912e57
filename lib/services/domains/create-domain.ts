import { randomBytes } from "node:crypto";
import { ApiError } from "@/lib/api/errors";
import { sealSecret } from "@/lib/crypto/secret-box";
import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/errors";
import { generateDkimKeyPair } from "@/lib/mail/dkim";
import { recordAudit, type AuditActor } from "@/lib/services/audit/record-audit";
import { createWithinTeamLimit } from "@/lib/services/subscriptions/assert-team-limit";
import { dnsRecordText } from "./domain-records";
import { toDomainDto } from "./to-domain-dto";

const domainAlreadyAdded = () =>
  ApiError.conflict("This domain is already one of your team's sending domains", "CONFLICT", {
    domain: "is already added to this team",
  });

const domainVerifiedElsewhere = () =>
  ApiError.conflict(
    "This domain is verified by another team: a domain is verified by one team at a time",
    "DOMAIN_TAKEN",
    {
      domain: "is verified by another team",
    },
  );

/**
 * Adds a sending domain with a fresh RSA-2048 DKIM key and an ownership token; it signs nothing
 * until its ownership and DKIM records verify. `domain` arrives normalised by the body schema.
 */
export async function createDomain({ teamId, domain, actor }: { teamId: string; domain: string; actor?: AuditActor }) {
  if (await db.domain.findFirst({ where: { teamId, domain }, select: { id: true } })) throw domainAlreadyAdded();
  if (await db.domain.findFirst({ where: { domain, status: "VERIFIED", NOT: { teamId } }, select: { id: true } }))
    throw domainVerifiedElsewhere();

  // Generated before the transaction: it takes tens of milliseconds, the team's row lock must not wait.
  const key = await generateDkimKeyPair();
  const keys = {
    domain,
    verificationToken: randomBytes(16).toString("hex"),
    dkimSelector: key.selector,
    dkimPublicKey: key.publicKey,
    nextDkimSelector: null,
    nextDkimPublicKey: null,
  };
  const data = {
    ...keys,
    teamId,
    dkimPrivateKey: sealSecret(key.privateKey),
    dnsRecord: dnsRecordText({ ...keys, recordChecks: null }),
  };
  const row = await createWithinTeamLimit(
    { teamId, feature: "custom_domain", count: (tx) => tx.domain.count({ where: { teamId } }) },
    async (tx) => {
      const created = await tx.domain.create({ data });
      if (actor)
        await recordAudit(tx, {
          teamId,
          action: "domain.created",
          ...actor,
          targetType: "domain",
          targetId: created.id,
          details: { domain },
        });
      return created;
    },
  )
    // Two concurrent adds of one domain: the (teamId, lower(domain)) index lets one through.
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? domainAlreadyAdded() : error;
    });
  return toDomainDto(row);
}
