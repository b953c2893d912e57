import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SegmentsOverview } from "@/components/segments/segments-overview";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("contacts.tabs");
  return { title: t("segments") };
}

export default function SegmentsPage() {
  return <SegmentsOverview />;
}
