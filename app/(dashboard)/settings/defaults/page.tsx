import { DefaultsSettings } from "@/components/settings/defaults-settings";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("settings.tabs", "defaults");

export default function DefaultsSettingsPage() {
  return <DefaultsSettings />;
}
