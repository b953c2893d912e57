"use client";

import clsx from "clsx";
import { CalendarClock, Repeat, Send } from "lucide-react";
import { useMemo } from "react";
import { Alert } from "@/components/ui/alert";
import { Field, Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { RecurringSchedule } from "@/lib/queries/campaigns";
import { cronProblem, nextRuns } from "@/lib/services/campaigns/campaign-schedule";
import type { StepProps } from "./choice-steps";
import { LocalDeliveryOption, SendTimeHint } from "./local-delivery-option";
import { scheduledInstant, timezoneOptions, type SendMode, type WizardState } from "./wizard-model";

const MODES: { mode: SendMode; label: string; description: string; icon: typeof Send }[] = [
  { mode: "now", label: "Send now", description: "Starts as soon as you confirm.", icon: Send },
  { mode: "later", label: "Send later", description: "Once, at a date and time you pick.", icon: CalendarClock },
  { mode: "recurring", label: "Recurring", description: "Again and again, to the list as it is then.", icon: Repeat },
];

const PRESETS: { value: RecurringSchedule; label: string }[] = [
  { value: "DAILY", label: "Every day" },
  { value: "WEEKLY", label: "Every week" },
  { value: "MONTHLY", label: "Every month" },
  { value: "CUSTOM", label: "Custom (cron)" },
];

/** Why the custom cron is refused, in the browser, with the server's own rule. */
export function cronErrorOf(state: WizardState): string | null {
  if (state.mode !== "recurring" || state.recurringSchedule !== "CUSTOM") return null;
  const problem = cronProblem(state.cronExpression);
  return problem ? `The cron expression ${problem}.` : null;
}

/** The next runs as the server will compute them: same croner pattern, same timezone. */
function usePreviewRuns(state: WizardState): Date[] {
  return useMemo(() => {
    if (state.mode !== "recurring" || cronErrorOf(state)) return [];
    const start = scheduledInstant(state);
    try {
      return nextRuns(
        { schedule: "RECURRING", recurringSchedule: state.recurringSchedule, cronExpression: state.cronExpression.trim(), scheduledFor: start, timezone: state.timezone },
        5,
      );
    } catch {
      return [];
    }
  }, [state]);
}

export function ScheduleStep({ state, change, errors }: StepProps) {
  const zones = useMemo(() => timezoneOptions(state.timezone), [state.timezone]);
  const runs = usePreviewRuns(state);
  const cronError = cronErrorOf(state);
  const local = state.mode === "later" && state.localDelivery;
  const runFormat = new Intl.DateTimeFormat(undefined, { timeZone: state.timezone, weekday: "short", dateStyle: undefined, year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" });
  return (
    <div className="flex flex-col gap-6">
      <div role="radiogroup" aria-label="When to send" className="grid gap-3 sm:grid-cols-3">
        {MODES.map(({ mode, label, description, icon: Icon }) => (
          <button
            key={mode}
            type="button"
            role="radio"
            aria-checked={state.mode === mode}
            onClick={() => change({ mode })}
            className={clsx(
              "flex items-start gap-3 rounded-xl border bg-white p-4 text-left transition",
              state.mode === mode ? "border-brand-500 ring-2 ring-brand-500" : "border-slate-200 hover:border-slate-300",
            )}
          >
            <span className={clsx("rounded-lg p-2", state.mode === mode ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-500")}>
              <Icon aria-hidden className="size-4" />
            </span>
            <span>
              <span className="block text-sm font-semibold text-slate-900">{label}</span>
              <span className="block text-sm text-slate-500">{description}</span>
            </span>
          </button>
        ))}
      </div>

      {state.mode === "later" ? <LocalDeliveryOption state={state} change={change} /> : null}

      {state.mode !== "now" ? (
        <div className="grid max-w-3xl gap-4 sm:grid-cols-[1fr_8rem_1.4fr]">
          <Field label={state.mode === "recurring" ? "Starting on" : "Date"} error={errors.scheduledFor ?? errors.localDate}>
            {(control) => <Input {...control} type="date" value={state.date} onChange={(event) => change({ date: event.target.value })} />}
          </Field>
          <Field label={local ? "Local time" : "Time"} error={errors.localTime}>
            {(control) => <Input {...control} type="time" value={state.time} onChange={(event) => change({ time: event.target.value })} />}
          </Field>
          {local ? (
            <div className="flex flex-col gap-1.5">
              <span className="text-sm font-medium text-slate-700">Timezone</span>
              <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600 ring-1 ring-slate-200">Each recipient&apos;s own; your team&apos;s for contacts without one</p>
            </div>
          ) : (
            <Field label="Timezone" error={errors.timezone}>
              {(control) => (
                <Select {...control} value={state.timezone} onChange={(event) => change({ timezone: event.target.value })}>
                  {zones.map((zone) => (
                    <option key={zone} value={zone}>
                      {zone.replaceAll("_", " ")}
                    </option>
                  ))}
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
            <Field label="Repeats" error={errors.recurringSchedule}>
              {(control) => (
                <Select {...control} value={state.recurringSchedule} onChange={(event) => change({ recurringSchedule: event.target.value as RecurringSchedule })}>
                  {PRESETS.map((preset) => (
                    <option key={preset.value} value={preset.value}>
                      {preset.label}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            {state.recurringSchedule === "CUSTOM" ? (
              <Field
                label="Cron expression"
                error={errors.cronExpression ?? cronError}
                hint="5 fields: minute hour day-of-month month day-of-week, e.g. 0 9 * * 1-5 for weekdays at 09:00."
              >
                {(control) => (
                  <Input {...control} value={state.cronExpression} onChange={(event) => change({ cronExpression: event.target.value })} className="font-mono" spellCheck={false} />
                )}
              </Field>
            ) : (
              <p className="text-sm text-slate-500">Runs at the start time&apos;s local time{state.recurringSchedule === "WEEKLY" ? ", on its weekday" : state.recurringSchedule === "MONTHLY" ? ", on its day of the month" : ""}.</p>
            )}
          </div>
          <div className="rounded-xl border border-slate-200 bg-slate-50/70 p-4" data-testid="next-runs">
            <p className="text-sm font-semibold text-slate-900">Next 5 runs</p>
            <p className="text-xs text-slate-500">In {state.timezone.replaceAll("_", " ")}</p>
            {runs.length > 0 ? (
              <ol className="mt-3 flex flex-col gap-1.5 text-sm text-slate-700 tabular-nums">
                {runs.map((run, index) => (
                  <li key={run.toISOString()} className="flex items-center gap-2">
                    <span className="inline-flex size-5 items-center justify-center rounded-full bg-white text-xs font-medium text-slate-500 ring-1 ring-slate-200">{index + 1}</span>
                    {runFormat.format(run)}
                  </li>
                ))}
              </ol>
            ) : (
              <p className="mt-3 text-sm text-slate-500">{cronError ? "Fix the cron expression to see the runs." : "Pick a start date and time."}</p>
            )}
          </div>
        </div>
      ) : null}

      {state.mode === "now" ? <Alert tone="info">The campaign starts sending as soon as you confirm on the last step.</Alert> : null}
    </div>
  );
}
