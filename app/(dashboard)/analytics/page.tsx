import { useTranslations } from "next-intl";
import { AnalyticsPageFrame } from "@/components/analytics/analytics-page-frame";
import { AudienceInsights } from "@/components/analytics/audience-insights";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("analytics", "title");

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
