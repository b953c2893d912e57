import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CampaignReport } from "@/components/analytics/campaign-report";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("campaigns.meta");
  return { title: t("report") };
}

export default async function CampaignReportPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <CampaignReport id={id} />;
}
