import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TemplateDesigner } from "@/components/templates/designer/template-designer";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("designer");
  return { title: t("pageTitle") };
}

export default async function TemplateDesignerPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <TemplateDesigner id={id} />;
}
