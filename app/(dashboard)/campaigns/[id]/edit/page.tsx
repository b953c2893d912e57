import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EditCampaign } from "@/components/campaigns/wizard/edit-campaign";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("campaigns.meta");
  return { title: t("edit") };
}

export default async function EditCampaignPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <EditCampaign id={id} />;
}
