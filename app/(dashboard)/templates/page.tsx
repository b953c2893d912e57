import { TemplatesOverview } from "@/components/templates/templates-overview";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("templates", "title");

export default function TemplatesPage() {
  return <TemplatesOverview />;
}
