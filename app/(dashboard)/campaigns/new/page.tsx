import type { Metadata } from "next";
import { BackToCampaigns } from "@/components/campaigns/campaign-detail";
import { CampaignWizard } from "@/components/campaigns/wizard/campaign-wizard";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "New campaign" };

export default function NewCampaignPage() {
  return (
    <div className="flex flex-col gap-6">
      <BackToCampaigns />
      <PageHeader title="New campaign" />
      <CampaignWizard />
    </div>
  );
}
