"use client";

import { Inbox, PenLine, Send } from "lucide-react";
import type { ReactNode } from "react";
import { PageHeader } from "@/components/ui/page-header";
import { SectionTabs, type SectionTab } from "@/components/ui/section-tabs";

// The Emails area: the log of single emails, the composer, and the capture server's mailbox.
const tabs: SectionTab[] = [
  { href: "/emails", label: "Sent emails", icon: Send, exact: true },
  { href: "/emails/new", label: "Send email", icon: PenLine },
  { href: "/emails/outbox", label: "Outbox", icon: Inbox },
];

/** The top of every page of the Emails area: its title, the page's buttons and the area's tabs. */
export function EmailsAreaHeader({ actions }: { actions?: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Emails"
        description="One-off and transactional emails: send one, follow its delivery, and see exactly what recipients get."
        actions={actions}
      />
      <SectionTabs label="Emails" tabs={tabs} />
    </div>
  );
}
