"use client";

import { Inbox, PenLine, Send } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { PageHeader } from "@/components/ui/page-header";
import { SectionTabs, type SectionTab } from "@/components/ui/section-tabs";

// The Emails area: the log of single emails, the composer, and the capture server's mailbox.

/** The top of every page of the Emails area: its title, the page's buttons and the area's tabs. */
export function EmailsAreaHeader({ actions }: { actions?: ReactNode }) {
  const t = useTranslations("emails");
  const tabs: SectionTab[] = [
    { href: "/emails", label: t("tabs.sent"), icon: Send, exact: true },
    { href: "/emails/new", label: t("tabs.send"), icon: PenLine },
    { href: "/emails/outbox", label: t("tabs.outbox"), icon: Inbox },
  ];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("title")} description={t("description")} actions={actions} />
      <SectionTabs label={t("title")} tabs={tabs} />
    </div>
  );
}
