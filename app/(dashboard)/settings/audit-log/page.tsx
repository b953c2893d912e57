import { AuditLogSettings } from "@/components/settings/audit-log-settings";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("settings.tabs", "auditLog");

export default function AuditLogSettingsPage() {
  return <AuditLogSettings />;
}
