import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { CampaignsOverview, CreateCampaignButton } from "@/components/campaigns/campaigns-overview";
import { PageHeader } from "@/components/ui/page-header";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("campaigns.meta", "list");

export default async function CampaignsPage() {
  const t = await getTranslations("campaigns.page");
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={t("title")} description={t("description")} actions={<CreateCampaignButton />} />
      <Suspense>
        <CampaignsOverview />
      </Suspense>
    </div>
  );
}
