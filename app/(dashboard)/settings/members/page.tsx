import { MembersSettings } from "@/components/settings/members-settings";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("settings.tabs", "members");

export default function MembersSettingsPage() {
  return <MembersSettings />;
}
