import { db } from "@/lib/db";

/**
 * The soft-delete extension leaves a query alone when its filter names `isDeleted`; naming it as
 * undefined finds rows whether deleted or not.
 */
export const evenIfDeleted = { isDeleted: undefined };

/** Revoked invites are soft-deleted, yet their code must answer "revoked", not "unknown". */
export function findInviteByCode(code: string) {
  return db.teamInvite.findUnique({ where: { code, ...evenIfDeleted }, include: { team: true, inviter: true } });
}
