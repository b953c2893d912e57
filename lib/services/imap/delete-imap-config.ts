import { db } from "@/lib/db";
import { getImapConfigOrThrow } from "./get-imap-config";
import { toImapConfigDto } from "./to-imap-config-dto";

/** Soft delete: the mailbox is no longer read; what it recorded stays. */
export async function deleteImapConfig({ teamId, id }: { teamId: string; id: string }) {
  await getImapConfigOrThrow({ teamId, id });
  const deleted = await db.iMAPConfig.update({ where: { id, teamId }, data: { isDeleted: true, isActive: false } });
  return toImapConfigDto(deleted);
}
