"use client";

import clsx from "clsx";
import { CalendarClock, Repeat, Send } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useMemo } from "react";
import { Alert } from "@/components/ui/alert";
import { Field, Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { RecurringSchedule } from "@/lib/queries/campaigns";
import { cronProblem, nextRuns } from "@/lib/campaigns/campaign-schedule";
import type { StepProps } from "./wizard-model";
import { LocalDeliveryOption, SendTimeHint } from "./local-delivery-option";
import { scheduledInstant, timezoneOptions, type SendMode, type Words, type WizardState } from "./wizard-model";
import { Options } from "@/components/ui/data/options";

/** The ways to send; each is named campaigns.wizard.schedule.modes.<mode>.{label,description}. */
const MODES: { mode: SendMode; icon: typeof Send }[] = [
  { mode: "now", icon: Send },
  { mode: "later", icon: CalendarClock },
  { mode: "recurring", icon: Repeat },
];

const PRESETS: RecurringSchedule[] = ["DAILY", "WEEKLY", "MONTHLY", "CUSTOM"];

/** Why the custom cron is refused, in the browser, with the server's own rule (`text`: campaigns.wizard.problems). */
export function cronErrorOf(state: WizardState, text: Words): string | null {
  if (state.mode !== "recurring" || state.recurringSchedule !== "CUSTOM") return null;
  const problem = cronProblem(state.cronExpression);
  if (!problem) return null;
  if (state.cronExpression.trim().split(/\s+/).length !== 5) return text("cronFields");
  // "is not a valid cron expression (<the parser's words>)": the parser's words stay as they are.
  const detail = /\((.*)\)$/s.exec(problem)?.[1] ?? problem;
  return text("cronInvalid", { detail });
}

/** The next runs as the server will compute them: same croner pattern, same timezone. */
function usePreviewRuns(state: WizardState, cronError: string | null): Date[] {
  return useMemo(() => {
    if (state.mode !== "recurring" || cronError) return [];
    const start = scheduledInstant(state);
    try {
      return nextRuns(
        {
          schedule: "RECURRING",
          recurringSchedule: state.recurringSchedule,
          cronExpression: state.cronExpression.trim(),
          scheduledFor: start,
          timezone: state.timezone,
        },
        5,
      );
    } catch {
      return [];
    }
  }, [state, cronError]);
}

export function ScheduleStep({ state, change, errors }: StepProps) {
  const t = useTranslations("campaigns.wizard.schedule");
  const problemWords = useTranslations("campaigns.wizard.problems");
  const format = useFormatter();
  const zones = useMemo(() => timezoneOptions(state.timezone), [state.timezone]);
  const cronError = cronErrorOf(state, (key, values) => problemWords(key, values));
  const runs = usePreviewRuns(state, cronError);
  const local = state.mode === "later" && state.localDelivery;
  const runLabel = (run: Date) =>
    format.dateTime(run, {
      timeZone: state.timezone,
      weekday: "short",
      year: "numeric",
      month: "short",
      day: "numeric",
      hour: "2-digit",
      minute: "2-digit",
    });
  return (
    <div className="flex flex-col gap-6">
      <div role="radiogroup" aria-label={t("modesLabel")} className="grid gap-3 sm:grid-cols-3">
        {MODES.map(({ mode, icon: Icon }) => (
          // biome-ignore lint/a11y/useSemanticElements: a styled choice button in a radiogroup (role radio with aria-checked); a native radio input cannot hold this content and look
          <button
            key={mode}
            type="button"
            role="radio"
            aria-checked={state.mode === mode}
            onClick={() => change({ mode })}
            className={clsx(
              "flex items-start gap-3 rounded-xl border bg-white p-4 text-left transition",
              state.mode === mode
                ? "border-brand-500 ring-2 ring-brand-500"
                : "border-slate-200 hover:border-slate-300",
            )}
          >
            <span
              className={clsx(
                "rounded-lg p-2",
                state.mode === mode ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-500",
              )}
            >
              <Icon aria-hidden className="size-4" />
            </span>
            <span>
              <span className="block text-sm font-semibold text-slate-900">{t(`modes.${mode}.label`)}</span>
              <span className="block text-sm text-slate-500">{t(`modes.${mode}.description`)}</span>
            </span>
          </button>
        ))}
      </div>

      {state.mode === "later" ? <LocalDeliveryOption state={state} change={change} /> : null}

      {state.mode !== "now" ? (
        <div className="grid max-w-3xl gap-4 sm:grid-cols-[1fr_8rem_1.4fr]">
          <Field
            label={state.mode === "recurring" ? t("startingOn") : t("date")}
            error={errors.scheduledFor ?? errors.localDate}
          >
            {(control) => (
              <Input
                {...control}
                type="date"
                value={state.date}
                onChange={(event) => change({ date: event.target.value })}
              />
            )}
          </Field>
          <Field label={local ? t("localTime") : t("time")} error={errors.localTime}>
            {(control) => (
              <Input
                {...control}
                type="time"
                value={state.time}
                onChange={(event) => change({ time: event.target.value })}
              />
            )}
          </Field>
          {local ? (
            <div className="flex flex-col gap-1.5">
              <span className="text-sm font-medium text-slate-700">{t("timezone")}</span>
              <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600 ring-1 ring-slate-200">
                {t("eachRecipient")}
              </p>
            </div>
          ) : (
            <Field label={t("timezone")} error={errors.timezone}>
              {(control) => (
                <Select
                  {...control}
                  value={state.timezone}
                  onChange={(event) => change({ timezone: event.target.value })}
                >
                  <Options values={zones} label={(zone) => zone.replaceAll("_", " ")} />
                </Select>
              )}
            </Field>
          )}
        </div>
      ) : null}

      {local ? <SendTimeHint state={state} change={change} /> : null}
      {errors.sendAt ? <Alert tone="error">{errors.sendAt}</Alert> : null}

      {state.mode === "recurring" ? (
        <div className="grid max-w-3xl gap-6 lg:grid-cols-2">
          <div className="flex flex-col gap-4">
            <Field label={t("repeats")} error={errors.recurringSchedule}>
              {(control) => (
                <Select
                  {...control}
                  value={state.recurringSchedule}
                  onChange={(event) => change({ recurringSchedule: event.target.value as RecurringSchedule })}
                >
                  <Options values={PRESETS} label={(preset) => t(`presets.${preset}`)} />
                </Select>
              )}
            </Field>
            {state.recurringSchedule === "CUSTOM" ? (
              <Field label={t("cron")} error={errors.cronExpression ?? cronError} hint={t("cronHint")}>
                {(control) => (
                  <Input
                    {...control}
                    value={state.cronExpression}
                    onChange={(event) => change({ cronExpression: event.target.value })}
                    className="font-mono"
                    spellCheck={false}
                  />
                )}
              </Field>
            ) : (
              <p className="text-sm text-slate-500">{t("runsAt", { preset: state.recurringSchedule })}</p>
            )}
          </div>
          <div className="rounded-xl border border-slate-200 bg-slate-50/70 p-4" data-testid="next-runs">
            <p className="text-sm font-semibold text-slate-900">{t("nextRuns")}</p>
            <p className="text-xs text-slate-500">{t("inZone", { zone: state.timezone.replaceAll("_", " ") })}</p>
            {runs.length > 0 ? (
              <ol className="mt-3 flex flex-col gap-1.5 text-sm text-slate-700 tabular-nums">
                {runs.map((run, index) => (
                  <li key={run.toISOString()} className="flex items-center gap-2">
                    <span className="inline-flex size-5 items-center justify-center rounded-full bg-white text-xs font-medium text-slate-500 ring-1 ring-slate-200">
                      {index + 1}
                    </span>
                    {runLabel(run)}
                  </li>
                ))}
              </ol>
            ) : (
              <p className="mt-3 text-sm text-slate-500">{cronError ? t("fixCron") : t("pickStart")}</p>
            )}
          </div>
        </div>
      ) : null}

      {state.mode === "now" ? <Alert tone="info">{t("nowInfo")}</Alert> : null}
    </div>
  );
}
