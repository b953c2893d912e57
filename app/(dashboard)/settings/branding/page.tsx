import type { Metadata } from "next";
import { BrandingSettings } from "@/components/settings/branding-settings";

export const metadata: Metadata = { title: "Branding" };

export default function BrandingSettingsPage() {
  return <BrandingSettings />;
}
