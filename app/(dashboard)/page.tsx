import { BookOpen, LayoutTemplate, Send, Upload } from "lucide-react";
import type { Metadata } from "next";
import { QuickStartCard } from "@/components/overview/quick-start-card";
import { StatTile } from "@/components/overview/stat-tile";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
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

const stats = [
  { label: "Contacts", value: null, caption: "After your first import" },
  { label: "Emails sent", value: null, caption: "Last 30 days" },
  { label: "Open rate", value: null, caption: "Last 30 days" },
  { label: "Click rate", value: null, caption: "Last 30 days" },
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

      <section aria-labelledby="quick-start-heading">
        <h2 id="quick-start-heading" className="text-base font-semibold text-slate-900">
          Get started
        </h2>
        <p className="mt-1 text-sm text-slate-600">Everything you need before your first send.</p>
        <ul role="list" className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {quickStarts.map((item, index) => (
            <QuickStartCard key={item.href} step={index + 1} {...item} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="at-a-glance-heading">
        <h2 id="at-a-glance-heading" className="text-base font-semibold text-slate-900">
          At a glance
        </h2>
        <p className="mt-1 text-sm text-slate-600">Your numbers fill in as soon as email starts flowing.</p>
        <Card className="mt-4 overflow-hidden">
          {/* The 1px gaps over a tinted background draw the dividers in every layout. */}
          <dl className="grid grid-cols-2 gap-px bg-slate-100 lg:grid-cols-4">
            {stats.map((stat) => (
              <StatTile key={stat.label} {...stat} />
            ))}
          </dl>
        </Card>
      </section>
    </div>
  );
}
