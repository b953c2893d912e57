import type { Metadata } from "next";
import { AutomationsList, NewAutomationButton } from "@/components/automations/automations-list";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Automations" };

export default function AutomationsPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Automations"
        description="Flows that email contacts on their own: when they subscribe, get a tag, open an email, or on a date."
        actions={<NewAutomationButton />}
      />
      <AutomationsList />
    </div>
  );
}
