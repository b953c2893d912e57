import { rowNotFound } from "@/lib/api/not-found";
import { db, type Transaction } from "@/lib/db";
import type { IMAPConfig } from "@/lib/generated/prisma/client";
import { toImapConfigDto } from "./to-imap-config-dto";

const imapConfigs = rowNotFound("IMAP configuration not found");

/** The team's live config (with its sealed password), or 404, also for another team's id. */
export async function getImapConfigOrThrow(
  { teamId, id }: { teamId: string; id: string },
  client: Transaction = db,
): Promise<IMAPConfig> {
  return imapConfigs.orThrow(client.iMAPConfig.findFirst({ where: { id, teamId } }));
}

export async function getImapConfig({ teamId, id }: { teamId: string; id: string }) {
  return toImapConfigDto(await getImapConfigOrThrow({ teamId, id }));
}
