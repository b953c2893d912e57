import { TemplateDesigner } from "@/components/templates/designer/template-designer";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("designer", "pageTitle");

export default async function TemplateDesignerPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <TemplateDesigner id={id} />;
}
