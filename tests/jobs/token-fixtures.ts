import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";

const HOUR = 60 * 60 * 1000;

/** A team and user holding one expired and one valid token of each kind the cleanup job handles. */
export async function seedTokens() {
  const team = await db.team.create({ data: { name: "Token Cleanup Co" } });
  const user = await db.user.create({ data: { teamId: team.id, email: `tokens-${randomUUID()}@example.com` } });
  const familyId = randomUUID();
  const refresh = (expiresAt: Date) =>
    db.refreshToken.create({ data: { userId: user.id, tokenHash: randomUUID(), familyId, expiresAt } });
  const reset = (expiresAt: Date) =>
    db.passwordResetToken.create({ data: { userId: user.id, tokenHash: randomUUID(), expiresAt } });
  const past = new Date(Date.now() - HOUR);
  const future = new Date(Date.now() + HOUR);
  return {
    user,
    expired: { refresh: await refresh(past), reset: await reset(past) },
    valid: { refresh: await refresh(future), reset: await reset(future) },
  };
}

/** id -> isDeleted for the user's tokens, soft-deleted ones included. */
export async function tokenStates(userId: string) {
  // Naming isDeleted in the filter turns off the soft-delete extension's implicit `false`;
  // left undefined, Prisma then applies no condition on it at all.
  const anyState = { userId, isDeleted: undefined };
  const select = { id: true, isDeleted: true } as const;
  const rows = [
    ...(await db.refreshToken.findMany({ where: anyState, select })),
    ...(await db.passwordResetToken.findMany({ where: anyState, select })),
  ];
  return Object.fromEntries(rows.map((row) => [row.id, row.isDeleted]));
}

export function expectedStates(seeded: Awaited<ReturnType<typeof seedTokens>>) {
  return {
    [seeded.expired.refresh.id]: true,
    [seeded.expired.reset.id]: true,
    [seeded.valid.refresh.id]: false,
    [seeded.valid.reset.id]: false,
  };
}
