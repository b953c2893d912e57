import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SendingRoutesSettings } from "@/components/settings/sending-routes-settings";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings.tabs");
  return { title: t("sendingRoutes") };
}

export default function SendingRoutesSettingsPage() {
  return <SendingRoutesSettings />;
}
