import { EditCampaign } from "@/components/campaigns/wizard/edit-campaign";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("campaigns.meta", "edit");

export default async function EditCampaignPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <EditCampaign id={id} />;
}
