import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { ContactDetail } from "@/components/contacts/contact-detail";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("contacts.detail");
  return { title: t("heading") };
}

export default async function ContactPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <Suspense>
      <ContactDetail contactId={id} />
    </Suspense>
  );
}
