import { Bot, CircleAlert, Eye, MousePointerClick, Reply, ShieldAlert } from "lucide-react";
import { formatDateTime, formatRelative } from "@/components/settings/format";
import type { EmailEvent } from "@/lib/queries/emails";

const EVENT_LOOK: Record<string, { label: string; icon: typeof Eye; classes: string }> = {
  open: { label: "Opened", icon: Eye, classes: "bg-brand-50 text-brand-600 ring-brand-200" },
  click: { label: "Clicked", icon: MousePointerClick, classes: "bg-emerald-50 text-emerald-600 ring-emerald-200" },
  reply: { label: "Replied", icon: Reply, classes: "bg-sky-50 text-sky-600 ring-sky-200" },
  bounce: { label: "Bounced", icon: CircleAlert, classes: "bg-amber-50 text-amber-600 ring-amber-200" },
  complaint: { label: "Marked as spam", icon: ShieldAlert, classes: "bg-red-50 text-red-600 ring-red-200" },
};

function where(event: EmailEvent) {
  const place = [event.city, event.country].filter(Boolean).join(", ");
  const device = [event.browser, event.os].filter(Boolean).join(" on ");
  return [device, place].filter(Boolean).join(" · ");
}

/** Opens, clicks, replies, bounces and complaints of one email, newest first. */
export function EmailEventsTimeline({ events }: { events: EmailEvent[] }) {
  if (events.length === 0) {
    return <p className="text-sm text-slate-500">No opens or clicks yet. They appear here as recipients engage.</p>;
  }
  return (
    <ol className="flex flex-col gap-4" aria-label="Tracking events">
      {events.map((event) => {
        const look = EVENT_LOOK[event.event] ?? EVENT_LOOK.open;
        const Icon = event.isAutomated ? Bot : look.icon;
        const detail = where(event);
        return (
          <li key={event.id} className="flex gap-3" data-testid="email-event">
            <span className={`mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full ring-1 ring-inset ${look.classes}`}>
              <Icon aria-hidden className="size-3.5" />
            </span>
            <div className="min-w-0 text-sm">
              <p className="font-medium text-slate-900">
                {look.label}
                {event.isAutomated ? (
                  <span className="ml-1.5 text-xs font-normal text-slate-500">{event.event === "reply" ? "(automatic reply)" : "(privacy proxy or link scanner)"}</span>
                ) : null}
              </p>
              {event.url ? (
                <p className="truncate text-slate-600" title={event.url}>
                  {event.url}
                </p>
              ) : null}
              <InboundDetail event={event} />
              <p className="text-xs text-slate-500">
                <time dateTime={event.timestamp} title={formatDateTime(event.timestamp)}>
                  {formatRelative(event.timestamp)}
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

type InboundMetadata = { kind?: string; status?: string; diagnosticCode?: string | null; countsAsHard?: boolean; snippet?: string; subject?: string; feedbackType?: string };

/** What a bounce, reply or complaint said: the bounce reason, the reply's first words, the report type. */
function InboundDetail({ event }: { event: EmailEvent }) {
  const meta = (event.metadata ?? null) as InboundMetadata | null;
  if (!meta) return null;
  if (event.event === "bounce" && meta.status) {
    const kind = meta.kind === "soft" ? (meta.countsAsHard ? "Temporary, third in 30 days: treated as permanent" : "Temporary") : "Permanent";
    return (
      <p className="text-slate-600" data-testid="bounce-reason">
        {kind} · <code className="font-mono text-[13px]">{meta.status}</code>
        {meta.diagnosticCode ? <span className="block break-words text-[13px] text-slate-500">{meta.diagnosticCode}</span> : null}
      </p>
    );
  }
  if (event.event === "reply" && meta.snippet) {
    return (
      <blockquote className="mt-1 border-l-2 border-sky-200 pl-2 text-slate-600" data-testid="reply-snippet">
        {meta.subject ? <span className="block text-xs font-medium text-slate-500">{meta.subject}</span> : null}“{meta.snippet}”
      </blockquote>
    );
  }
  if (event.event === "complaint" && meta.feedbackType) return <p className="text-slate-600">Reported as {meta.feedbackType} by the recipient's mail provider</p>;
  return null;
}
