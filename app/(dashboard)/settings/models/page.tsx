import type { Metadata } from "next";
import { ModelsSettings } from "@/components/models/models-settings";

export const metadata: Metadata = { title: "AI models" };

export default function ModelsSettingsPage() {
  return <ModelsSettings />;
}
