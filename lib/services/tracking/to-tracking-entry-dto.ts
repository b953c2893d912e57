import type { EmailTracking } from "@/lib/generated/prisma/client";
import { toTrackingDto } from "@/lib/services/emails/to-email-dto";

/** The EmailTracking object of docs/interface.md as POST /t answers it: the log's shape plus `metadata`. */
export function toTrackingEntryDto(row: EmailTracking) {
  return { ...toTrackingDto(row), metadata: row.metadata ?? null };
}
