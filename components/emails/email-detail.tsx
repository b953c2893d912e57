"use client";

import { FlaskConical, ImageIcon, Paperclip } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useFileFormat } from "@/components/media/use-file-format";
import { Alert } from "@/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { IN_FLIGHT, useEmail, type EmailDetail as Email } from "@/lib/queries/emails";
import { EmailEventsTimeline } from "./email-events-timeline";
import { EmailStatusBadge } from "./email-status-badge";
import { MessageViewer } from "./message-viewer";
import { BackLink, DetailLoadError } from "@/components/ui/data/detail-states";

/** "12 Mar 2026, 14:05" in the reader's language. */
function useDateTime() {
  const format = useFormatter();
  return (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
}

function BackToEmails() {
  const t = useTranslations("emails.detail");
  return <BackLink href="/emails">{t("back")}</BackLink>;
}

/** One email: its status and error, who it went to, when, what was sent, and what recipients did. */
export function EmailDetail({ id }: { id: string }) {
  const t = useTranslations("emails.detail");
  const formatDateTime = useDateTime();
  const email = useEmail(id);
  if (email.isPending) return <DetailSkeleton />;
  if (email.isError) return <DetailLoadError query={email} messages="emails.detail" back={<BackToEmails />} />;
  const data = email.data;
  const headers = headersOf(data);
  return (
    <div className="flex flex-col gap-6">
      <BackToEmails />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900">{data.subject}</h1>
          <p className="mt-1 text-sm text-slate-600">
            {t.rich("to", {
              to: data.to,
              strong: (chunks) => <span className="font-medium text-slate-800">{chunks}</span>,
            })}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {data.test ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
              <FlaskConical aria-hidden className="size-3" />
              {t("testSend")}
            </span>
          ) : null}
          <EmailStatusBadge status={data.status} />
        </div>
      </div>
      <StatusAlert email={data} />
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="overflow-hidden">
          <MessageViewer
            title={t("previewTitle", { subject: data.subject })}
            message={{ html: data.body, text: data.text, headers }}
          />
        </Card>
        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{t("details")}</CardTitle>
            </CardHeader>
            <CardContent className="py-4">
              <dl className="flex flex-col gap-3 text-sm">
                <Row label={t("from")}>{data.from}</Row>
                <Row label={t("toLabel")}>{data.to}</Row>
                {data.cc ? <Row label={t("cc")}>{data.cc}</Row> : null}
                {data.bcc ? <Row label={t("bcc")}>{data.bcc}</Row> : null}
                {data.replyTo ? <Row label={t("replyTo")}>{data.replyTo}</Row> : null}
                <Row label={t("created")}>{formatDateTime(data.createdAt)}</Row>
                {data.sendAt ? <Row label={t("scheduledFor")}>{formatDateTime(data.sendAt)}</Row> : null}
                <Row label={t("sent")}>{data.sentAt ? formatDateTime(data.sentAt) : t("notYet")}</Row>
                <Row label={t("attempts")}>{data.attempts}</Row>
                <Row label={t("tracking")}>{data.track ? t("trackingOn") : t("trackingOff")}</Row>
                {data.messageId ? (
                  <Row label={t("messageId")}>
                    <span className="font-mono text-xs break-all">{data.messageId}</span>
                  </Row>
                ) : null}
              </dl>
            </CardContent>
          </Card>
          {data.attachments.length > 0 ? <AttachmentsCard attachments={data.attachments} /> : null}
          <Card>
            <CardHeader>
              <CardTitle>{t("activity")}</CardTitle>
            </CardHeader>
            <CardContent className="py-5">
              <EmailEventsTimeline events={data.events} />
              {data.eventsPagination.total > data.events.length ? (
                <p className="mt-4 text-xs text-slate-500" data-testid="events-more">
                  {t("eventsShown", { shown: data.events.length, total: data.eventsPagination.total })}
                </p>
              ) : null}
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}

/** The message's main headers from its fields, then the extra ones stored with it (List-Unsubscribe...). */
function headersOf(email: Email) {
  const main: [string, string | null][] = [
    ["From", email.from],
    ["To", email.to],
    ["Cc", email.cc],
    ["Reply-To", email.replyTo],
    ["Subject", email.subject],
    ["Message-ID", email.messageId],
  ];
  return [
    ...main.filter((entry): entry is [string, string] => Boolean(entry[1])).map(([name, value]) => ({ name, value })),
    ...Object.entries(email.headers ?? {}).map(([name, value]) => ({ name, value })),
  ];
}

function StatusAlert({ email }: { email: Email }) {
  const t = useTranslations("emails.detail");
  const formatDateTime = useDateTime();
  if (email.status === "FAILED") {
    return (
      <Alert tone="error" title={t("failedTitle")}>
        {email.error ?? t("failedDefault")} {t("failedHint")}
      </Alert>
    );
  }
  if (email.status === "BOUNCED")
    return (
      <Alert tone="warning" title={t("bouncedTitle")}>
        {email.error ?? undefined}
      </Alert>
    );
  if (email.status === "SCHEDULED" && email.sendAt)
    return (
      <Alert tone="info" title={t("scheduledTitle", { when: formatDateTime(email.sendAt) })}>
        {t("scheduledText")}
      </Alert>
    );
  if (IN_FLIGHT.includes(email.status)) {
    return (
      <Alert tone="info" title={email.status === "QUEUED" ? t("waiting") : t("sendingNow")}>
        {t("updates")}
        {email.error ? t("lastAttempt", { error: email.error }) : ""}
      </Alert>
    );
  }
  return null;
}

/** What was attached; inline images (referenced by cid: in the HTML) are marked as such. */
function AttachmentsCard({ attachments }: { attachments: Email["attachments"] }) {
  const t = useTranslations("emails.detail");
  const fileFormat = useFileFormat();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("attachments", { count: attachments.length })}</CardTitle>
      </CardHeader>
      <CardContent className="py-4">
        <ul aria-label={t("attachmentsLabel")} className="flex flex-col gap-2 text-sm">
          {attachments.map((attachment) => {
            const Icon = attachment.contentId ? ImageIcon : Paperclip;
            return (
              <li key={attachment.id} className="flex items-start gap-2">
                <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-400" />
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-800">{attachment.filename}</p>
                  <p className="text-xs text-slate-500">
                    {attachment.contentType} · {fileFormat.bytes(attachment.size)}
                    {attachment.contentId ? t("inlineImage") : ""}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-3">
      <dt className="text-slate-500">{label}</dt>
      <dd className="break-words text-slate-800">{children}</dd>
    </div>
  );
}

function DetailSkeleton() {
  const t = useTranslations("emails.detail");
  return (
    <div role="status" aria-label={t("loading")} className="flex flex-col gap-6">
      <Skeleton className="h-4 w-28" />
      <Skeleton className="h-8 w-96 max-w-full" />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-[32rem] rounded-xl" />
        <Skeleton className="h-80 rounded-xl" />
      </div>
    </div>
  );
}
