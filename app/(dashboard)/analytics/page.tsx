import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { useTranslations } from "next-intl";
import { AudienceInsights } from "@/components/analytics/audience-insights";
import { PageHeader } from "@/components/ui/page-header";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("analytics");
  return { title: t("title") };
}

export default function AnalyticsPage() {
  const t = useTranslations("analytics");
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <Link href="/analytics/deliverability" className="text-sm font-medium text-brand-700 hover:underline">
            {t("deliverabilityLink")}
          </Link>
        }
      />
      <AudienceInsights />
    </div>
  );
}
