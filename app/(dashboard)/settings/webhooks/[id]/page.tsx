import { WebhookDeliveries } from "@/components/webhooks/webhook-deliveries";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("webhooks", "deliveriesPageTitle");

export default async function WebhookDeliveriesPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <WebhookDeliveries id={id} />;
}
