import type { Principal } from "@/lib/auth/principal";
import { db, type Transaction } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

// The audit log of docs/contract.md section 18: who did what and when, from where. Written with the same
// transaction client as the change it records, so a change is never committed without its entry
// (and an entry never outlives a rolled-back change).
//
// Other areas call it inside their own transactions:
//   await recordAudit(tx, { teamId, action: "domain.created", ...auditActor(principal, ip), targetType: "domain", targetId: domain.id });

/** Actions are `<resource>.<verb>`. */
type AuditAction = `${string}.${string}`;

/** Who acted and from where: spread into recordAudit's entry. */
export type AuditActor = { actorType: "user" | "apiKey"; actorId: string | null; ip: string | null };

export type AuditEntry = AuditActor & {
  teamId: string;
  action: AuditAction;
  targetType?: string | null;
  targetId?: string | null;
  details?: Prisma.InputJsonObject | null;
};

export function auditActor(principal: Principal, ip: string | null): AuditActor {
  return { actorType: principal.kind, actorId: principal.id, ip };
}

/** A user acting for themselves (sign-in, password change), before a Principal exists. */
export function userActor(userId: string, ip: string | null | undefined): AuditActor {
  return { actorType: "user", actorId: userId, ip: ip ?? null };
}

export async function recordAudit(tx: Transaction, entry: AuditEntry): Promise<void> {
  await tx.auditLog.create({
    data: {
      teamId: entry.teamId,
      action: entry.action,
      actorType: entry.actorType,
      actorId: entry.actorId,
      ip: entry.ip,
      targetType: entry.targetType ?? null,
      targetId: entry.targetId ?? null,
      details: entry.details ?? undefined,
    },
  });
}

/** A user's act on their own account (sign-in, password change, two-factor...): actor and target are the user. */
export function recordUserAudit(
  tx: Transaction,
  user: { id: string; teamId: string },
  action: AuditAction,
  ip: string | null | undefined,
  details?: Prisma.InputJsonObject,
): Promise<void> {
  return recordAudit(tx, {
    teamId: user.teamId,
    action,
    ...userActor(user.id, ip),
    targetType: "user",
    targetId: user.id,
    details,
  });
}

/**
 * Runs `change` in a transaction and records what `describe` makes of its result in the same one
 * (null: nothing happened worth recording).
 * Without an actor (a service called by the system, or by a test) the change runs unaudited.
 */
export async function audited<T>(
  actor: AuditActor | undefined,
  change: (tx: Transaction) => Promise<T>,
  describe: (result: T) => Omit<AuditEntry, keyof AuditActor> | null,
): Promise<T> {
  return db.$transaction(async (tx) => {
    const result = await change(tx);
    const entry = actor ? describe(result) : null;
    if (actor && entry) await recordAudit(tx, { ...entry, ...actor });
    return result;
  });
}
