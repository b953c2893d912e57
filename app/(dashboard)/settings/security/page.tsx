import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SecuritySettings } from "@/components/settings/security-settings";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings.tabs");
  return { title: t("security") };
}

type SecurityPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SecuritySettingsPage({ searchParams }: SecurityPageProps) {
  const { required } = await searchParams;
  return <SecuritySettings required={required === "2fa"} />;
}
