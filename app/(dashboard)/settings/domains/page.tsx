import type { Metadata } from "next";
import { DomainsSettings } from "@/components/domains/domains-settings";

export const metadata: Metadata = { title: "Domains" };

export default function DomainsSettingsPage() {
  return <DomainsSettings />;
}
