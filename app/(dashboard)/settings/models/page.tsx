import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ModelsSettings } from "@/components/models/models-settings";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("models");
  return { title: t("title") };
}

export default function ModelsSettingsPage() {
  return <ModelsSettings />;
}
