import { Workflow, Zap } from "lucide-react";
import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Automations" };

export default function AutomationsPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Automations"
        description="Emails that go out on their own when contacts subscribe, or on a schedule you set."
      />
      <EmptyState
        icon={Workflow}
        title="No automations yet"
        description="Automated flows, such as a welcome series for new subscribers, will appear here once you create them."
        action={
          <ButtonLink href="/docs">
            <Zap aria-hidden />
            Build an automation
          </ButtonLink>
        }
        hint="The flow editor is coming soon. Until then, use the Automations API."
      />
    </div>
  );
}
