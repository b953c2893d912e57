import { SmtpSettings } from "@/components/settings/smtp-settings";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("settings.tabs", "smtp");

export default function SmtpSettingsPage() {
  return <SmtpSettings />;
}
