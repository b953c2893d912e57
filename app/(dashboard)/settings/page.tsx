import { BookOpen, Settings } from "lucide-react";
import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Settings" };

export default function SettingsPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Settings"
        description="Your team, members, API keys, sending servers, domains and billing."
      />
      <EmptyState
        icon={Settings}
        title="No sending setup yet"
        description="SMTP servers, verified sending domains, API keys and team members you add will appear here."
        action={
          <ButtonLink href="/docs">
            <BookOpen aria-hidden />
            Set up with the API
          </ButtonLink>
        }
        hint="Settings screens are coming soon. Everything already works through the API."
      />
    </div>
  );
}
