"use client";

import { Globe, Monitor } from "lucide-react";
import { useTranslations } from "next-intl";
import type { EmailAnalytics } from "@/lib/queries/analytics";
import { BreakdownChart } from "./breakdown-chart";

/** Device, browser, OS, country and city of human opens, side by side. */
export function BreakdownGrid({ analytics, loading }: { analytics: EmailAnalytics | undefined; loading: boolean }) {
  const t = useTranslations("analytics");
  return (
    <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      <BreakdownChart
        title={t("devices")}
        testId="chart-devices"
        data={analytics?.deviceBreakdown}
        kind="device"
        loading={loading}
        emptyIcon={Monitor}
      />
      <BreakdownChart
        title={t("breakdowns.browsersApps")}
        testId="chart-browsers"
        data={analytics?.browserBreakdown}
        loading={loading}
        emptyIcon={Monitor}
      />
      <BreakdownChart
        title={t("os")}
        testId="chart-os"
        data={analytics?.osBreakdown}
        loading={loading}
        emptyIcon={Monitor}
      />
      <BreakdownChart
        title={t("countries")}
        testId="chart-countries"
        data={analytics?.geoBreakdown}
        kind="country"
        loading={loading}
        emptyIcon={Globe}
      />
      <BreakdownChart
        title={t("breakdowns.regions")}
        testId="chart-regions"
        data={analytics?.regionBreakdown}
        loading={loading}
        emptyIcon={Globe}
      />
      <BreakdownChart
        title={t("cities")}
        testId="chart-cities"
        data={analytics?.cityBreakdown}
        loading={loading}
        emptyIcon={Globe}
      />
    </div>
  );
}
