import { Suspense } from "react";
import { ContactDetail } from "@/components/contacts/contact-detail";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("contacts.detail", "heading");

export default async function ContactPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <Suspense>
      <ContactDetail contactId={id} />
    </Suspense>
  );
}
