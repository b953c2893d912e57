import type { Metadata } from "next";
import { Suspense } from "react";
import { CampaignsOverview, CreateCampaignButton } from "@/components/campaigns/campaigns-overview";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Campaigns" };

export default function CampaignsPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Campaigns"
        description="One-time and recurring sends to your mailing lists, with delivery at a glance."
        actions={<CreateCampaignButton />}
      />
      <Suspense>
        <CampaignsOverview />
      </Suspense>
    </div>
  );
}
