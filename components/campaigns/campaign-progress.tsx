import clsx from "clsx";
import { useFormatter, useTranslations } from "next-intl";
import { progressOf, type Campaign } from "@/lib/queries/campaigns";

/** Recipients handled (processed plus suppressed) / total as a bar, with sent and failed beside it. */
export function CampaignProgress({ campaign, size = "sm" }: { campaign: Campaign; size?: "sm" | "lg" }) {
  const t = useTranslations("campaigns.progress");
  const format = useFormatter();
  const { total, done: handled, sent, failed, skipped, percent } = progressOf(campaign);
  const done = campaign.status === "SENT";
  return (
    <div className={clsx("flex min-w-0 flex-col", size === "lg" ? "gap-2" : "gap-1")}>
      <div
        role="progressbar"
        aria-label={t("label", { name: campaign.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        data-testid="campaign-progress"
        className={clsx("overflow-hidden rounded-full bg-slate-100", size === "lg" ? "h-3" : "h-1.5")}
      >
        <div
          className={clsx(
            "h-full rounded-full transition-[width] duration-700 ease-out",
            done ? "bg-emerald-500" : "bg-brand-600",
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
      <div
        className={clsx(
          "flex flex-wrap items-center gap-x-3 gap-y-1 tabular-nums",
          size === "lg" ? "text-sm text-slate-600" : "text-xs text-slate-500",
        )}
      >
        <span data-testid="campaign-processed">
          <span className="font-medium text-slate-800">{format.number(handled)}</span> / {format.number(total)}
          {size === "lg" ? (
            <span className="ml-1 text-slate-500">({format.number(percent / 100, { style: "percent" })})</span>
          ) : null}
        </span>
        <span className="text-emerald-700">{t("sent", { count: format.number(sent) })}</span>
        {failed > 0 ? <span className="text-red-700">{t("failed", { count: format.number(failed) })}</span> : null}
        {skipped > 0 ? (
          <span title={t("suppressedTitle")}>{t("suppressed", { count: format.number(skipped) })}</span>
        ) : null}
      </div>
    </div>
  );
}
