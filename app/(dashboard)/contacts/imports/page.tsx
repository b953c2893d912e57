import type { Metadata } from "next";
import { ContactsAreaHeader } from "@/components/contacts/contacts-area-header";
import { ImportHistory, NewImportButton } from "@/components/imports/import-history";

export const metadata: Metadata = { title: "Imports" };

export default function ImportsPage() {
  return (
    <div className="flex flex-col gap-8">
      <ContactsAreaHeader actions={<NewImportButton />} />
      <ImportHistory />
    </div>
  );
}
