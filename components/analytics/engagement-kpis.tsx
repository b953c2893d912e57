import type { EmailAnalytics } from "@/lib/queries/analytics";
import type { Kpi } from "./kpi-grid";
import { formatCount, formatDuration, formatPercent } from "./format";

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

/** The headline tiles of a campaign or email report (placeholders while `analytics` loads). */
export function engagementKpis(analytics: EmailAnalytics | undefined): Kpi[] {
  const a = analytics;
  const deliveredShare = a && a.sentCount ? formatPercent(a.deliveredCount / a.sentCount) : "–";
  return [
    { label: "Sent", value: a ? formatCount(a.sentCount) : "–", caption: a ? plural(a.bounceCount, "bounce", "bounces") : "", testId: "kpi-sent" },
    { label: "Delivered", value: a ? formatCount(a.deliveredCount) : "–", caption: a ? (a.sentCount ? `${deliveredShare} of sent` : "nothing sent yet") : "", testId: "kpi-delivered" },
    {
      label: "Unique opens",
      value: a ? formatCount(a.uniqueOpens) : "–",
      caption: a ? `${formatPercent(a.openRate)} open rate` : "",
      tone: "brand",
      testId: "kpi-opens",
    },
    {
      label: "Unique clicks",
      value: a ? formatCount(a.uniqueClicks) : "–",
      caption: a ? `${formatPercent(a.clickRate)} click rate` : "",
      tone: "success",
      testId: "kpi-clicks",
    },
    {
      label: "Engagement",
      value: a ? `${Math.round(a.engagementScore)}` : "–",
      caption: "score out of 100",
      testId: "kpi-engagement",
    },
    {
      label: "Time to open",
      value: a ? formatDuration(a.firstOpenTime) : "–",
      caption: a ? (a.averageReadTime > 0 ? `then reads for ${formatDuration(a.averageReadTime)}` : "average after sending") : "",
      testId: "kpi-time-to-open",
    },
  ];
}

/** The quieter figures under the tiles. */
export function secondaryFigures(a: EmailAnalytics) {
  return [
    { label: "Opens", value: formatCount(a.openCount), hint: `${formatCount(a.repeatOpens)} repeat` },
    { label: "Clicks", value: formatCount(a.clickCount), hint: `${formatCount(a.repeatClicks)} repeat` },
    { label: "Replies", value: formatCount(a.replyCount) },
    { label: "Bounces", value: formatCount(a.bounceCount) },
    { label: "Spam complaints", value: formatCount(a.complaintCount) },
  ];
}

export function SecondaryFigures({ analytics }: { analytics: EmailAnalytics | undefined }) {
  if (!analytics) return null;
  return (
    <dl className="-mt-2 flex flex-wrap gap-x-6 gap-y-1 px-1 text-sm text-slate-500" aria-label="More figures">
      {secondaryFigures(analytics).map((figure) => (
        <div key={figure.label} className="flex gap-1.5">
          <dt>{figure.label}</dt>
          <dd className="font-medium text-slate-800 tabular-nums">
            {figure.value}
            {figure.hint ? <span className="ml-1 font-normal text-slate-400">({figure.hint})</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
