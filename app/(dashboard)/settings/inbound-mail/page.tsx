import { InboundMailSettings } from "@/components/settings/inbound-mail-settings";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("settings.tabs", "inboundMail");

export default function InboundMailSettingsPage() {
  return <InboundMailSettings />;
}
