import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ApiKeysSettings } from "@/components/settings/api-keys-settings";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings.tabs");
  return { title: t("apiKeys") };
}

export default function ApiKeysSettingsPage() {
  return <ApiKeysSettings />;
}
