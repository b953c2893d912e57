import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { ListsOverview } from "@/components/contacts/lists-overview";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("contacts");
  return { title: t("title") };
}

export default function ContactsPage() {
  return (
    <Suspense>
      <ListsOverview />
    </Suspense>
  );
}
