import type { Metadata } from "next";
import { SmtpRelaySettings } from "@/components/settings/smtp-relay-settings";

export const metadata: Metadata = { title: "SMTP relay" };

export default function SmtpRelaySettingsPage() {
  return <SmtpRelaySettings />;
}
