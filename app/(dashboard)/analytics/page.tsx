import { ChartColumn, Send } from "lucide-react";
import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Analytics" };

export default function AnalyticsPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Analytics"
        description="Opens, clicks, replies, bounces and complaints across all of your team's email."
      />
      <EmptyState
        icon={ChartColumn}
        title="No data to show yet"
        description="Once your first campaign goes out, delivery and engagement trends will appear here."
        action={
          <ButtonLink href="/campaigns">
            <Send aria-hidden />
            Send your first campaign
          </ButtonLink>
        }
      />
    </div>
  );
}
