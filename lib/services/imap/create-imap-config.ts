import { sealSecret } from "@/lib/crypto/secret-box";
import { db } from "@/lib/db";
import { assertPublicTarget } from "@/lib/mail/private-targets";
import type { CreateImapConfigBody } from "@/lib/validation/imap";
import { toImapConfigDto } from "./to-imap-config-dto";

/** A new inbound mailbox with its password sealed; a private host is refused unless allowed. */
export async function createImapConfig({
  teamId,
  password,
  processedMailbox,
  ...body
}: CreateImapConfigBody & { teamId: string }) {
  await assertPublicTarget(body.host);
  const config = await db.iMAPConfig.create({
    data: { teamId, ...body, processedMailbox: processedMailbox ?? null, password: sealSecret(password) },
  });
  return toImapConfigDto(config);
}
