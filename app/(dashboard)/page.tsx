import { BookOpen, LayoutTemplate, Send, Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { QuickStartCard } from "@/components/overview/quick-start-card";
import { OverviewDashboard } from "@/components/overview/overview-dashboard";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("overview", "title");

// Each card's words are `overview.quickStart.<key>` in the messages.
const quickStarts = [
  { key: "import", href: "/contacts", icon: Upload },
  { key: "template", href: "/templates", icon: LayoutTemplate },
  { key: "campaign", href: "/campaigns", icon: Send },
  { key: "docs", href: "/docs", icon: BookOpen },
] as const;

export default function OverviewPage() {
  const t = useTranslations("overview");
  return (
    <div className="flex flex-col gap-10">
      <PageHeader
        title={t("welcome")}
        description={t("description")}
        actions={
          <ButtonLink href="/campaigns">
            <Send aria-hidden />
            {t("newCampaign")}
          </ButtonLink>
        }
      />

      <OverviewDashboard
        quickStart={
          <section aria-labelledby="quick-start-heading">
            <h2 id="quick-start-heading" className="text-base font-semibold text-slate-900">
              {t("getStarted")}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t("getStartedDescription")}</p>
            <ul
              // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics from lists styled list-style: none (Tailwind preflight); role="list" restores them
              role="list"
              className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
            >
              {quickStarts.map(({ key, href, icon }, index) => (
                <QuickStartCard
                  key={href}
                  step={t("step", { step: index + 1 })}
                  href={href}
                  icon={icon}
                  title={t(`quickStart.${key}.title`)}
                  description={t(`quickStart.${key}.description`)}
                  cta={t(`quickStart.${key}.cta`)}
                />
              ))}
            </ul>
          </section>
        }
      />
    </div>
  );
}
