import type { Transaction } from "@/lib/db";

/**
 * Serialises changes to which of a team's configs is the default: the team row is held FOR UPDATE
 * until the transaction ends, so two concurrent creates or "make default" calls cannot both leave
 * a default (or neither).
 */
export async function lockTeamSmtpConfigs(tx: Transaction, teamId: string) {
  await tx.$queryRaw`SELECT "id" FROM "Team" WHERE "id" = ${teamId} FOR UPDATE`;
}

/** Makes `id` the team's only default. */
export async function unsetOtherDefaults(tx: Transaction, { teamId, id }: { teamId: string; id: string }) {
  await tx.sMTPConfig.updateMany({ where: { teamId, isDefault: true, id: { not: id } }, data: { isDefault: false } });
}
