import { SmtpRelaySettings } from "@/components/settings/smtp-relay-settings";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("settings.tabs", "smtpRelay");

export default function SmtpRelaySettingsPage() {
  return <SmtpRelaySettings />;
}
