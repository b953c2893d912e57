import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DefaultsSettings } from "@/components/settings/defaults-settings";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings.tabs");
  return { title: t("defaults") };
}

export default function DefaultsSettingsPage() {
  return <DefaultsSettings />;
}
