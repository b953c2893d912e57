import type { Metadata } from "next";
import { SegmentBuilder } from "@/components/segments/segment-builder";

export const metadata: Metadata = { title: "New segment" };

export default function NewSegmentPage() {
  return <SegmentBuilder id={null} />;
}
