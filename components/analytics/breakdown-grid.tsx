"use client";

import { Globe, type LucideIcon, Monitor } from "lucide-react";
import { useTranslations } from "next-intl";
import type { EmailAnalytics } from "@/lib/queries/analytics";
import { BreakdownChart } from "./breakdown-chart";

type BreakdownKey =
  | "deviceBreakdown"
  | "browserBreakdown"
  | "osBreakdown"
  | "geoBreakdown"
  | "regionBreakdown"
  | "cityBreakdown";

/** One card a row: its message key (under "analytics"), test id, the breakdown it draws and its empty icon. */
const CARDS: { title: string; testId: string; key: BreakdownKey; kind?: "device" | "country"; icon: LucideIcon }[] = [
  { title: "devices", testId: "chart-devices", key: "deviceBreakdown", kind: "device", icon: Monitor },
  { title: "breakdowns.browsersApps", testId: "chart-browsers", key: "browserBreakdown", icon: Monitor },
  { title: "os", testId: "chart-os", key: "osBreakdown", icon: Monitor },
  { title: "countries", testId: "chart-countries", key: "geoBreakdown", kind: "country", icon: Globe },
  { title: "breakdowns.regions", testId: "chart-regions", key: "regionBreakdown", icon: Globe },
  { title: "cities", testId: "chart-cities", key: "cityBreakdown", icon: Globe },
];

/** Device, browser, OS, country and city of human opens, side by side. */
export function BreakdownGrid({ analytics, loading }: { analytics: EmailAnalytics | undefined; loading: boolean }) {
  const t = useTranslations("analytics");
  return (
    <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {CARDS.map((card) => (
        <BreakdownChart
          key={card.testId}
          title={t(card.title)}
          testId={card.testId}
          data={analytics?.[card.key]}
          kind={card.kind}
          loading={loading}
          emptyIcon={card.icon}
        />
      ))}
    </div>
  );
}
