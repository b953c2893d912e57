"use client";

import { ChevronLeft } from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { Skeleton } from "@/components/ui/skeleton";
import { type Contact, useContact } from "@/lib/queries/contacts";
import { ContactActivityTimeline } from "./contact-activity-timeline";
import { ContactConsentTimeline } from "./contact-consent-timeline";
import { ContactsAreaHeader } from "./contacts-area-header";
import { LoadFailure } from "./load-failure";
import { ContactStatusBadge } from "./contact-status";
import { ContactTopicChips } from "@/components/topics/contact-topics";

/** One contact: who it is, its activity across every email it was sent, and its consent history. */
export function ContactDetail({ contactId }: { contactId: string }) {
  const t = useTranslations("contacts.detail");
  const contact = useContact(contactId);
  return (
    <div className="flex flex-col gap-8">
      <ContactsAreaHeader />
      {contact.isPending ? (
        <div role="status" aria-label={t("loading")} className="flex flex-col gap-3">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-7 w-72" />
          <Skeleton className="h-4 w-48" />
        </div>
      ) : contact.isError ? (
        <LoadFailure namespace="contacts.detail" error={contact.error} onRetry={() => void contact.refetch()} />
      ) : (
        <>
          <ContactSummary contact={contact.data} />
          {/* Side by side on wide screens; on narrow ones the consent history comes first, above the
              activity that loads more as it scrolls. */}
          <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div className="min-w-0">
              <ContactActivityTimeline contactId={contactId} />
            </div>
            <div className="order-first min-w-0 lg:order-none">
              <ContactConsentTimeline contactId={contactId} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}

function ContactSummary({ contact }: { contact: Contact }) {
  const t = useTranslations("contacts.detail");
  const format = useFormatter();
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(" ");
  return (
    <section aria-labelledby="contact-title" className="min-w-0">
      <Link
        href={`/contacts/lists/${encodeURIComponent(contact.listId)}`}
        className="inline-flex items-center gap-1 text-sm font-medium text-slate-500 hover:text-slate-800"
      >
        <ChevronLeft aria-hidden className="size-4" />
        {t("backToList")}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id="contact-title" className="text-xl font-semibold tracking-tight break-all text-slate-900">
          {contact.email}
        </h2>
        <ContactStatusBadge status={contact.status} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {[name, contact.company].filter(Boolean).join(" · ") || t("noName")}
        <span className="text-slate-400">
          {" · "}
          {t("since", { date: format.dateTime(new Date(contact.createdAt), { dateStyle: "medium" }) })}
        </span>
      </p>
      <ContactTopicChips contactId={contact.id} />
    </section>
  );
}
