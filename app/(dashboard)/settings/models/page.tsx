import { ModelsSettings } from "@/components/models/models-settings";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("models", "title");

export default function ModelsSettingsPage() {
  return <ModelsSettings />;
}
