import { TeamSettings } from "@/components/settings/team-settings";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("team", "pageTitle");

export default function TeamSettingsPage() {
  return <TeamSettings />;
}
