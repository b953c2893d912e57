import type { Metadata } from "next";
import { WebhooksSettings } from "@/components/webhooks/webhooks-settings";

export const metadata: Metadata = { title: "Webhooks" };

export default function WebhooksSettingsPage() {
  return <WebhooksSettings />;
}
