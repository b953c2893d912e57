import { db } from "@/lib/db";
import { routingNow } from "./clock";

// A route target that failed as a whole cools for the route's cooldownSeconds: no route picks it
// until then. The state is a database row per SMTP config, so every worker process sees it at once
// (the database is always there; Redis is optional).

export type TargetHealth = { state: "healthy" | "cooling"; lastError: string | null; until: Date | null };

const MAX_ERROR = 500;

/** Marks the config cooling for `seconds` with the failure that caused it. */
export async function markCooling(smtpConfigId: string, seconds: number, error: string): Promise<void> {
  const coolingUntil = new Date(routingNow().getTime() + seconds * 1000);
  const lastError = error.slice(0, MAX_ERROR);
  await db.smtpTargetHealth.upsert({
    where: { smtpConfigId },
    create: { smtpConfigId, coolingUntil, lastError },
    update: { coolingUntil, lastError },
  });
}

/** Each config's health now; a config that never failed is healthy with no error. */
export async function healthOf(smtpConfigIds: string[]): Promise<Map<string, TargetHealth>> {
  const rows =
    smtpConfigIds.length === 0
      ? []
      : await db.smtpTargetHealth.findMany({ where: { smtpConfigId: { in: smtpConfigIds } } });
  const now = routingNow().getTime();
  const health = new Map<string, TargetHealth>();
  for (const id of smtpConfigIds) health.set(id, { state: "healthy", lastError: null, until: null });
  for (const row of rows) {
    const cooling = row.coolingUntil.getTime() > now;
    health.set(row.smtpConfigId, {
      state: cooling ? "cooling" : "healthy",
      lastError: row.lastError,
      until: cooling ? row.coolingUntil : null,
    });
  }
  return health;
}
