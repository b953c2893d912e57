import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { InboundMailSettings } from "@/components/settings/inbound-mail-settings";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings.tabs");
  return { title: t("inboundMail") };
}

export default function InboundMailSettingsPage() {
  return <InboundMailSettings />;
}
