import { BookOpen, LayoutTemplate, Send, Upload } from "lucide-react";
import type { Metadata } from "next";
import { QuickStartCard } from "@/components/overview/quick-start-card";
import { OverviewDashboard } from "@/components/overview/overview-dashboard";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Overview" };

const quickStarts = [
  {
    href: "/contacts",
    icon: Upload,
    title: "Import your contacts",
    description: "Bring in your audience from a CSV file or sync it through the API.",
    cta: "Import contacts",
  },
  {
    href: "/templates",
    icon: LayoutTemplate,
    title: "Design a template",
    description: "Build a reusable email with your branding and personalised fields.",
    cta: "Create a template",
  },
  {
    href: "/campaigns",
    icon: Send,
    title: "Send a campaign",
    description: "Pick a list and a template, then send now or schedule it for later.",
    cta: "Plan a campaign",
  },
  {
    href: "/docs",
    icon: BookOpen,
    title: "Read the API docs",
    description: "Send transactional email and manage contacts from your own code.",
    cta: "Open API reference",
  },
];

export default function OverviewPage() {
  return (
    <div className="flex flex-col gap-10">
      <PageHeader
        title="Welcome to Sendwell"
        description="Everything your team needs for email marketing and transactional email, in one place."
        actions={
          <ButtonLink href="/campaigns">
            <Send aria-hidden />
            New campaign
          </ButtonLink>
        }
      />

      <OverviewDashboard
        quickStart={
          <section aria-labelledby="quick-start-heading">
            <h2 id="quick-start-heading" className="text-base font-semibold text-slate-900">
              Get started
            </h2>
            <p className="mt-1 text-sm text-slate-600">The building blocks of every send.</p>
            <ul role="list" className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
              {quickStarts.map((item, index) => (
                <QuickStartCard key={item.href} step={index + 1} {...item} />
              ))}
            </ul>
          </section>
        }
      />
    </div>
  );
}
