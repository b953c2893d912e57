"use client";

import { EllipsisVertical } from "lucide-react";
import { useTranslations } from "next-intl";
import { Menu } from "@/components/templates/menu";
import type { Campaign } from "@/lib/queries/campaigns";
import { useCampaignActions } from "./use-campaign-actions";

/** A row's ⋮ menu with the actions its state allows. */
export function CampaignRowActions({ campaign }: { campaign: Campaign }) {
  const t = useTranslations("campaigns.list");
  const { items, dialog } = useCampaignActions(campaign);
  return (
    <>
      <Menu
        label={t("rowActions", { name: campaign.name })}
        triggerClassName="inline-flex size-8 items-center justify-center rounded-md text-slate-400 transition-colors hover:bg-slate-100 hover:text-slate-700"
        trigger={() => <EllipsisVertical aria-hidden className="size-4" />}
        items={items.map((item) => ({
          label: item.label,
          icon: <item.icon aria-hidden />,
          onSelect: item.run,
          danger: item.danger,
        }))}
      />
      {dialog}
    </>
  );
}
