import clsx from "clsx";
import type { ContactCounts } from "@/lib/validation/lists";
import { CONTACT_STATUSES, statusLook } from "./contact-status";

const numberFormat = new Intl.NumberFormat();
export const formatCount = (value: number) => numberFormat.format(value);

/** A list's contacts: the total, a thin bar split by status, and the figures that matter most. */
export function ContactCountsBar({ counts }: { counts: ContactCounts }) {
  const present = CONTACT_STATUSES.filter((status) => counts[status] > 0);
  const summary = CONTACT_STATUSES.map((status) => `${formatCount(counts[status])} ${statusLook[status].label.toLowerCase()}`).join(", ");
  return (
    <div className="flex min-w-48 flex-col gap-1.5" title={summary}>
      <p className="text-sm font-medium text-slate-900 tabular-nums">
        {formatCount(counts.total)} <span className="font-normal text-slate-500">{counts.total === 1 ? "contact" : "contacts"}</span>
      </p>
      <div aria-hidden className="flex h-1.5 w-full max-w-48 overflow-hidden rounded-full bg-slate-100">
        {present.map((status) => (
          <span key={status} className={clsx("h-full", statusLook[status].bar)} style={{ width: `${(counts[status] / counts.total) * 100}%` }} />
        ))}
      </div>
      <p className="text-xs whitespace-nowrap text-slate-500 tabular-nums">
        <span className="sr-only">{summary}</span>
        <span aria-hidden>
          {formatCount(counts.ACTIVE)} active · {formatCount(counts.UNSUBSCRIBED)} unsub. · {formatCount(counts.BOUNCED)} bounced
        </span>
      </p>
    </div>
  );
}
