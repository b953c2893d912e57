import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TopicsOverview } from "@/components/topics/topics-overview";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("contacts.tabs");
  return { title: t("topics") };
}

export default function TopicsPage() {
  return <TopicsOverview />;
}
