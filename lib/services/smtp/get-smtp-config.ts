import { ApiError } from "@/lib/api/errors";
import { db, type Transaction } from "@/lib/db";
import { isRecordNotFound } from "@/lib/db/errors";
import type { SMTPConfig } from "@/lib/generated/prisma/client";
import { toSmtpConfigAnswer } from "./to-smtp-config-dto";

const smtpConfigNotFound = () => ApiError.notFound("SMTP configuration not found");

/** For writes by `{ id, teamId }`: a missing row (or another team's) is a 404, not a 500. */
export function rethrowSmtpConfigNotFound(error: unknown): never {
  throw isRecordNotFound(error) ? smtpConfigNotFound() : error;
}

/** The team's live config (with its sealed password), or 404, also for another team's id. */
export async function getSmtpConfigOrThrow(
  { teamId, id }: { teamId: string; id: string },
  client: Transaction = db,
): Promise<SMTPConfig> {
  const config = await client.sMTPConfig.findFirst({ where: { id, teamId } });
  if (!config) throw smtpConfigNotFound();
  return config;
}

export async function getSmtpConfig({ teamId, id }: { teamId: string; id: string }) {
  return toSmtpConfigAnswer(await getSmtpConfigOrThrow({ teamId, id }));
}
