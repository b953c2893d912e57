import { getTranslations } from "next-intl/server";
import { BackToCampaigns } from "@/components/campaigns/campaign-detail";
import { CampaignWizard } from "@/components/campaigns/wizard/campaign-wizard";
import { PageHeader } from "@/components/ui/page-header";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("campaigns.meta", "new");

export default async function NewCampaignPage() {
  const t = await getTranslations("campaigns.page");
  return (
    <div className="flex flex-col gap-6">
      <BackToCampaigns />
      <PageHeader title={t("newTitle")} />
      <CampaignWizard />
    </div>
  );
}
