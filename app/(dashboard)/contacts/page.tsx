import type { Metadata } from "next";
import { Suspense } from "react";
import { ListsOverview } from "@/components/contacts/lists-overview";

export const metadata: Metadata = { title: "Contacts" };

export default function ContactsPage() {
  return (
    <Suspense>
      <ListsOverview />
    </Suspense>
  );
}
