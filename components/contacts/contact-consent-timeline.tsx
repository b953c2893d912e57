"use client";

import {
  CircleAlert,
  FileCheck2,
  FileInput,
  MailCheck,
  RotateCcw,
  ShieldAlert,
  ShieldCheck,
  UserMinus,
  UserPlus,
} from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { type ConsentEntry, useContactConsent } from "@/lib/queries/consent";
import { TIMELINE_TONES as TONE, TimelineEntry, type TimelineLook, TimelineSkeleton } from "./timeline-parts";

// The consent ledger of one contact (docs/contract.md section 21), oldest first: what a sender shows
// when asked how and when a person agreed. Labels are the consent.actions and consent.sources messages.
const ACTION_LOOK: Record<ConsentEntry["action"], TimelineLook> = {
  subscribed: { icon: UserPlus, classes: TONE.emerald },
  confirmed: { icon: MailCheck, classes: TONE.emerald },
  resubscribed: { icon: RotateCcw, classes: TONE.emerald },
  imported: { icon: FileInput, classes: TONE.slate },
  topic_subscribed: { icon: ShieldCheck, classes: TONE.brand },
  topic_unsubscribed: { icon: FileCheck2, classes: TONE.slate },
  unsubscribed: { icon: UserMinus, classes: TONE.red },
  bounced: { icon: CircleAlert, classes: TONE.amber },
  complained: { icon: ShieldAlert, classes: TONE.red },
};

export function ContactConsentTimeline({ contactId }: { contactId: string }) {
  const t = useTranslations("consent");
  const consent = useContactConsent(contactId);
  const entries = consent.data?.data ?? [];
  return (
    <Card className="p-6" aria-labelledby="consent-title" data-testid="consent-timeline">
      <h3 id="consent-title" className="text-base font-semibold text-slate-900">
        {t("title")}
      </h3>
      <p className="mt-1 text-sm text-slate-500">{t("description")}</p>
      <div className="mt-5">
        {consent.isPending ? (
          <TimelineSkeleton label={t("loading")} rows={2} widths={["w-28", "w-48"]} />
        ) : consent.isError ? (
          <ErrorState title={t("loadError")} error={consent.error} onRetry={() => void consent.refetch()} />
        ) : entries.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-500" data-testid="consent-empty">
            {t("empty")}
          </p>
        ) : (
          <ol className="relative flex flex-col gap-5" aria-label={t("title")}>
            {entries.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: ledger entries carry no id and never move
              <ConsentItem key={`${entry.action}-${entry.createdAt}-${index}`} entry={entry} />
            ))}
          </ol>
        )}
      </div>
    </Card>
  );
}

function ConsentItem({ entry }: { entry: ConsentEntry }) {
  const t = useTranslations("consent");
  const format = useFormatter();
  const where = [entry.ip, entry.userAgent].filter(Boolean).join(" · ");
  return (
    <TimelineEntry {...ACTION_LOOK[entry.action]} data-testid="consent-entry" data-action={entry.action}>
      <p className="font-medium text-slate-900">{t(`actions.${entry.action}`)}</p>
      <p className="text-slate-600">{t("via", { source: t(`sources.${entry.source}`) })}</p>
      {where ? (
        <p className="truncate text-xs text-slate-500" title={where}>
          {where}
        </p>
      ) : null}
      {entry.consentText ? (
        <blockquote className="mt-1.5 border-l-2 border-slate-200 pl-2.5 text-xs text-slate-600 italic">
          <span className="sr-only">{t("wording")}: </span>“{entry.consentText}”
        </blockquote>
      ) : null}
      <p className="mt-0.5 text-xs text-slate-500">
        <time dateTime={entry.createdAt}>
          {format.dateTime(new Date(entry.createdAt), { dateStyle: "medium", timeStyle: "short" })}
        </time>
      </p>
    </TimelineEntry>
  );
}
