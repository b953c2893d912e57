import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ContactsAreaHeader } from "@/components/contacts/contacts-area-header";
import { ImportDetails } from "@/components/imports/import-details";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("imports.detailPage");
  return { title: t("metaTitle") };
}

export default async function ImportPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <div className="flex flex-col gap-8">
      <ContactsAreaHeader />
      <ImportDetails importId={id} />
    </div>
  );
}
