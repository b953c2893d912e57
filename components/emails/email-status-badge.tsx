import { Ban, CircleAlert, CircleCheck, Clock, LoaderCircle, MailX, Timer } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { EmailStatus } from "@/lib/queries/emails";

type Tone = "neutral" | "brand" | "success" | "warning" | "danger";

// Labels are the emails.status messages, keyed by the status itself.
export const EMAIL_STATUSES: { status: EmailStatus; tone: Tone; icon: typeof Clock }[] = [
  { status: "QUEUED", tone: "neutral", icon: Clock },
  { status: "SCHEDULED", tone: "brand", icon: Timer },
  { status: "SENDING", tone: "brand", icon: LoaderCircle },
  { status: "SENT", tone: "success", icon: CircleCheck },
  { status: "FAILED", tone: "danger", icon: CircleAlert },
  { status: "BOUNCED", tone: "warning", icon: MailX },
  { status: "CANCELLED", tone: "neutral", icon: Ban },
];

function statusInfo(status: EmailStatus) {
  return EMAIL_STATUSES.find((item) => item.status === status) ?? EMAIL_STATUSES[0];
}

export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  const t = useTranslations("emails.status");
  const { tone, icon: Icon } = statusInfo(status);
  return (
    <Badge tone={tone} data-testid="email-status">
      <Icon aria-hidden className={`size-3 ${status === "SENDING" ? "animate-spin" : ""}`} />
      {t(status)}
    </Badge>
  );
}
