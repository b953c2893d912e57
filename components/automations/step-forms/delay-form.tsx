"use client";

import clsx from "clsx";
import { useTranslations } from "next-intl";
import { Field, Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { DURATION_UNITS } from "@/lib/validation/automations";
import { WEEKDAY_KEYS } from "../step-summary";
import { ConfigField, FormNote, Segmented, text, type StepFormProps } from "./form-parts";
import { Options } from "@/components/ui/data/options";

/** A whole number as typed; anything else stays as typed so the schema's message names it. */
const typedNumber = (value: string): unknown => (/^-?\d+$/.test(value.trim()) ? Number(value) : value);

/** Amount and unit side by side ("2 days"), shared by the delay and the condition's time window. */
export function DurationInputs({
  label,
  amount,
  unit,
  onChange,
  error,
}: {
  label: string;
  amount: unknown;
  unit: unknown;
  onChange: (changes: { amount?: unknown; unit?: string }) => void;
  error?: string;
}) {
  const t = useTranslations("automations");
  return (
    <Field label={label} error={error}>
      {(control) => (
        <div className="flex gap-2">
          <div className="w-24 shrink-0">
            <Input
              {...control}
              inputMode="numeric"
              value={amount === undefined || amount === null ? "" : String(amount)}
              onChange={(event) => onChange({ amount: typedNumber(event.target.value) })}
            />
          </div>
          <Select
            aria-label={t("forms.unitOf", { label })}
            className="min-w-0 flex-1"
            value={text(unit) || "days"}
            onChange={(event) => onChange({ unit: event.target.value })}
          >
            <Options values={DURATION_UNITS} label={(option) => t(`units.${option}`)} />
          </Select>
        </div>
      )}
    </Field>
  );
}

export function DelayForm({ config, onChange, onReplace, errors }: StepFormProps) {
  const form = { config, onChange, errors };
  const t = useTranslations("automations");
  const mode = config.mode === "until" ? "until" : "duration";
  const weekdays = Array.isArray(config.weekdays) ? (config.weekdays as number[]) : [];
  const toggleDay = (day: number) =>
    onChange({
      weekdays: weekdays.includes(day) ? weekdays.filter((item) => item !== day) : [...weekdays, day].sort(),
    });

  return (
    <div className="flex flex-col gap-5">
      <Segmented
        label={t("forms.delay.mode")}
        value={mode}
        options={[
          { value: "duration", label: t("forms.delay.forATime") },
          { value: "until", label: t("forms.delay.untilDay") },
        ]}
        onChange={(next) =>
          onReplace(
            next === "duration"
              ? { mode: "duration", amount: 1, unit: "days" }
              : { mode: "until", weekdays: [1], time: "09:00" },
          )
        }
      />
      {mode === "duration" ? (
        <DurationInputs
          label={t("forms.delay.waitFor")}
          amount={config.amount}
          unit={config.unit}
          onChange={onChange}
          error={errors.amount ?? errors.unit}
        />
      ) : (
        <>
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">{t("forms.delay.on")}</legend>
            <div className="mt-1.5 grid grid-cols-7 gap-1">
              {WEEKDAY_KEYS.map((name, day) => (
                <button
                  key={name}
                  type="button"
                  aria-pressed={weekdays.includes(day)}
                  onClick={() => toggleDay(day)}
                  className={clsx(
                    "h-9 rounded-md text-xs font-medium ring-1 ring-inset transition",
                    weekdays.includes(day)
                      ? "bg-brand-600 text-white ring-brand-600"
                      : "bg-white text-slate-600 ring-slate-300 hover:bg-slate-50",
                  )}
                >
                  {t(`weekdays.${name}`)}
                </button>
              ))}
            </div>
            <p className="mt-1.5 text-[13px] text-slate-500">
              {weekdays.length ? t("forms.delay.nextOfDays") : t("forms.delay.anyDay")}
            </p>
          </fieldset>
          <ConfigField form={form} field="time" label={t("forms.delay.at")} type="time" />
          <FormNote>{t("forms.delay.timezoneNote")}</FormNote>
        </>
      )}
    </div>
  );
}
