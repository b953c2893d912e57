import { createPrivateKey, type KeyObject } from "node:crypto";
import { LRUCache } from "lru-cache";
import { openSecret } from "@/lib/crypto/secret-box";
import { db } from "@/lib/db";
import { domainOfAddress } from "@/lib/domains/normalize-domain";
import type { DkimSigningKey } from "@/lib/mail/dkim";
import { parseAddress } from "@/lib/validation/emails";

// Which key signs a message (API.md section 13): the team's VERIFIED domain that the From address
// is on, or a parent of it (mail from news.acme.com is signed d=acme.com when only acme.com is
// verified; the most specific domain wins). Looked up for every message or batch, so a deleted or
// failed domain stops signing at once; only the decrypted keys are cached.

type SigningDomain = { teamId: string; domain: string; dkimSelector: string; dkimPrivateKey: string | null };

/**
 * Sealed key text -> parsed private key. The sealed text differs for every key, so it is a safe
 * cache key. A parsed KeyObject signs in a third of the time a PEM string takes (the PEM would be
 * decoded again for every message).
 */
const openedKeys = new LRUCache<string, KeyObject>({ max: 1000 });

function openKey(sealed: string): KeyObject {
  let key = openedKeys.get(sealed);
  if (key === undefined) {
    key = createPrivateKey(openSecret(sealed));
    openedKeys.set(sealed, key);
  }
  return key;
}

export const isOnDomain = (addressDomain: string, domain: string) => addressDomain === domain || addressDomain.endsWith(`.${domain}`);

/** The sending domain `domains` holds for the address, the most specific one first. */
export function matchSendingDomain<T extends { domain: string }>(domains: T[], from: string): T | null {
  const address = parseAddress(from)?.address ?? from;
  const addressDomain = domainOfAddress(address);
  if (!addressDomain) return null;
  const matches = domains.filter(({ domain }) => isOnDomain(addressDomain, domain));
  return matches.sort((a, b) => b.domain.length - a.domain.length)[0] ?? null;
}

export type SigningKeyFor = (message: { teamId: string; from: string }) => DkimSigningKey | null;

/** One query for the teams of a batch; answers the signing key of each message, or null (unsigned). */
export async function loadSigningKeys(teamIds: string[]): Promise<SigningKeyFor> {
  const rows: SigningDomain[] = await db.domain.findMany({
    where: { teamId: { in: [...new Set(teamIds)] }, status: "VERIFIED", dkimPrivateKey: { not: null } },
    select: { teamId: true, domain: true, dkimSelector: true, dkimPrivateKey: true },
  });
  return ({ teamId, from }) => {
    const match = matchSendingDomain(
      rows.filter((row) => row.teamId === teamId),
      from,
    );
    return match ? { domainName: match.domain, keySelector: match.dkimSelector, privateKey: openKey(match.dkimPrivateKey!) } : null;
  };
}
