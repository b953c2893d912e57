import { Ban, CircleAlert, CircleCheck, CirclePause, FilePen, LoaderCircle, Timer } from "lucide-react";
import { useTranslations } from "next-intl";
import { StatusBadge, type StatusLook } from "@/components/ui/status-badge";
import type { CampaignStatus } from "@/lib/queries/campaigns";

/** Each status's look; its name is campaigns.status.<STATUS> in the messages. */
export const CAMPAIGN_STATUSES: StatusLook<CampaignStatus>[] = [
  { status: "DRAFT", tone: "neutral", icon: FilePen },
  { status: "SCHEDULED", tone: "brand", icon: Timer },
  { status: "SENDING", tone: "brand", icon: LoaderCircle },
  { status: "SENT", tone: "success", icon: CircleCheck },
  { status: "PAUSED", tone: "warning", icon: CirclePause },
  { status: "CANCELLED", tone: "neutral", icon: Ban },
  { status: "FAILED", tone: "danger", icon: CircleAlert },
];

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const t = useTranslations("campaigns.status");
  return <StatusBadge status={status} looks={CAMPAIGN_STATUSES} label={(shown) => t(shown)} testId="campaign-status" />;
}
