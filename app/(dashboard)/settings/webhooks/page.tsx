import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { WebhooksSettings } from "@/components/webhooks/webhooks-settings";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("webhooks");
  return { title: t("title") };
}

export default function WebhooksSettingsPage() {
  return <WebhooksSettings />;
}
