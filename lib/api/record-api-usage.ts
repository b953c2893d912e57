import { normalizePath } from "./rate-limit";
import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/errors";

type UsageKey = { teamId: string; day: Date; method: string; path: string };

/** Midnight UTC of the day `at` falls on: usage is counted per team, day, method and path. */
export function utcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

async function increment(key: UsageKey) {
  const where = { teamId_day_method_path: key };
  try {
    await db.apiUsage.upsert({ where, create: { ...key, count: 1 }, update: { count: { increment: 1 } } });
  } catch (error) {
    // The first two requests of a day at once both try to create the row; the loser adds to it.
    if (!isUniqueViolation(error)) throw error;
    await db.apiUsage.update({ where, data: { count: { increment: 1 } } });
  }
}

/**
 * Counts one API request for GET /usage, under the path as the rate limiter normalizes it (ids
 * folded, so `/api-keys/<id>` counts as `/api-keys`). Fire and forget: the request never waits
 * for it, and a failure costs a log line, never the request.
 */
export function recordApiUsage({
  teamId,
  method,
  pathname,
  at = new Date(),
}: {
  teamId: string;
  method: string;
  pathname: string;
  at?: Date;
}): void {
  const key = { teamId, day: utcDay(at), method: method.toUpperCase(), path: normalizePath(pathname) };
  void increment(key).catch((error: unknown) =>
    console.warn("API usage not recorded:", error instanceof Error ? error.message : error),
  );
}
