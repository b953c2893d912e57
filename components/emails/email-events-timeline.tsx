import { Bot, CircleAlert, Eye, MousePointerClick, Reply, ShieldAlert } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import type { EmailEvent } from "@/lib/queries/emails";

type EventKind = "open" | "click" | "reply" | "bounce" | "complaint";

// Labels are the emails.events messages, keyed like the event.
const EVENT_LOOK: Record<EventKind, { icon: typeof Eye; classes: string }> = {
  open: { icon: Eye, classes: "bg-brand-50 text-brand-600 ring-brand-200" },
  click: { icon: MousePointerClick, classes: "bg-emerald-50 text-emerald-600 ring-emerald-200" },
  reply: { icon: Reply, classes: "bg-sky-50 text-sky-600 ring-sky-200" },
  bounce: { icon: CircleAlert, classes: "bg-amber-50 text-amber-600 ring-amber-200" },
  complaint: { icon: ShieldAlert, classes: "bg-red-50 text-red-600 ring-red-200" },
};

const kindOf = (event: string): EventKind => (event in EVENT_LOOK ? (event as EventKind) : "open");

function where(event: EmailEvent, on: (browser: string, os: string) => string) {
  const place = [event.city, event.country].filter(Boolean).join(", ");
  const device = event.browser && event.os ? on(event.browser, event.os) : event.browser || event.os || "";
  return [device, place].filter(Boolean).join(" · ");
}

/** Opens, clicks, replies, bounces and complaints of one email, newest first. */
export function EmailEventsTimeline({ events }: { events: EmailEvent[] }) {
  const t = useTranslations("emails.events");
  const format = useFormatter();
  if (events.length === 0) {
    return <p className="text-sm text-slate-500">{t("empty")}</p>;
  }
  return (
    <ol className="flex flex-col gap-4" aria-label={t("label")}>
      {events.map((event) => {
        const kind = kindOf(event.event);
        const look = EVENT_LOOK[kind];
        const Icon = event.isAutomated ? Bot : look.icon;
        const detail = where(event, (browser, os) => t("device", { browser, os }));
        return (
          <li key={event.id} className="flex gap-3" data-testid="email-event">
            <span
              className={`mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full ring-1 ring-inset ${look.classes}`}
            >
              <Icon aria-hidden className="size-3.5" />
            </span>
            <div className="min-w-0 text-sm">
              <p className="font-medium text-slate-900">
                {t(kind)}
                {event.isAutomated ? (
                  <span className="ml-1.5 text-xs font-normal text-slate-500">
                    {event.event === "reply" ? t("automaticReply") : t("proxy")}
                  </span>
                ) : null}
              </p>
              {event.url ? (
                <p className="truncate text-slate-600" title={event.url}>
                  {event.url}
                </p>
              ) : null}
              <InboundDetail event={event} />
              <p className="text-xs text-slate-500">
                <time
                  dateTime={event.timestamp}
                  title={format.dateTime(new Date(event.timestamp), { dateStyle: "medium", timeStyle: "short" })}
                >
                  {format.relativeTime(new Date(event.timestamp))}
                </time>
                {detail ? ` · ${detail}` : ""}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

type InboundMetadata = {
  kind?: string;
  status?: string;
  diagnosticCode?: string | null;
  countsAsHard?: boolean;
  snippet?: string;
  subject?: string;
  feedbackType?: string;
};

/** What a bounce, reply or complaint said: the bounce reason, the reply's first words, the report type. */
function InboundDetail({ event }: { event: EmailEvent }) {
  const t = useTranslations("emails.events");
  const meta = (event.metadata ?? null) as InboundMetadata | null;
  if (!meta) return null;
  if (event.event === "bounce" && meta.status) {
    const kind = meta.kind === "soft" ? (meta.countsAsHard ? t("softRepeated") : t("soft")) : t("hard");
    return (
      <p className="text-slate-600" data-testid="bounce-reason">
        {kind} · <code className="font-mono text-[13px]">{meta.status}</code>
        {meta.diagnosticCode ? (
          <span className="block break-words text-[13px] text-slate-500">{meta.diagnosticCode}</span>
        ) : null}
      </p>
    );
  }
  if (event.event === "reply" && meta.snippet) {
    return (
      <blockquote className="mt-1 border-l-2 border-sky-200 pl-2 text-slate-600" data-testid="reply-snippet">
        {meta.subject ? <span className="block text-xs font-medium text-slate-500">{meta.subject}</span> : null}“
        {meta.snippet}”
      </blockquote>
    );
  }
  if (event.event === "complaint" && meta.feedbackType)
    return <p className="text-slate-600">{t("reported", { type: meta.feedbackType })}</p>;
  return null;
}
