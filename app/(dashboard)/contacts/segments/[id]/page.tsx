import { SegmentBuilder } from "@/components/segments/segment-builder";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("segments", "pageTitle");

export default async function SegmentPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <SegmentBuilder id={id} />;
}
