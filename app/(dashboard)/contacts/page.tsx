import { Upload, Users } from "lucide-react";
import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Contacts" };

export default function ContactsPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Contacts"
        description="Everyone you can email, with their mailing lists, tags and subscription status."
      />
      <EmptyState
        icon={Users}
        title="No contacts yet"
        description="Contacts you import from a CSV file or add through the API will appear here, organised into mailing lists."
        action={
          <ButtonLink href="/docs">
            <Upload aria-hidden />
            Import contacts
          </ButtonLink>
        }
        hint="Dashboard import is coming soon. Until then, use the Contacts API."
      />
    </div>
  );
}
