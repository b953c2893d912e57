import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DomainsSettings } from "@/components/domains/domains-settings";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("domains");
  return { title: t("pageTitle") };
}

export default function DomainsSettingsPage() {
  return <DomainsSettings />;
}
