import clsx from "clsx";
import { ArrowDownRight, ArrowUpRight, Minus } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { AudienceSegment } from "@/lib/queries/analytics";
import { useTranslations } from "next-intl";
import { useReportFormat } from "./use-report-format";

// Each segment's colour and its name's key under `analytics.segments` in the messages.
const SEGMENT_LOOK: Record<string, { key: "engaged" | "new" | "atRisk" | "inactive"; color: string }> = {
  engaged: { key: "engaged", color: "#10b981" },
  new: { key: "new", color: "#6f43e2" },
  "at-risk": { key: "atRisk", color: "#f59e0b" },
  inactive: { key: "inactive", color: "#94a3b8" },
};

/** A segment's name and description in the reader's language; unknown segments keep their API name. */
export function useSegmentText() {
  const t = useTranslations("analytics.segments");
  return (name: string) => {
    const look = SEGMENT_LOOK[name];
    return look ? { label: t(look.key), description: t(`${look.key}Description`) } : { label: name, description: "" };
  };
}

export const SEGMENT_ORDER = ["engaged", "new", "at-risk", "inactive"];

/** `value` is the API's growth, a percent change (not a rate): scaled to formatPercent's fraction. */
function Growth({ value }: { value: number }) {
  const t = useTranslations("analytics.segments");
  const report = useReportFormat();
  const flat = Math.abs(value) < 0.05;
  const Icon = flat ? Minus : value > 0 ? ArrowUpRight : ArrowDownRight;
  return (
    <span
      className={clsx(
        "inline-flex items-center gap-0.5 text-xs font-medium tabular-nums",
        flat ? "text-slate-500" : value > 0 ? "text-emerald-700" : "text-red-700",
      )}
    >
      <Icon aria-hidden className="size-3.5" />
      {flat ? t("noChange") : `${value > 0 ? "+" : "−"}${report.percent(Math.abs(value) / 100)}`}
      <span className="sr-only"> {t("in30Days")}</span>
    </span>
  );
}

/** One tile per segment: how many, how it moved in 30 days, and how it engages. */
export function SegmentCards({
  segments,
  total,
  loading,
}: {
  segments: AudienceSegment[] | undefined;
  total: number;
  loading: boolean;
}) {
  const t = useTranslations("analytics.segments");
  const report = useReportFormat();
  const { count: formatCount, percent: formatPercent } = report;
  const segmentText = useSegmentText();
  const ordered = SEGMENT_ORDER.map(
    (name) =>
      segments?.find((segment) => segment.name === name) ?? { name, size: 0, growth: 0, openRate: 0, clickRate: 0 },
  );
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label={t("label")}>
      {ordered.map((segment) => {
        const look = { color: SEGMENT_LOOK[segment.name]?.color ?? "#64748b", ...segmentText(segment.name) };
        return (
          <li key={segment.name} data-testid={`segment-${segment.name}`}>
            <Card className="h-full p-5">
              <div className="flex items-center gap-2">
                <span aria-hidden className="size-2.5 rounded-full" style={{ background: look.color }} />
                <h3 className="text-sm font-semibold text-slate-900">{look.label}</h3>
                {loading ? null : (
                  <span className="ml-auto">
                    <Growth value={segment.growth} />
                  </span>
                )}
              </div>
              <p className="mt-0.5 text-xs text-slate-500">{look.description}</p>
              {loading ? (
                <Skeleton className="mt-4 h-8 w-24" />
              ) : (
                <p className="mt-3 flex items-baseline gap-2">
                  <span
                    className="text-2xl font-semibold tracking-tight text-slate-900 tabular-nums"
                    data-testid="segment-size"
                  >
                    {formatCount(segment.size)}
                  </span>
                  <span className="text-sm text-slate-500">
                    {total
                      ? t("shareOfContacts", { share: formatPercent(Math.round((segment.size / total) * 100) / 100) })
                      : t("contacts")}
                  </span>
                </p>
              )}
              <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-slate-100 pt-3 text-sm">
                <div>
                  <dt className="text-xs text-slate-500">{t("openRate")}</dt>
                  <dd className="font-medium text-slate-900 tabular-nums">
                    {loading ? <Skeleton className="h-5 w-12" /> : formatPercent(segment.openRate)}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">{t("clickRate")}</dt>
                  <dd className="font-medium text-slate-900 tabular-nums">
                    {loading ? <Skeleton className="h-5 w-12" /> : formatPercent(segment.clickRate)}
                  </dd>
                </div>
              </dl>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
