import type { Metadata } from "next";
import { TemplatesOverview } from "@/components/templates/templates-overview";

export const metadata: Metadata = { title: "Templates" };

export default function TemplatesPage() {
  return <TemplatesOverview />;
}
