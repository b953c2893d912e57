import type { Metadata } from "next";
import { ContactsAreaHeader } from "@/components/contacts/contacts-area-header";
import { MediaLibrary } from "@/components/media/media-library";

export const metadata: Metadata = { title: "Media library" };

export default function MediaLibraryPage() {
  return (
    <div className="flex flex-col gap-8">
      <ContactsAreaHeader />
      <MediaLibrary />
    </div>
  );
}
