import type { Metadata } from "next";
import { TemplateDesigner } from "@/components/templates/designer/template-designer";

export const metadata: Metadata = { title: "Template designer" };

export default async function TemplateDesignerPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <TemplateDesigner id={id} />;
}
