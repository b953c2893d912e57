import type { Metadata } from "next";
import { AudienceInsights } from "@/components/analytics/audience-insights";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Analytics" };

export default function AnalyticsPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Analytics"
        description="Who your audience is, how it engages, and which readers are drifting away. Campaign reports live on each campaign."
      />
      <AudienceInsights />
    </div>
  );
}
