import { ContactsAreaHeader } from "@/components/contacts/contacts-area-header";
import { ImportHistory, NewImportButton } from "@/components/imports/import-history";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("contacts.tabs", "imports");

export default function ImportsPage() {
  return (
    <div className="flex flex-col gap-8">
      <ContactsAreaHeader actions={<NewImportButton />} />
      <ImportHistory />
    </div>
  );
}
