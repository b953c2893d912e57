import { Plus, Send } from "lucide-react";
import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Campaigns" };

export default function CampaignsPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Campaigns"
        description="One-time and recurring sends to your mailing lists, with delivery and engagement at a glance."
      />
      <EmptyState
        icon={Send}
        title="No campaigns yet"
        description="Campaigns you draft, schedule or send will appear here with their audience, status and results."
        action={
          <ButtonLink href="/docs">
            <Plus aria-hidden />
            Create a campaign
          </ButtonLink>
        }
        hint="The campaign builder is coming soon. Until then, use the Campaigns API."
      />
    </div>
  );
}
