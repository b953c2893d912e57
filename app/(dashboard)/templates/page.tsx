import { LayoutTemplate, PenLine } from "lucide-react";
import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Templates" };

export default function TemplatesPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Templates"
        description="Reusable email designs for your campaigns and transactional messages."
      />
      <EmptyState
        icon={LayoutTemplate}
        title="No templates yet"
        description="Templates you design or create through the API will appear here, ready to use in campaigns and single sends."
        action={
          <ButtonLink href="/docs">
            <PenLine aria-hidden />
            Design a template
          </ButtonLink>
        }
        hint="The visual designer is coming soon. Until then, use the Templates API."
      />
    </div>
  );
}
