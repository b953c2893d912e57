import clsx from "clsx";
import { useFormatter, useTranslations } from "next-intl";
import type { ContactCounts } from "@/lib/validation/lists";
import { CONTACT_STATUSES, statusLook, useStatusText } from "./contact-status";

/** A list's contacts: the total, a thin bar split by status, and the figures that matter most. */
export function ContactCountsBar({ counts }: { counts: ContactCounts }) {
  const t = useTranslations("contacts");
  const format = useFormatter();
  const text = useStatusText();
  const formatNumber = (value: number) => format.number(value);
  const present = CONTACT_STATUSES.filter((status) => counts[status] > 0);
  const summary = CONTACT_STATUSES.map(
    (status) => `${formatNumber(counts[status])} ${text.label(status).toLowerCase()}`,
  ).join(", ");
  return (
    <div className="flex min-w-48 flex-col gap-1.5" title={summary}>
      <p className="text-sm font-medium text-slate-900 tabular-nums">
        {formatNumber(counts.total)}{" "}
        <span className="font-normal text-slate-500">{t("count", { count: counts.total })}</span>
      </p>
      <div aria-hidden className="flex h-1.5 w-full max-w-48 overflow-hidden rounded-full bg-slate-100">
        {present.map((status) => (
          <span
            key={status}
            className={clsx("h-full", statusLook[status].bar)}
            style={{ width: `${(counts[status] / counts.total) * 100}%` }}
          />
        ))}
      </div>
      <p className="text-xs whitespace-nowrap text-slate-500 tabular-nums">
        <span className="sr-only">{summary}</span>
        <span aria-hidden>
          {t("countSummary", {
            active: formatNumber(counts.ACTIVE),
            unsubscribed: formatNumber(counts.UNSUBSCRIBED),
            bounced: formatNumber(counts.BOUNCED),
          })}
        </span>
      </p>
    </div>
  );
}
