import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { RateLimitsSettings } from "@/components/settings/rate-limits-settings";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings.tabs");
  return { title: t("rateLimits") };
}

export default function RateLimitsSettingsPage() {
  return <RateLimitsSettings />;
}
