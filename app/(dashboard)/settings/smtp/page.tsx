import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SmtpSettings } from "@/components/settings/smtp-settings";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings.tabs");
  return { title: t("smtp") };
}

export default function SmtpSettingsPage() {
  return <SmtpSettings />;
}
