import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BrandingSettings } from "@/components/settings/branding-settings";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings.tabs");
  return { title: t("branding") };
}

export default function BrandingSettingsPage() {
  return <BrandingSettings />;
}
