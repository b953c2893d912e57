"use client";

import clsx from "clsx";
import { useTranslations } from "next-intl";
import type { CurrentSubscription } from "@/lib/queries/billing";
import { useBillingFormat, type BillingFormat } from "./billing-format";

type Meter = { key: string; label: string; hint: string; used: number; limit: number | null };

function usageMeters(
  subscription: CurrentSubscription,
  words: BillingFormat,
  emailsLabel: string,
  emailsHint: string,
): Meter[] {
  return [
    {
      key: "emails",
      label: emailsLabel,
      hint: emailsHint,
      used: subscription.usage.emails.used,
      limit: subscription.usage.emails.limit,
    },
    ...subscription.usage.features.map((item) => ({
      key: item.feature,
      label: words.featureLabel(item.feature),
      hint: words.featureUnit(item.feature),
      used: item.used,
      limit: item.limit,
    })),
  ];
}

/** One bar per capped resource: used against the plan's limit, amber near it, red at or over it. */
export function UsageBars({ subscription }: { subscription: CurrentSubscription }) {
  const t = useTranslations("billing.meters");
  const words = useBillingFormat();
  const { formatNumber, limitText } = words;
  return (
    <ul className="grid gap-5 sm:grid-cols-2" data-testid="usage-bars">
      {usageMeters(subscription, words, t("emails"), t("emailsHint")).map((meter) => {
        const share = meter.limit ? Math.min(1, meter.used / meter.limit) : meter.limit === 0 ? 1 : 0;
        const tone =
          meter.limit === null
            ? "bg-brand-500"
            : share >= 1
              ? "bg-red-500"
              : share >= 0.8
                ? "bg-amber-500"
                : "bg-brand-500";
        return (
          <li key={meter.key} data-testid={`usage-${meter.key}`}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-slate-900">{meter.label}</span>
              <span className="text-slate-600 tabular-nums">
                {formatNumber(meter.used)} <span className="text-slate-500">{t("of")}</span> {limitText(meter.limit)}
              </span>
            </div>
            {/* biome-ignore lint/a11y/useSemanticElements: a styled usage bar; the native <meter> cannot be styled with utility classes across browsers */}
            <div
              className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
              role="meter"
              aria-label={meter.label}
              aria-valuemin={0}
              aria-valuemax={meter.limit ?? meter.used}
              aria-valuenow={meter.used}
            >
              <div
                className={clsx("h-full rounded-full transition-[width]", tone)}
                style={{ width: `${meter.limit === null ? 0 : Math.max(share * 100, meter.used > 0 ? 2 : 0)}%` }}
              />
            </div>
            <p className="mt-1 text-xs text-slate-500">
              {meter.limit === null
                ? t("noCap", { what: meter.hint || t("noCapThis") })
                : meter.used > meter.limit
                  ? t("overCap", { what: meter.hint })
                  : meter.hint}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
