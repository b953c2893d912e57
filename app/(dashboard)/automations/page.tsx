import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AutomationsList, NewAutomationButton } from "@/components/automations/automations-list";
import { PageHeader } from "@/components/ui/page-header";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("automations.page");
  return { title: t("title") };
}

export default async function AutomationsPage() {
  const t = await getTranslations("automations.page");
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={t("title")} description={t("description")} actions={<NewAutomationButton />} />
      <AutomationsList />
    </div>
  );
}
