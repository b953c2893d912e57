import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { UsageOverview } from "@/components/billing/usage-overview";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("usage");
  return { title: t("title") };
}

export default function UsagePage() {
  return <UsageOverview />;
}
