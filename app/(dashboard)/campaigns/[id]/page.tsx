import { CampaignDetail } from "@/components/campaigns/campaign-detail";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("campaigns.meta", "detail");

export default async function CampaignPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <CampaignDetail id={id} />;
}
