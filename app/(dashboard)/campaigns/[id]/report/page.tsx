import type { Metadata } from "next";
import { CampaignReport } from "@/components/analytics/campaign-report";

export const metadata: Metadata = { title: "Campaign report" };

export default async function CampaignReportPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <CampaignReport id={id} />;
}
