import { Globe, Monitor } from "lucide-react";
import type { EmailAnalytics } from "@/lib/queries/analytics";
import { BreakdownChart } from "./breakdown-chart";

/** Device, browser, OS, country and city of human opens, side by side. */
export function BreakdownGrid({ analytics, loading }: { analytics: EmailAnalytics | undefined; loading: boolean }) {
  return (
    <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      <BreakdownChart title="Devices" testId="chart-devices" data={analytics?.deviceBreakdown} kind="device" loading={loading} emptyIcon={Monitor} />
      <BreakdownChart title="Browsers & apps" testId="chart-browsers" data={analytics?.browserBreakdown} loading={loading} emptyIcon={Monitor} />
      <BreakdownChart title="Operating systems" testId="chart-os" data={analytics?.osBreakdown} loading={loading} emptyIcon={Monitor} />
      <BreakdownChart title="Countries" testId="chart-countries" data={analytics?.geoBreakdown} kind="country" loading={loading} emptyIcon={Globe} />
      <BreakdownChart title="Regions" testId="chart-regions" data={analytics?.regionBreakdown} loading={loading} emptyIcon={Globe} />
      <BreakdownChart title="Cities" testId="chart-cities" data={analytics?.cityBreakdown} loading={loading} emptyIcon={Globe} />
    </div>
  );
}
