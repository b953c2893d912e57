import type { DomainEvent } from "@/lib/events/domain-events";
import type { EmailTracking } from "@/lib/generated/prisma/client";
import { toTrackingEntryDto } from "@/lib/services/tracking/to-tracking-entry-dto";
import { parseAddress } from "@/lib/validation/emails";

/** The recipient's bare address from an email's `to` ("Ann <ann@x.com>" -> "ann@x.com"). */
export const recipientOf = (to: string) => parseAddress(to)?.address ?? to;

/**
 * The event of a stored tracking entry: docs/contract.md section 12 makes its `data` the EmailTracking
 * object plus `recipient`. Automated (proxy, scanner) entries are published too, flagged by
 * `isAutomated`, so receivers can tell them apart as the analytics do.
 */
export function trackingEvent(row: EmailTracking, to: string): DomainEvent {
  // Built on first read: a batch of pixel hits publishes hundreds of events, and when no webhook or
  // automation of the team listens, nobody reads their data.
  let data: Record<string, unknown> | undefined;
  return {
    teamId: row.teamId,
    type: row.event,
    timestamp: row.timestamp,
    get data() {
      return (data ??= { ...toTrackingEntryDto(row), recipient: recipientOf(to) });
    },
  };
}
