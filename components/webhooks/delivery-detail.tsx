"use client";

import clsx from "clsx";
import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { Delivery } from "@/lib/queries/webhooks";

/** The HTTP status as a coloured badge, or what happened when there was none. */
export function ResponseCodeBadge({ code }: { code: number | null }) {
  const t = useTranslations("webhooks.attempts");
  if (code === null) return <Badge tone="danger">{t("noResponse")}</Badge>;
  return (
    <Badge tone={code >= 200 && code < 300 ? "success" : "danger"} className="font-mono">
      {code}
    </Badge>
  );
}

/** "850 ms", "1.5 s" (decimal comma where the language has one). */
export function useFormatDuration() {
  const t = useTranslations("webhooks.attempts");
  const format = useFormatter();
  return (ms: number | null) => {
    if (ms === null) return "—";
    return ms < 1000
      ? t("durationMs", { ms: format.number(ms) })
      : t("durationS", { seconds: format.number(ms / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) });
  };
}

const preClasses =
  "max-h-48 overflow-auto rounded-md bg-white px-3 py-2 font-mono text-xs leading-5 whitespace-pre-wrap text-slate-800 ring-1 ring-slate-200 [overflow-wrap:anywhere]";

/** Every attempt of a delivery (code, duration, error, response body) and the payload sent. */
export function DeliveryDetail({ delivery }: { delivery: Delivery }) {
  const t = useTranslations("webhooks.attempts");
  const format = useFormatter();
  const formatDuration = useFormatDuration();
  const formatDateTime = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  return (
    <div className="grid gap-5 bg-slate-50 px-6 py-5 lg:grid-cols-2">
      <section aria-label={t("title")} className="min-w-0">
        <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t("title")}</h3>
        {delivery.attemptLog.length === 0 ? (
          <p className="text-sm text-slate-500">{t("none")}</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {delivery.attemptLog.map((attempt) => (
              <li
                key={attempt.id}
                data-testid="delivery-attempt"
                className="rounded-lg bg-white p-3 ring-1 ring-slate-200"
              >
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  <span className="font-medium text-slate-900">#{attempt.attempt}</span>
                  <ResponseCodeBadge code={attempt.responseCode} />
                  <span className="text-slate-500">{formatDuration(attempt.durationMs)}</span>
                  <span className="ml-auto text-xs text-slate-500">{formatDateTime(attempt.createdAt)}</span>
                </div>
                {attempt.error ? <p className="mt-2 text-[13px] text-red-700">{attempt.error}</p> : null}
                {attempt.responseBody ? <pre className={clsx(preClasses, "mt-2")}>{attempt.responseBody}</pre> : null}
              </li>
            ))}
          </ol>
        )}
        {delivery.status === "PENDING" && delivery.nextAttemptAt ? (
          <p className="mt-3 text-[13px] text-slate-600">
            {t("nextRetry", { date: formatDateTime(delivery.nextAttemptAt) })}
          </p>
        ) : null}
      </section>
      <section aria-label={t("payload")} className="min-w-0">
        <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t("payload")}</h3>
        <pre className={clsx(preClasses, "max-h-80")}>{JSON.stringify(delivery.payload, null, 2)}</pre>
        <p className="mt-2 text-xs text-slate-500">
          <span className="font-mono">webhook-id: {delivery.id}</span> {t("sameOnRetry")}
        </p>
      </section>
    </div>
  );
}
