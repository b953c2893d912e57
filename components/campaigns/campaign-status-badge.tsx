import { Ban, CircleAlert, CircleCheck, CirclePause, FilePen, LoaderCircle, Timer } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { CampaignStatus } from "@/lib/queries/campaigns";

type Tone = "neutral" | "brand" | "success" | "warning" | "danger";

export const CAMPAIGN_STATUSES: { status: CampaignStatus; label: string; tone: Tone; icon: typeof Timer }[] = [
  { status: "DRAFT", label: "Draft", tone: "neutral", icon: FilePen },
  { status: "SCHEDULED", label: "Scheduled", tone: "brand", icon: Timer },
  { status: "SENDING", label: "Sending", tone: "brand", icon: LoaderCircle },
  { status: "SENT", label: "Sent", tone: "success", icon: CircleCheck },
  { status: "PAUSED", label: "Paused", tone: "warning", icon: CirclePause },
  { status: "CANCELLED", label: "Cancelled", tone: "neutral", icon: Ban },
  { status: "FAILED", label: "Failed", tone: "danger", icon: CircleAlert },
];

export function campaignStatusInfo(status: CampaignStatus) {
  return CAMPAIGN_STATUSES.find((item) => item.status === status) ?? CAMPAIGN_STATUSES[0];
}

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const { label, tone, icon: Icon } = campaignStatusInfo(status);
  return (
    <Badge tone={tone} data-testid="campaign-status">
      <Icon aria-hidden className={`size-3 ${status === "SENDING" ? "animate-spin" : ""}`} />
      {label}
    </Badge>
  );
}
