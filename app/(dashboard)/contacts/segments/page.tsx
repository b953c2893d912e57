import type { Metadata } from "next";
import { SegmentsOverview } from "@/components/segments/segments-overview";

export const metadata: Metadata = { title: "Segments" };

export default function SegmentsPage() {
  return <SegmentsOverview />;
}
