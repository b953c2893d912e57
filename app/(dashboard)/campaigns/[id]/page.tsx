import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CampaignDetail } from "@/components/campaigns/campaign-detail";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("campaigns.meta");
  return { title: t("detail") };
}

export default async function CampaignPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <CampaignDetail id={id} />;
}
