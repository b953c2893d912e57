import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ContactsAreaHeader } from "@/components/contacts/contacts-area-header";
import { MediaLibrary } from "@/components/media/media-library";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("contacts.tabs");
  return { title: t("media") };
}

export default function MediaLibraryPage() {
  return (
    <div className="flex flex-col gap-8">
      <ContactsAreaHeader />
      <MediaLibrary />
    </div>
  );
}
