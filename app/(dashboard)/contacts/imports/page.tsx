import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ContactsAreaHeader } from "@/components/contacts/contacts-area-header";
import { ImportHistory, NewImportButton } from "@/components/imports/import-history";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("contacts.tabs");
  return { title: t("imports") };
}

export default function ImportsPage() {
  return (
    <div className="flex flex-col gap-8">
      <ContactsAreaHeader actions={<NewImportButton />} />
      <ImportHistory />
    </div>
  );
}
