import type { Metadata } from "next";
import { SegmentBuilder } from "@/components/segments/segment-builder";

export const metadata: Metadata = { title: "Segment" };

export default async function SegmentPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <SegmentBuilder id={id} />;
}
