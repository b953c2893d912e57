import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { WebhookDeliveries } from "@/components/webhooks/webhook-deliveries";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("webhooks");
  return { title: t("deliveriesPageTitle") };
}

export default async function WebhookDeliveriesPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <WebhookDeliveries id={id} />;
}
