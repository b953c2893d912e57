"use client";

import { useTranslations } from "next-intl";
import { Field, Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { StepProps } from "./wizard-model";
import type { DelayUnit } from "./wizard-model";
import { NumberField } from "@/components/ui/data/number-field";

export function BatchingStep({ state, change, errors }: StepProps) {
  const t = useTranslations("campaigns.wizard.batching");
  const noPause = Number(state.delayAmount || 0) === 0;
  return (
    <div className="flex max-w-xl flex-col gap-5">
      <NumberField
        label={t("size")}
        error={errors.batchSize}
        hint={t("sizeHint")}
        min={1}
        max={10000}
        inputMode="numeric"
        value={state.batchSize}
        onChange={(event) => change({ batchSize: event.target.value })}
      />
      <Field label={t("pause")} error={errors.batchDelay} hint={noPause ? t("noPauseHint") : t("pauseHint")}>
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              type="number"
              min={0}
              step="any"
              value={state.delayAmount}
              onChange={(event) => change({ delayAmount: event.target.value })}
              className="flex-1"
            />
            <Select
              aria-label={t("unit")}
              value={state.delayUnit}
              onChange={(event) => change({ delayUnit: event.target.value as DelayUnit })}
              className="w-36"
            >
              <option value="seconds">{t("seconds")}</option>
              <option value="minutes">{t("minutes")}</option>
            </Select>
          </div>
        )}
      </Field>
      <button
        type="button"
        className="self-start text-sm font-medium text-brand-700 hover:underline disabled:text-slate-400 disabled:no-underline"
        disabled={noPause}
        onClick={() => change({ delayAmount: "0" })}
      >
        {t("noPause")}
      </button>
    </div>
  );
}
