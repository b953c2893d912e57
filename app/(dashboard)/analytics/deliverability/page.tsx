import { useTranslations } from "next-intl";
import { AnalyticsPageFrame } from "@/components/analytics/analytics-page-frame";
import { DeliverabilityReport } from "@/components/analytics/deliverability-report";
import { DestinationQueues } from "@/components/analytics/destination-queues";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("analytics.deliverability", "title");

export default function DeliverabilityPage() {
  const t = useTranslations("analytics.deliverability");
  return (
    <AnalyticsPageFrame
      title={t("title")}
      description={t("description")}
      link={{ href: "/analytics", label: t("backToAnalytics") }}
    >
      <div className="flex flex-col gap-6">
        <DestinationQueues />
        <DeliverabilityReport />
      </div>
    </AnalyticsPageFrame>
  );
}
