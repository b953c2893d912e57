import { SegmentBuilder } from "@/components/segments/segment-builder";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("segments", "new");

export default function NewSegmentPage() {
  return <SegmentBuilder id={null} />;
}
