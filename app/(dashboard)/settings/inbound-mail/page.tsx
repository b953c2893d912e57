import type { Metadata } from "next";
import { InboundMailSettings } from "@/components/settings/inbound-mail-settings";

export const metadata: Metadata = { title: "Inbound mail" };

export default function InboundMailSettingsPage() {
  return <InboundMailSettings />;
}
