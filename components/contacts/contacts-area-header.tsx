import type { ReactNode } from "react";
import { PageHeader } from "@/components/ui/page-header";
import { ContactsTabs } from "./contacts-tabs";

/** The top of every page of the Contacts area: its title, the page's buttons and the area's tabs. */
export function ContactsAreaHeader({ actions }: { actions?: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Contacts"
        description="Everyone you can email, organised into mailing lists, with their tags and subscription status."
        actions={actions}
      />
      <ContactsTabs />
    </div>
  );
}
