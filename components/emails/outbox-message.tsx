"use client";

import { ExternalLink, Paperclip } from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useFileFormat } from "@/components/media/use-file-format";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useCapturedEmail, type CapturedEmailDetail } from "@/lib/queries/outbox";
import { MessageViewer } from "./message-viewer";
import { BackLink, DetailLoadError } from "@/components/ui/data/detail-states";

function BackToOutbox() {
  const t = useTranslations("emails.outbox");
  return <BackLink href="/emails/outbox">{t("back")}</BackLink>;
}

/** One captured message as a mail client shows it: envelope, then HTML, text, headers and source. */
export function OutboxMessage({ id }: { id: string }) {
  const t = useTranslations("emails.outbox");
  const message = useCapturedEmail(id);
  if (message.isPending) {
    return (
      <div role="status" aria-label={t("loading")} className="flex flex-col gap-4">
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-36 rounded-xl" />
        <Skeleton className="h-[32rem] rounded-xl" />
      </div>
    );
  }
  if (message.isError)
    return <DetailLoadError query={message} messages="emails.outbox" back={<BackToOutbox />} className="gap-4" />;
  const data = message.data;
  return (
    <div className="flex flex-col gap-4">
      <BackToOutbox />
      <Card className="overflow-hidden">
        <MessageSummary message={data} />
        <MessageViewer title={t("frameTitle", { subject: data.subject ?? "" })} message={data} />
      </Card>
    </div>
  );
}

function MessageSummary({ message }: { message: CapturedEmailDetail }) {
  const t = useTranslations("emails.outbox");
  const format = useFormatter();
  const fileFormat = useFileFormat();
  const rows: [string, string | null][] = [
    [t("from"), message.from],
    [t("to"), message.to],
    [t("cc"), message.cc],
    [
      t("date"),
      message.date ? format.dateTime(new Date(message.date), { dateStyle: "medium", timeStyle: "short" }) : null,
    ],
  ];
  return (
    <div className="border-b border-slate-200 px-6 py-5">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <h2 className="text-xl font-semibold tracking-tight break-words text-slate-900">
          {message.subject || t("noSubject")}
        </h2>
        {message.emailId ? (
          <Link
            href={`/emails/${message.emailId}`}
            className="inline-flex shrink-0 items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
          >
            {t("deliveryDetails")}
            <ExternalLink aria-hidden className="size-3.5" />
          </Link>
        ) : null}
      </div>
      <dl className="mt-3 flex flex-col gap-1.5 text-sm">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="flex min-w-0 gap-2">
              <dt className="w-12 shrink-0 text-slate-500">{label}</dt>
              <dd className="min-w-0 break-words text-slate-800">{value}</dd>
            </div>
          ))}
      </dl>
      {message.attachments.length > 0 ? (
        <ul aria-label={t("attachments")} className="mt-4 flex flex-wrap gap-2">
          {message.attachments.map((attachment, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: attachment names may repeat and a sent message's attachments never reorder
              key={index}
              className="inline-flex items-center gap-1.5 rounded-lg bg-slate-50 px-2.5 py-1.5 text-xs text-slate-700 ring-1 ring-slate-200 ring-inset"
            >
              <Paperclip aria-hidden className="size-3.5 text-slate-400" />
              <span className="font-medium">{attachment.filename ?? t("attachment")}</span>
              <span className="text-slate-500">
                {attachment.contentType} · {fileFormat.bytes(attachment.size)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
