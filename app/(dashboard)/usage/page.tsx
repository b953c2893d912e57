import { UsageOverview } from "@/components/billing/usage-overview";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("usage", "title");

export default function UsagePage() {
  return <UsageOverview />;
}
