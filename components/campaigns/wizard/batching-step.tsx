"use client";

import { Field, Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { StepProps } from "./choice-steps";
import type { DelayUnit } from "./wizard-model";

export function BatchingStep({ state, change, errors }: StepProps) {
  const noPause = Number(state.delayAmount || 0) === 0;
  return (
    <div className="flex max-w-xl flex-col gap-5">
      <Field label="Batch size" error={errors.batchSize} hint="Recipients per batch, 1 to 10,000. Leave empty for the default (500).">
        {(control) => (
          <Input {...control} type="number" min={1} max={10000} inputMode="numeric" value={state.batchSize} onChange={(event) => change({ batchSize: event.target.value })} />
        )}
      </Field>
      <Field
        label="Pause between batches"
        error={errors.batchDelay}
        hint={noPause ? "No pause: batches follow one another, at the SMTP server's send rate." : "Spreads the send out, which keeps inbox providers and your server happy."}
      >
        {(control) => (
          <div className="flex gap-2">
            <Input {...control} type="number" min={0} step="any" value={state.delayAmount} onChange={(event) => change({ delayAmount: event.target.value })} className="flex-1" />
            <Select aria-label="Unit" value={state.delayUnit} onChange={(event) => change({ delayUnit: event.target.value as DelayUnit })} className="w-36">
              <option value="seconds">seconds</option>
              <option value="minutes">minutes</option>
            </Select>
          </div>
        )}
      </Field>
      <button type="button" className="self-start text-sm font-medium text-brand-700 hover:underline disabled:text-slate-400 disabled:no-underline" disabled={noPause} onClick={() => change({ delayAmount: "0" })}>
        No pause
      </button>
    </div>
  );
}
