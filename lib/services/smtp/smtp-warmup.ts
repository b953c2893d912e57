import { db } from "@/lib/db";
import type { SMTPConfig } from "@/lib/generated/prisma/client";
import { routingNow } from "@/lib/services/sending-routes/clock";
import { utcDay, warmupCapOn, warmupCapToday, warmupDayIndex } from "@/lib/services/sending-routes/warmup";
import type { WarmupBodySchema } from "@/lib/validation/sending-routes";
import type { z } from "zod";

// An SMTP config's warm-up (docs/contract.md section 20) as written from a body and as answered:
// the schedule, today's cap and count, and the planned ramp beside what was sent each day.

const PLAN_DAYS = 60;
const DAY_MS = 86_400_000;

type WarmupBody = z.infer<typeof WarmupBodySchema>;

/** The columns a body's `warmup` writes: null clears it; a new schedule starts today, a changed one keeps its start. */
export function warmupColumns(warmup: WarmupBody | undefined, current?: Pick<SMTPConfig, "warmupStartedAt">) {
  if (warmup === undefined) return {};
  if (warmup === null)
    return { warmupStartPerDay: null, warmupGrowthPercent: null, warmupMaxPerDay: null, warmupStartedAt: null };
  return {
    warmupStartPerDay: warmup.startPerDay,
    warmupGrowthPercent: warmup.growthPercent,
    warmupMaxPerDay: warmup.maxPerDay,
    warmupStartedAt: current?.warmupStartedAt ?? routingNow(),
  };
}

export type WarmupAnswer = {
  startPerDay: number;
  growthPercent: number;
  maxPerDay: number;
  startedAt: Date;
  todayCap: number;
  sentToday: number;
  plan: { day: string; cap: number; sent: number }[];
} | null;

/** Each config's `warmup` answer, by id, in one query for all of them. */
export async function warmupAnswers(rows: SMTPConfig[]): Promise<Map<string, WarmupAnswer>> {
  const warmed = rows.filter((row) => row.warmupStartPerDay !== null && row.warmupStartedAt !== null);
  const answers = new Map<string, WarmupAnswer>(rows.map((row) => [row.id, null]));
  if (warmed.length === 0) return answers;
  const now = routingNow();
  const counts = await db.smtpDailySend.findMany({
    where: {
      smtpConfigId: { in: warmed.map((row) => row.id) },
      day: { gte: new Date(now.getTime() - PLAN_DAYS * 2 * DAY_MS) },
    },
  });
  for (const row of warmed) {
    const sentOn = new Map(
      counts
        .filter((count) => count.smtpConfigId === row.id)
        .map((count) => [count.day.toISOString().slice(0, 10), count.sent]),
    );
    const start = utcDay(row.warmupStartedAt!).getTime();
    const plan: { day: string; cap: number; sent: number }[] = [];
    const lastDay = Math.max(warmupDayIndex(row, now), 0);
    for (let index = 0; index < PLAN_DAYS; index += 1) {
      const cap = warmupCapOn(row, index)!;
      const day = new Date(start + index * DAY_MS).toISOString().slice(0, 10);
      plan.push({ day, cap, sent: sentOn.get(day) ?? 0 });
      if (cap >= row.warmupMaxPerDay! && index >= lastDay) break;
    }
    answers.set(row.id, {
      startPerDay: row.warmupStartPerDay!,
      growthPercent: row.warmupGrowthPercent!,
      maxPerDay: row.warmupMaxPerDay!,
      startedAt: row.warmupStartedAt!,
      todayCap: warmupCapToday(row, now)!,
      sentToday: sentOn.get(utcDay(now).toISOString().slice(0, 10)) ?? 0,
      plan,
    });
  }
  return answers;
}
