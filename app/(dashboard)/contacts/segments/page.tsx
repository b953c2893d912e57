import { SegmentsOverview } from "@/components/segments/segments-overview";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("contacts.tabs", "segments");

export default function SegmentsPage() {
  return <SegmentsOverview />;
}
