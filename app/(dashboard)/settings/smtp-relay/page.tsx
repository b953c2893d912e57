import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SmtpRelaySettings } from "@/components/settings/smtp-relay-settings";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings.tabs");
  return { title: t("smtpRelay") };
}

export default function SmtpRelaySettingsPage() {
  return <SmtpRelaySettings />;
}
