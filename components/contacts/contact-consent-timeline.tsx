"use client";

import {
  CircleAlert,
  FileCheck2,
  FileInput,
  type LucideIcon,
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
import { Skeleton } from "@/components/ui/skeleton";
import { type ConsentEntry, useContactConsent } from "@/lib/queries/consent";

// The consent ledger of one contact (docs/contract.md section 21), oldest first: what a sender shows
// when asked how and when a person agreed. Labels are the consent.actions and consent.sources messages.
const ACTION_LOOK: Record<ConsentEntry["action"], { icon: LucideIcon; classes: string }> = {
  subscribed: { icon: UserPlus, classes: "bg-emerald-50 text-emerald-600 ring-emerald-200" },
  confirmed: { icon: MailCheck, classes: "bg-emerald-50 text-emerald-600 ring-emerald-200" },
  resubscribed: { icon: RotateCcw, classes: "bg-emerald-50 text-emerald-600 ring-emerald-200" },
  imported: { icon: FileInput, classes: "bg-slate-50 text-slate-600 ring-slate-200" },
  topic_subscribed: { icon: ShieldCheck, classes: "bg-brand-50 text-brand-600 ring-brand-200" },
  topic_unsubscribed: { icon: FileCheck2, classes: "bg-slate-50 text-slate-600 ring-slate-200" },
  unsubscribed: { icon: UserMinus, classes: "bg-red-50 text-red-600 ring-red-200" },
  bounced: { icon: CircleAlert, classes: "bg-amber-50 text-amber-600 ring-amber-200" },
  complained: { icon: ShieldAlert, classes: "bg-red-50 text-red-600 ring-red-200" },
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
          <div role="status" aria-label={t("loading")} className="flex flex-col gap-4">
            {[0, 1].map((row) => (
              <div key={row} className="flex gap-3">
                <Skeleton className="size-7 rounded-full" />
                <div className="flex flex-1 flex-col gap-1.5">
                  <Skeleton className="h-4 w-28" />
                  <Skeleton className="h-3.5 w-48 max-w-full" />
                </div>
              </div>
            ))}
          </div>
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
  const look = ACTION_LOOK[entry.action];
  const Icon = look.icon;
  const where = [entry.ip, entry.userAgent].filter(Boolean).join(" · ");
  return (
    <li className="flex gap-3" data-testid="consent-entry" data-action={entry.action}>
      <span
        className={`mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full ring-1 ring-inset ${look.classes}`}
      >
        <Icon aria-hidden className="size-3.5" />
      </span>
      <div className="min-w-0 flex-1 text-sm">
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
      </div>
    </li>
  );
}
