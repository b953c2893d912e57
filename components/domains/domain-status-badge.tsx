import { Badge } from "@/components/ui/badge";
import type { Domain } from "@/lib/queries/domains";

type Status = Domain["status"];

const LOOKS: Record<Status, { label: string; tone: "warning" | "success" | "danger" }> = {
  PENDING: { label: "Pending", tone: "warning" },
  VERIFIED: { label: "Verified", tone: "success" },
  FAILED: { label: "Failed", tone: "danger" },
};

/**
 * Pending, Verified or Failed, for a domain or one of its records. A recommended record that fails
 * is amber, not red: the domain verifies without it.
 */
export function DomainStatusBadge({ status, recommended = false, title }: { status: Status; recommended?: boolean; title?: string }) {
  const look = LOOKS[status];
  return (
    <Badge tone={status === "FAILED" && recommended ? "warning" : look.tone} title={title}>
      {look.label}
    </Badge>
  );
}
