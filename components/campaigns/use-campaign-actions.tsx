"use client";

import { Ban, CalendarClock, Copy, Pause, PenLine, Play, Send, Trash, type LucideIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { errorMessageOf } from "@/lib/queries/api-client";
import { EDITABLE_STATUSES, useCampaignAction, useDeleteCampaign, type Campaign, type CampaignAction } from "@/lib/queries/campaigns";
import { describeSchedule } from "./campaign-describe";

export type CampaignActionItem = { key: string; label: string; icon: LucideIcon; run: () => void; danger?: boolean; primary?: boolean };

type Confirmable = CampaignAction | "delete";

const CONFIRM: Partial<Record<Confirmable, { title: string; label: string; body: (campaign: Campaign) => ReactNode; danger: boolean; done: string }>> = {
  send: { title: "Send this campaign now?", label: "Send now", danger: false, done: "Campaign is sending", body: (c) => `${c.name} goes to every active contact of ${c.list?.name ?? "its list"} right away.` },
  schedule: { title: "Schedule this campaign?", label: "Schedule", danger: false, done: "Campaign scheduled", body: (c) => describeSchedule(c) },
  pause: { title: "Pause sending?", label: "Pause", danger: false, done: "Campaign paused", body: () => "Sending stops after the message in flight. Resume later to continue where it stopped; nobody receives it twice." },
  resume: { title: "Resume this campaign?", label: "Resume", danger: false, done: "Campaign resumed", body: () => "Sending continues with the recipients who have not received it yet." },
  cancel: { title: "Cancel this campaign?", label: "Cancel campaign", danger: true, done: "Campaign cancelled", body: () => "Nobody else will receive it, and it can't be restarted. Emails already sent stay sent." },
  delete: { title: "Delete this campaign?", label: "Delete", danger: true, done: "Campaign deleted", body: (c) => `${c.name} disappears from your campaigns. Its sent emails stay in the log.` },
};

/** The actions a campaign's state allows, each confirmed in a dialog before it runs. */
export function useCampaignActions(campaign: Campaign, { onDeleted }: { onDeleted?: () => void } = {}) {
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
      toast.success(CONFIRM[kind]?.done ?? "Done");
    } catch (error) {
      toast.error("That didn't work", errorMessageOf(error));
    } finally {
      setAsking(null);
    }
  }

  async function duplicate() {
    try {
      const copy = await action.mutateAsync({ id: campaign.id, action: "duplicate" });
      toast.success("Campaign duplicated", `${copy.name} is a new draft.`);
      router.push(`/campaigns/${copy.id}/edit`);
    } catch (error) {
      toast.error("Couldn't duplicate", errorMessageOf(error));
    }
  }

  const status = campaign.status;
  const items: CampaignActionItem[] = [];
  const ask = (kind: Confirmable) => () => setAsking(kind);
  if (status === "DRAFT") {
    items.push({ key: "send", label: "Send now", icon: Send, run: ask("send"), primary: !campaign.scheduledFor && campaign.schedule === "ONE_TIME" });
    if (campaign.scheduledFor) items.push({ key: "schedule", label: "Schedule", icon: CalendarClock, run: ask("schedule"), primary: true });
  }
  if (status === "SENDING" || status === "SCHEDULED") items.push({ key: "pause", label: "Pause", icon: Pause, run: ask("pause") });
  if (status === "PAUSED") items.push({ key: "resume", label: "Resume", icon: Play, run: ask("resume"), primary: true });
  if (EDITABLE_STATUSES.includes(status)) items.push({ key: "edit", label: "Edit", icon: PenLine, run: () => router.push(`/campaigns/${campaign.id}/edit`) });
  items.push({ key: "duplicate", label: "Duplicate", icon: Copy, run: () => void duplicate() });
  if (status !== "SENT" && status !== "CANCELLED" && status !== "FAILED" && status !== "DRAFT") items.push({ key: "cancel", label: "Cancel", icon: Ban, run: ask("cancel"), danger: true });
  if (status !== "SENDING") items.push({ key: "delete", label: "Delete", icon: Trash, run: ask("delete"), danger: true });

  const confirm = asking ? CONFIRM[asking] : null;
  const pending = action.isPending || remove.isPending;
  const dialog = confirm ? (
    confirm.danger ? (
      <ConfirmDialog open title={confirm.title} description={confirm.body(campaign)} confirmLabel={confirm.label} pending={pending} onConfirm={() => void run(asking!)} onCancel={() => setAsking(null)} />
    ) : (
      <Dialog
        open
        onClose={() => setAsking(null)}
        title={confirm.title}
        description={confirm.body(campaign)}
        size="sm"
        dismissible={!pending}
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(null)} disabled={pending}>
              Not now
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
