import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DestinationLimitsSettings } from "@/components/settings/destination-limits-settings";
import { SendingRoutesSettings } from "@/components/settings/sending-routes-settings";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings.tabs");
  return { title: t("sendingRoutes") };
}

export default function SendingRoutesSettingsPage() {
  return (
    <div className="flex flex-col gap-6">
      <SendingRoutesSettings />
      <DestinationLimitsSettings />
    </div>
  );
}
