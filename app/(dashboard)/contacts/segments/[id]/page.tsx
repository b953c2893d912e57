import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SegmentBuilder } from "@/components/segments/segment-builder";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("segments");
  return { title: t("pageTitle") };
}

export default async function SegmentPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <SegmentBuilder id={id} />;
}
