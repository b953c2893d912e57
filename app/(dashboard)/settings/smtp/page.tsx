import type { Metadata } from "next";
import { SmtpSettings } from "@/components/settings/smtp-settings";

export const metadata: Metadata = { title: "SMTP" };

export default function SmtpSettingsPage() {
  return <SmtpSettings />;
}
