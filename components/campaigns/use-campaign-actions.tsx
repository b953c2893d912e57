"use client";

import { Ban, CalendarClock, Copy, Pause, PenLine, Play, Send, Trash, type LucideIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { errorMessageOf } from "@/lib/queries/api-client";
import {
  EDITABLE_STATUSES,
  useCampaignAction,
  useDeleteCampaign,
  type Campaign,
  type CampaignAction,
} from "@/lib/queries/campaigns";
import { useCampaignDescribe } from "./campaign-describe";

type CampaignActionItem = {
  key: string;
  label: string;
  icon: LucideIcon;
  run: () => void;
  danger?: boolean;
  primary?: boolean;
};

type Confirmable = CampaignAction | "delete";

/** The actions confirmed in a dialog; title, label, body and toast are campaigns.actions.confirm.<action>. */
const CONFIRM: Partial<Record<Confirmable, { danger: boolean }>> = {
  send: { danger: false },
  schedule: { danger: false },
  pause: { danger: false },
  resume: { danger: false },
  cancel: { danger: true },
  delete: { danger: true },
};

/** The actions a campaign's state allows, each confirmed in a dialog before it runs. */
export function useCampaignActions(campaign: Campaign, { onDeleted }: { onDeleted?: () => void } = {}) {
  const t = useTranslations("campaigns.actions");
  const { describeSchedule } = useCampaignDescribe();
  const router = useRouter();
  const toast = useToast();
  const action = useCampaignAction();
  const remove = useDeleteCampaign();
  const [asking, setAsking] = useState<Confirmable | null>(null);

  async function run(kind: Confirmable) {
    try {
      if (kind === "delete") {
        await remove.mutateAsync(campaign.id);
        onDeleted?.();
      } else {
        await action.mutateAsync({ id: campaign.id, action: kind });
      }
      toast.success(CONFIRM[kind] ? t(`confirm.${kind}.done`) : t("done"));
    } catch (error) {
      toast.error(t("failed"), errorMessageOf(error));
    } finally {
      setAsking(null);
    }
  }

  async function duplicate() {
    try {
      const copy = await action.mutateAsync({ id: campaign.id, action: "duplicate" });
      toast.success(t("duplicated"), t("duplicatedDetail", { name: copy.name }));
      router.push(`/campaigns/${copy.id}/edit`);
    } catch (error) {
      toast.error(t("duplicateFailed"), errorMessageOf(error));
    }
  }

  const status = campaign.status;
  const items: CampaignActionItem[] = [];
  const ask = (kind: Confirmable) => () => setAsking(kind);
  const bodyOf = (kind: Confirmable) => {
    if (kind === "send")
      return t("confirm.send.body", { name: campaign.name, list: campaign.list?.name ?? t("itsList") });
    if (kind === "schedule") return t("confirm.schedule.body", { schedule: describeSchedule(campaign) });
    if (kind === "delete") return t("confirm.delete.body", { name: campaign.name });
    return t(`confirm.${kind}.body`);
  };
  if (status === "DRAFT") {
    items.push({
      key: "send",
      label: t("send"),
      icon: Send,
      run: ask("send"),
      primary: !campaign.scheduledFor && campaign.schedule === "ONE_TIME",
    });
    if (campaign.scheduledFor)
      items.push({ key: "schedule", label: t("schedule"), icon: CalendarClock, run: ask("schedule"), primary: true });
  }
  if (status === "SENDING" || status === "SCHEDULED")
    items.push({ key: "pause", label: t("pause"), icon: Pause, run: ask("pause") });
  if (status === "PAUSED")
    items.push({ key: "resume", label: t("resume"), icon: Play, run: ask("resume"), primary: true });
  if (EDITABLE_STATUSES.includes(status))
    items.push({
      key: "edit",
      label: t("edit"),
      icon: PenLine,
      run: () => router.push(`/campaigns/${campaign.id}/edit`),
    });
  items.push({ key: "duplicate", label: t("duplicate"), icon: Copy, run: () => void duplicate() });
  if (status !== "SENT" && status !== "CANCELLED" && status !== "FAILED" && status !== "DRAFT")
    items.push({ key: "cancel", label: t("cancel"), icon: Ban, run: ask("cancel"), danger: true });
  if (status !== "SENDING")
    items.push({ key: "delete", label: t("delete"), icon: Trash, run: ask("delete"), danger: true });

  const confirm =
    asking && CONFIRM[asking]
      ? {
          ...CONFIRM[asking],
          title: t(`confirm.${asking}.title`),
          label: t(`confirm.${asking}.label`),
          body: bodyOf(asking),
        }
      : null;
  const pending = action.isPending || remove.isPending;
  const dialog = confirm ? (
    confirm.danger ? (
      <ConfirmDialog
        open
        title={confirm.title}
        description={confirm.body}
        confirmLabel={confirm.label}
        pending={pending}
        onConfirm={() => void run(asking!)}
        onCancel={() => setAsking(null)}
      />
    ) : (
      <Dialog
        open
        onClose={() => setAsking(null)}
        title={confirm.title}
        description={confirm.body}
        size="sm"
        dismissible={!pending}
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(null)} disabled={pending}>
              {t("notNow")}
            </Button>
            <Button onClick={() => void run(asking!)} pending={pending}>
              {confirm.label}
            </Button>
          </>
        }
      />
    )
  ) : null;

  return { items, dialog };
}
