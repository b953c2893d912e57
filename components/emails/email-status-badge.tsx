import { Ban, CircleAlert, CircleCheck, Clock, LoaderCircle, MailX, Timer } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { EmailStatus } from "@/lib/queries/emails";

type Tone = "neutral" | "brand" | "success" | "warning" | "danger";

export const EMAIL_STATUSES: { status: EmailStatus; label: string; tone: Tone; icon: typeof Clock }[] = [
  { status: "QUEUED", label: "Queued", tone: "neutral", icon: Clock },
  { status: "SCHEDULED", label: "Scheduled", tone: "brand", icon: Timer },
  { status: "SENDING", label: "Sending", tone: "brand", icon: LoaderCircle },
  { status: "SENT", label: "Sent", tone: "success", icon: CircleCheck },
  { status: "FAILED", label: "Failed", tone: "danger", icon: CircleAlert },
  { status: "BOUNCED", label: "Bounced", tone: "warning", icon: MailX },
  { status: "CANCELLED", label: "Cancelled", tone: "neutral", icon: Ban },
];

export function statusInfo(status: EmailStatus) {
  return EMAIL_STATUSES.find((item) => item.status === status) ?? EMAIL_STATUSES[0];
}

export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  const { label, tone, icon: Icon } = statusInfo(status);
  return (
    <Badge tone={tone} data-testid="email-status">
      <Icon aria-hidden className={`size-3 ${status === "SENDING" ? "animate-spin" : ""}`} />
      {label}
    </Badge>
  );
}
