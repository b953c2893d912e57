import { DestinationLimitsSettings } from "@/components/settings/destination-limits-settings";
import { SendingRoutesSettings } from "@/components/settings/sending-routes-settings";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("settings.tabs", "sendingRoutes");

export default function SendingRoutesSettingsPage() {
  return (
    <div className="flex flex-col gap-6">
      <SendingRoutesSettings />
      <DestinationLimitsSettings />
    </div>
  );
}
