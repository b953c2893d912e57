import { ContactsAreaHeader } from "@/components/contacts/contacts-area-header";
import { ImportDetails } from "@/components/imports/import-details";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("imports.detailPage", "metaTitle");

export default async function ImportPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <div className="flex flex-col gap-8">
      <ContactsAreaHeader />
      <ImportDetails importId={id} />
    </div>
  );
}
