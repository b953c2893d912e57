import { rowNotFound } from "@/lib/api/not-found";
import { db, type Transaction } from "@/lib/db";
import type { SMTPConfig } from "@/lib/generated/prisma/client";
import { toSmtpConfigAnswer } from "./to-smtp-config-dto";

const smtpConfigs = rowNotFound("SMTP configuration not found");

export const rethrowSmtpConfigNotFound = smtpConfigs.rethrow;

/** The team's live config (with its sealed password), or 404, also for another team's id. */
export async function getSmtpConfigOrThrow(
  { teamId, id }: { teamId: string; id: string },
  client: Transaction = db,
): Promise<SMTPConfig> {
  return smtpConfigs.orThrow(client.sMTPConfig.findFirst({ where: { id, teamId } }));
}

export async function getSmtpConfig({ teamId, id }: { teamId: string; id: string }) {
  return toSmtpConfigAnswer(await getSmtpConfigOrThrow({ teamId, id }));
}
