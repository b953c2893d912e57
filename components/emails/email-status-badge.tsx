import { Ban, CircleAlert, CircleCheck, Clock, LoaderCircle, MailX, Timer } from "lucide-react";
import { useTranslations } from "next-intl";
import { StatusBadge, type StatusLook } from "@/components/ui/status-badge";
import type { EmailStatus } from "@/lib/queries/emails";

// Labels are the emails.status messages, keyed by the status itself.
export const EMAIL_STATUSES: StatusLook<EmailStatus>[] = [
  { status: "QUEUED", tone: "neutral", icon: Clock },
  { status: "SCHEDULED", tone: "brand", icon: Timer },
  { status: "SENDING", tone: "brand", icon: LoaderCircle },
  { status: "SENT", tone: "success", icon: CircleCheck },
  { status: "FAILED", tone: "danger", icon: CircleAlert },
  { status: "BOUNCED", tone: "warning", icon: MailX },
  { status: "CANCELLED", tone: "neutral", icon: Ban },
];

export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  const t = useTranslations("emails.status");
  return <StatusBadge status={status} looks={EMAIL_STATUSES} label={() => t(status)} testId="email-status" />;
}
