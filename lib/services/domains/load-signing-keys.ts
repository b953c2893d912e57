import { LRUCache } from "lru-cache";
import { openSecret } from "@/lib/crypto/secret-box";
import { driverQuery } from "@/lib/db/driver-transaction";
import { matchSendingDomain } from "@/lib/domains/match-sending-domain";
import type { DkimSigningKey } from "@/lib/mail/dkim";
import { parseAddress } from "@/lib/validation/emails";

// Which key signs a message (docs/contract.md section 13): the team's VERIFIED domain that the From address
// is on, or a parent of it (mail from news.acme.com is signed d=acme.com when only acme.com is
// verified; the most specific domain wins). Looked up for every message or batch, so a deleted or
// failed domain stops signing at once; only the decrypted keys are cached. The lookup goes to the
// database driver, not through Prisma (it runs for every send and every campaign chunk, where
// Prisma's client and query compiler cost several times the driver's CPU: lib/db/driver-transaction.ts);
// soft-deleted domains are left out by hand, as Prisma's soft-delete extension would.

type SigningDomain = { teamId: string; domain: string; dkimSelector: string; dkimPrivateKey: string | null };

/** Sealed key text -> PEM. The sealed text differs for every key, so it is a safe cache key. */
const openedKeys = new LRUCache<string, string>({ max: 1000 });

function openKey(sealed: string): string {
  let key = openedKeys.get(sealed);
  if (key === undefined) {
    key = openSecret(sealed);
    openedKeys.set(sealed, key);
  }
  return key;
}

/** The sending domain of `domains` covering the From header's address, or null. */
export function matchSenderDomain<T extends { domain: string }>(domains: T[], from: string): T | null {
  return matchSendingDomain(domains, parseAddress(from)?.address ?? from);
}

export type SigningKeyFor = (message: { teamId: string; from: string }) => DkimSigningKey | null;

const SIGNING_DOMAINS_SQL = `SELECT "teamId", "domain", "dkimSelector", "dkimPrivateKey" FROM "Domain"
  WHERE "teamId" = ANY($1::text[]) AND "status" = 'VERIFIED' AND "dkimPrivateKey" IS NOT NULL AND NOT "isDeleted"`;

/** One query for the teams of a batch; answers the signing key of each message, or null (unsigned). */
export async function loadSigningKeys(teamIds: string[]): Promise<SigningKeyFor> {
  const rows = await driverQuery<SigningDomain>(SIGNING_DOMAINS_SQL, [[...new Set(teamIds)]]);
  return ({ teamId, from }) => {
    const match = matchSenderDomain(
      rows.filter((row) => row.teamId === teamId),
      from,
    );
    return match
      ? { domainName: match.domain, keySelector: match.dkimSelector, privateKey: openKey(match.dkimPrivateKey!) }
      : null;
  };
}
