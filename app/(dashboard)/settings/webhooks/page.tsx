import { WebhooksSettings } from "@/components/webhooks/webhooks-settings";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("webhooks", "title");

export default function WebhooksSettingsPage() {
  return <WebhooksSettings />;
}
