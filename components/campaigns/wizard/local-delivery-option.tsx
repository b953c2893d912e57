"use client";

import { Globe2, Lightbulb } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { useSendTimeSuggestion } from "@/lib/queries/local-time";
import type { StepProps } from "./wizard-model";

// "Send later" at a local time in each recipient's zone (docs/contract.md section 16), with the team's
// send-time suggestion from past human opens (GET /analytics/send-time).

/** "09:00" -> "9:00", as people write hours. */
const hourLabel = (time: string) => time.replace(/^0(\d)/, "$1");

export function LocalDeliveryOption({ state, change }: Pick<StepProps, "state" | "change">) {
  const t = useTranslations("campaigns.wizard.localDelivery");
  const id = useId();
  return (
    <div className="flex max-w-3xl items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 has-[:checked]:border-brand-300 has-[:checked]:bg-brand-50/40">
      <Checkbox
        id={id}
        aria-describedby={`${id}-how`}
        className="mt-0.5"
        checked={state.localDelivery}
        onChange={(event) => change({ localDelivery: event.target.checked })}
      />
      <div>
        <label htmlFor={id} className="flex cursor-pointer items-center gap-1.5 text-sm font-semibold text-slate-900">
          <Globe2 aria-hidden className="size-4 text-brand-600" />
          {t("label")}
        </label>
        <p id={`${id}-how`} className="mt-0.5 text-sm text-slate-500">
          {t("how", { time: hourLabel(state.time) })}
        </p>
      </div>
    </div>
  );
}

/** The team's best hour to land in inboxes, with a one-click "use it". */
export function SendTimeHint({ state, change }: Pick<StepProps, "state" | "change">) {
  const t = useTranslations("campaigns.wizard.localDelivery");
  const format = useFormatter();
  const suggestion = useSendTimeSuggestion();
  if (!suggestion.data) return null;
  const { basis, suggestedTime, humanOpens, minimumOpens, timezone } = suggestion.data;
  const using = state.time === suggestedTime;
  return (
    <div
      className="flex max-w-3xl flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      data-testid="send-time-hint"
    >
      <Lightbulb aria-hidden className="size-5 shrink-0 text-amber-600" />
      <p className="min-w-0 flex-1">
        {basis === "history"
          ? t.rich("history", {
              time: hourLabel(suggestedTime),
              opens: format.number(humanOpens),
              zone: timezone.replaceAll("_", " "),
              strong: (chunks) => <strong className="font-semibold">{chunks}</strong>,
              muted: (chunks) => <span className="text-amber-800">{chunks}</span>,
            })
          : t.rich("few", {
              time: hourLabel(suggestedTime),
              opens: format.number(humanOpens),
              minimum: format.number(minimumOpens),
              strong: (chunks) => <strong className="font-semibold">{chunks}</strong>,
            })}
      </p>
      {using ? (
        <span className="text-sm font-medium text-amber-800">{t("using", { time: hourLabel(suggestedTime) })}</span>
      ) : (
        <Button size="sm" variant="secondary" onClick={() => change({ time: suggestedTime })}>
          {t("use", { time: hourLabel(suggestedTime) })}
        </Button>
      )}
    </div>
  );
}
