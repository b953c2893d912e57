import { getTranslations } from "next-intl/server";
import { AutomationsList, NewAutomationButton } from "@/components/automations/automations-list";
import { PageHeader } from "@/components/ui/page-header";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("automations.page", "title");

export default async function AutomationsPage() {
  const t = await getTranslations("automations.page");
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={t("title")} description={t("description")} actions={<NewAutomationButton />} />
      <AutomationsList />
    </div>
  );
}
