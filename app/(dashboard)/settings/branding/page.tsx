import { BrandingSettings } from "@/components/settings/branding-settings";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("settings.tabs", "branding");

export default function BrandingSettingsPage() {
  return <BrandingSettings />;
}
