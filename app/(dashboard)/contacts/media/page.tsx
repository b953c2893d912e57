import { ContactsAreaHeader } from "@/components/contacts/contacts-area-header";
import { MediaLibrary } from "@/components/media/media-library";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("contacts.tabs", "media");

export default function MediaLibraryPage() {
  return (
    <div className="flex flex-col gap-8">
      <ContactsAreaHeader />
      <MediaLibrary />
    </div>
  );
}
