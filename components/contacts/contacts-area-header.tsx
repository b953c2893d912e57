import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { PageHeader } from "@/components/ui/page-header";
import { ContactsTabs } from "./contacts-tabs";

/** The top of every page of the Contacts area: its title, the page's buttons and the area's tabs. */
export function ContactsAreaHeader({ actions }: { actions?: ReactNode }) {
  const t = useTranslations("contacts");
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("title")} description={t("description")} actions={actions} />
      <ContactsTabs />
    </div>
  );
}
