import type { Transaction } from "@/lib/db";

/**
 * Holds the team's row lock until the transaction ends, so that checks spanning several rows
 * (the last admin, a pending invite for the same email) cannot interleave with the same check in
 * a concurrent request of the same team.
 */
export async function lockTeam(tx: Transaction, teamId: string) {
  await tx.$queryRaw`SELECT "id" FROM "Team" WHERE "id" = ${teamId} FOR UPDATE`;
}
