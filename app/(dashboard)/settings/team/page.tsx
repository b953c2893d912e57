import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TeamSettings } from "@/components/settings/team-settings";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("team");
  return { title: t("pageTitle") };
}

export default function TeamSettingsPage() {
  return <TeamSettings />;
}
