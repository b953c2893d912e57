"use client";

import {
  Bot,
  CircleAlert,
  Eye,
  History,
  MailCheck,
  MousePointerClick,
  Reply,
  Send,
  ShieldAlert,
  UserMinus,
} from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { type ContactActivity, useContactActivity } from "@/lib/queries/contacts";
import { TIMELINE_TONES as TONE, TimelineEntry, type TimelineLook, TimelineSkeleton } from "./timeline-parts";

// Labels are the contacts.activity.types messages, keyed like the type (docs/contract.md section 26).
const TYPE_LOOK: Record<ContactActivity["type"], TimelineLook> = {
  sent: { icon: Send, classes: TONE.slate },
  delivered: { icon: MailCheck, classes: TONE.slate },
  opened: { icon: Eye, classes: TONE.brand },
  clicked: { icon: MousePointerClick, classes: TONE.emerald },
  replied: { icon: Reply, classes: TONE.sky },
  bounced: { icon: CircleAlert, classes: TONE.amber },
  complained: { icon: ShieldAlert, classes: TONE.red },
  unsubscribed: { icon: UserMinus, classes: TONE.red },
};

/** Calls `onVisible` whenever the element scrolls into view (with a margin, so the next page is there in time). */
function useSentinel(onVisible: () => void, active: boolean) {
  const ref = useRef<HTMLLIElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const element = ref.current;
    if (!element || !active) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active]);
  return ref;
}

/** A contact's history across its emails, newest first, loading older entries as it scrolls. */
export function ContactActivityTimeline({ contactId }: { contactId: string }) {
  const t = useTranslations("contacts.activity");
  const activity = useContactActivity(contactId);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = activity;
  const sentinel = useSentinel(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, Boolean(hasNextPage));
  const entries = activity.data?.pages.flatMap((page) => page.data) ?? [];
  const total = activity.data?.pages[0]?.pagination.total ?? 0;

  return (
    <Card className="p-6" aria-labelledby="activity-title">
      <div className="flex items-baseline justify-between gap-3">
        <h3 id="activity-title" className="text-base font-semibold text-slate-900">
          {t("title")}
        </h3>
        {activity.isSuccess && total > 0 ? (
          <p className="text-sm text-slate-500">{t("count", { count: total })}</p>
        ) : null}
      </div>
      <div className="mt-5">
        {activity.isPending ? (
          <TimelineSkeleton label={t("loading")} />
        ) : activity.isError ? (
          <ErrorState title={t("loadError")} error={activity.error} onRetry={() => void activity.refetch()} />
        ) : entries.length === 0 ? (
          <div className="flex flex-col items-center py-10 text-center" data-testid="activity-empty">
            <History aria-hidden className="size-8 text-slate-300" />
            <p className="mt-3 font-medium text-slate-900">{t("emptyTitle")}</p>
            <p className="mt-1 max-w-sm text-sm text-slate-500">{t("emptyDescription")}</p>
          </div>
        ) : (
          <ol className="flex flex-col gap-4" aria-label={t("title")}>
            {entries.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id (a sent and a delivered row share their email and may share their moment) and pages are only appended
              <ActivityItem key={`${entry.type}-${entry.emailId}-${entry.createdAt}-${index}`} entry={entry} />
            ))}
            {hasNextPage ? (
              <li ref={sentinel} aria-hidden={!isFetchingNextPage} data-testid="activity-sentinel">
                {isFetchingNextPage ? <TimelineSkeleton label={t("loadingMore")} rows={2} /> : null}
              </li>
            ) : (
              <li className="pt-1 text-xs text-slate-400" data-testid="activity-end">
                {t("end")}
              </li>
            )}
          </ol>
        )}
      </div>
    </Card>
  );
}

function ActivityItem({ entry }: { entry: ContactActivity }) {
  const t = useTranslations("contacts.activity");
  const format = useFormatter();
  const look = TYPE_LOOK[entry.type];
  const when = new Date(entry.createdAt);
  return (
    <TimelineEntry
      icon={entry.automated ? Bot : look.icon}
      classes={look.classes}
      data-testid="activity-entry"
      data-type={entry.type}
    >
      <p className="font-medium text-slate-900">
        {t(`types.${entry.type}`)}
        {entry.automated ? (
          <span
            className="ml-2 inline-flex items-center rounded bg-slate-100 px-1.5 py-0.5 text-[11px] font-medium text-slate-600"
            title={t(entry.type === "clicked" ? "automatedClickHelp" : "automatedOpenHelp")}
          >
            {t("automated")}
          </span>
        ) : null}
      </p>
      {entry.subject && entry.emailId ? (
        <Link
          href={`/emails/${encodeURIComponent(entry.emailId)}`}
          className="block truncate text-slate-600 hover:text-brand-700"
          title={entry.subject}
        >
          {entry.subject}
        </Link>
      ) : null}
      {entry.type === "clicked" && entry.url ? (
        <a
          href={entry.url}
          target="_blank"
          rel="noopener noreferrer"
          className="block truncate text-brand-700 hover:underline"
          title={entry.url}
        >
          {entry.url}
        </a>
      ) : null}
      <p className="text-xs text-slate-500">
        <time dateTime={entry.createdAt} title={format.dateTime(when, { dateStyle: "medium", timeStyle: "short" })}>
          {format.relativeTime(when)}
        </time>
      </p>
    </TimelineEntry>
  );
}
