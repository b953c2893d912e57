"use client";

import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { EDITABLE_STATUSES, useCampaign } from "@/lib/queries/campaigns";
import { BackToCampaigns } from "../campaign-detail";
import { CampaignWizard } from "./campaign-wizard";

/** The wizard over a stored campaign; only DRAFT, SCHEDULED and PAUSED ones can change. */
export function EditCampaign({ id }: { id: string }) {
  const t = useTranslations("campaigns.wizard.edit");
  // Loaded once: a background refetch must not reset what the person is typing.
  const campaign = useCampaign(id);
  return (
    <div className="flex flex-col gap-6">
      <BackToCampaigns />
      <PageHeader title={campaign.data ? t("title", { name: campaign.data.name }) : t("fallbackTitle")} />
      {campaign.isPending ? (
        <Skeleton className="h-80" />
      ) : campaign.isError ? (
        <Card>
          <ErrorState title={t("loadError")} error={campaign.error} onRetry={() => void campaign.refetch()} />
        </Card>
      ) : EDITABLE_STATUSES.includes(campaign.data.status) ? (
        <CampaignWizard campaign={campaign.data} />
      ) : (
        <Alert tone="warning" title={t("notEditableTitle")}>
          {t("notEditable")}
        </Alert>
      )}
    </div>
  );
}
