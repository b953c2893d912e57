import { RateLimitsSettings } from "@/components/settings/rate-limits-settings";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("settings.tabs", "rateLimits");

export default function RateLimitsSettingsPage() {
  return <RateLimitsSettings />;
}
