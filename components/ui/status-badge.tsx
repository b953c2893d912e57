import type { LucideIcon } from "lucide-react";
import { Badge, type BadgeTone } from "./badge";

/** How one status of a campaign or an email looks: its badge's colour and icon. */
export type StatusLook<Status extends string> = { status: Status; tone: BadgeTone; icon: LucideIcon };

/** A status as a badge: its icon (turning while it is SENDING) and its name, as `label` gives it. */
export function StatusBadge<Status extends string>({
  status,
  looks,
  label,
  testId,
}: {
  status: Status;
  looks: StatusLook<Status>[];
  /** The name shown, given the status whose look is shown. */
  label: (shown: Status) => string;
  testId: string;
}) {
  // The first look stands in for a status the list does not know.
  const { status: shown, tone, icon: Icon } = looks.find((item) => item.status === status) ?? looks[0];
  return (
    <Badge tone={tone} data-testid={testId}>
      <Icon aria-hidden className={`size-3 ${status === "SENDING" ? "animate-spin" : ""}`} />
      {label(shown)}
    </Badge>
  );
}
