import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SegmentBuilder } from "@/components/segments/segment-builder";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("segments");
  return { title: t("new") };
}

export default function NewSegmentPage() {
  return <SegmentBuilder id={null} />;
}
