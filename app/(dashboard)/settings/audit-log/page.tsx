import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuditLogSettings } from "@/components/settings/audit-log-settings";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings.tabs");
  return { title: t("auditLog") };
}

export default function AuditLogSettingsPage() {
  return <AuditLogSettings />;
}
