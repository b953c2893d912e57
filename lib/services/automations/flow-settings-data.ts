import { ApiError } from "@/lib/api/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import type { AutomationGoal, ReentryRule } from "@/lib/validation/automations";

type Settings = { goal?: AutomationGoal | null; reentry?: ReentryRule; reentryDays?: number | null };

/**
 * The goal and re-entry columns a create or update writes. Days belong to `after_days` only: they
 * are cleared with any other rule, and an update to `after_days` needs days (given, or stored).
 */
export function flowSettingsData(
  { goal, reentry, reentryDays }: Settings,
  current?: { reentry: string; reentryDays: number | null },
) {
  const rule = reentry ?? current?.reentry ?? "always";
  const days = reentryDays !== undefined ? reentryDays : (current?.reentryDays ?? null);
  if (rule === "after_days" && days === null)
    throw ApiError.validation("Invalid body", { reentryDays: "is required when reentry is after_days" });
  return {
    ...(goal !== undefined ? { goal: goal === null ? Prisma.DbNull : (goal as Prisma.InputJsonValue) } : {}),
    ...(reentry !== undefined || reentryDays !== undefined
      ? { reentry: rule, reentryDays: rule === "after_days" ? days : null }
      : {}),
  };
}
