import { ApiError } from "@/lib/api/errors";
import { sealSecret } from "@/lib/crypto/secret-box";
import { audited, type AuditActor } from "@/lib/services/audit/record-audit";
import { generateDkimKeyPair } from "@/lib/mail/dkim";
import { dnsRecordText } from "./domain-records";
import { getDomainRowOrThrow } from "./get-domain";
import { toDomainDto } from "./to-domain-dto";

/**
 * POST /domains/{id}/rotate: a new DKIM key under a new selector, published next to the signing
 * one. The old key keeps signing until the new record verifies (POST /verify or the daily check),
 * so mail never goes out signed with a key receivers cannot find.
 */
export async function rotateDomainKey({ teamId, id, actor }: { teamId: string; id: string; actor?: AuditActor }) {
  const row = await getDomainRowOrThrow({ teamId, id });
  if (row.nextDkimSelector) {
    throw ApiError.invalidState(
      `A new key (selector ${row.nextDkimSelector}) is waiting for its DNS record: publish it and verify the domain first`,
    );
  }
  const key = await generateDkimKeyPair();
  const next = { nextDkimSelector: key.selector, nextDkimPublicKey: key.publicKey };
  // Only if no other rotation got there first: two concurrent rotations leave one new key.
  const updated = await audited(
    actor,
    (tx) =>
      tx.domain.updateMany({
        where: { id: row.id, teamId, nextDkimSelector: null },
        data: {
          ...next,
          nextDkimPrivateKey: sealSecret(key.privateKey),
          dnsRecord: dnsRecordText({ ...row, ...next }),
        },
      }),
    ({ count }) =>
      count === 0
        ? null
        : {
            teamId,
            action: "domain.key_rotated",
            targetType: "domain",
            targetId: row.id,
            details: { domain: row.domain, selector: key.selector },
          },
  );
  if (updated.count === 0) throw ApiError.invalidState("Another key rotation of this domain has just started");
  return toDomainDto(await getDomainRowOrThrow({ teamId, id }));
}
