import { sealSecret } from "@/lib/crypto/secret-box";
import { db } from "@/lib/db";
import { assertPublicTarget } from "@/lib/mail/private-targets";
import type { UpdateImapConfigBody } from "@/lib/validation/imap";
import { getImapConfigOrThrow } from "./get-imap-config";
import { toImapConfigDto } from "./to-imap-config-dto";

/**
 * Partial update; an omitted password keeps the stored one. Pointing the config at another server,
 * account or mailbox starts reading that mailbox from its beginning (the checkpoint belonged to
 * the old one); messages already recorded are still recorded once, by Message-ID.
 */
export async function updateImapConfig({
  teamId,
  id,
  password,
  ...changes
}: UpdateImapConfigBody & { teamId: string; id: string }) {
  if (changes.host !== undefined) await assertPublicTarget(changes.host);
  const current = await getImapConfigOrThrow({ teamId, id });
  const moved = (["host", "port", "username", "mailbox"] as const).some(
    (field) => changes[field] !== undefined && changes[field] !== current[field],
  );
  const config = await db.iMAPConfig.update({
    where: { id, teamId },
    data: {
      ...changes,
      ...(password !== undefined ? { password: sealSecret(password) } : {}),
      ...(moved ? { lastUid: null, uidValidity: null } : {}),
    },
  });
  return toImapConfigDto(config);
}
