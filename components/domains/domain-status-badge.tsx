"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { Domain } from "@/lib/queries/domains";

type Status = Domain["status"];

// Labels: domains.status.<STATUS>.
const TONES: Record<Status, "warning" | "success" | "danger"> = {
  PENDING: "warning",
  VERIFIED: "success",
  FAILED: "danger",
};

/**
 * Pending, Verified or Failed, for a domain or one of its records. A recommended record that fails
 * is amber, not red: the domain verifies without it.
 */
export function DomainStatusBadge({
  status,
  recommended = false,
  title,
}: {
  status: Status;
  recommended?: boolean;
  title?: string;
}) {
  const t = useTranslations("domains.status");
  return (
    <Badge tone={status === "FAILED" && recommended ? "warning" : TONES[status]} title={title}>
      {t(status)}
    </Badge>
  );
}
