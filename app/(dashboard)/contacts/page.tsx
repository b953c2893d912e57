import { Suspense } from "react";
import { ListsOverview } from "@/components/contacts/lists-overview";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("contacts", "title");

export default function ContactsPage() {
  return (
    <Suspense>
      <ListsOverview />
    </Suspense>
  );
}
