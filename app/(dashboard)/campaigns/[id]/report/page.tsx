import { CampaignReport } from "@/components/analytics/campaign-report";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("campaigns.meta", "report");

export default async function CampaignReportPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <CampaignReport id={id} />;
}
