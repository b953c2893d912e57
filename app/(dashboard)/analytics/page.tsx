import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { useTranslations } from "next-intl";
import { AnalyticsPageFrame } from "@/components/analytics/analytics-page-frame";
import { AudienceInsights } from "@/components/analytics/audience-insights";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("analytics");
  return { title: t("title") };
}

export default function AnalyticsPage() {
  const t = useTranslations("analytics");
  return (
    <AnalyticsPageFrame
      title={t("title")}
      description={t("description")}
      link={{ href: "/analytics/deliverability", label: t("deliverabilityLink") }}
    >
      <AudienceInsights />
    </AnalyticsPageFrame>
  );
}
