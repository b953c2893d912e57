import type { Metadata } from "next";
import { WebhookDeliveries } from "@/components/webhooks/webhook-deliveries";

export const metadata: Metadata = { title: "Webhook deliveries" };

export default async function WebhookDeliveriesPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <WebhookDeliveries id={id} />;
}
