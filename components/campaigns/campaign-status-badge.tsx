import { Ban, CircleAlert, CircleCheck, CirclePause, FilePen, LoaderCircle, Timer } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { CampaignStatus } from "@/lib/queries/campaigns";

type Tone = "neutral" | "brand" | "success" | "warning" | "danger";

/** Each status's look; its name is campaigns.status.<STATUS> in the messages. */
export const CAMPAIGN_STATUSES: { status: CampaignStatus; tone: Tone; icon: typeof Timer }[] = [
  { status: "DRAFT", tone: "neutral", icon: FilePen },
  { status: "SCHEDULED", tone: "brand", icon: Timer },
  { status: "SENDING", tone: "brand", icon: LoaderCircle },
  { status: "SENT", tone: "success", icon: CircleCheck },
  { status: "PAUSED", tone: "warning", icon: CirclePause },
  { status: "CANCELLED", tone: "neutral", icon: Ban },
  { status: "FAILED", tone: "danger", icon: CircleAlert },
];

function campaignStatusInfo(status: CampaignStatus) {
  return CAMPAIGN_STATUSES.find((item) => item.status === status) ?? CAMPAIGN_STATUSES[0];
}

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const t = useTranslations("campaigns.status");
  const { status: known, tone, icon: Icon } = campaignStatusInfo(status);
  return (
    <Badge tone={tone} data-testid="campaign-status">
      <Icon aria-hidden className={`size-3 ${status === "SENDING" ? "animate-spin" : ""}`} />
      {t(known)}
    </Badge>
  );
}
