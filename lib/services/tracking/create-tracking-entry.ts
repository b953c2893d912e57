import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { TrackingEvent } from "@/lib/generated/prisma/enums";
import { publishEvents } from "@/lib/services/events";
import { buildTrackingRow, TRACKED_EMAIL_SELECT } from "@/lib/tracking/enrich/build-entry";
import { trackingEvent } from "@/lib/services/tracking/record/tracking-events";
import { applyNegativeEvent } from "./apply-negative-event";
import { toTrackingEntryDto } from "./to-tracking-entry-dto";

export type TrackingEntryInput = {
  emailId: string;
  event: TrackingEvent;
  timestamp?: Date;
  url?: string;
  userAgent?: string | null;
  ipAddress?: string | null;
  metadata?: Prisma.InputJsonValue;
  /** Pixel/link tokens posted by a reader's client carry its user agent and address. */
  fromHit?: boolean;
  method?: string;
};

/**
 * Stores one tracking entry right away (POST /t answers the created row, so it cannot be batched)
 * and applies its consequences in the same transaction: bounces and complaints update the
 * contact and suppress the address. `teamId` null looks the email up in any team: only for
 * signed tokens, whose signature is the authority.
 */
export async function createTrackingEntry({ teamId, input }: { teamId: string | null; input: TrackingEntryInput }) {
  const email = await db.email.findFirst({
    where: { id: input.emailId, ...(teamId ? { teamId } : {}) },
    select: { ...TRACKED_EMAIL_SELECT, to: true, contact: { select: { email: true } } },
  });
  if (!email) throw ApiError.notFound("Email not found");
  const row = await buildTrackingRow(
    {
      emailId: email.id,
      event: input.event,
      timestamp: input.timestamp ?? new Date(),
      userAgent: input.userAgent,
      ip: input.ipAddress,
      url: input.url,
      metadata: input.metadata,
      method: input.method,
      fromHit: input.fromHit ?? false,
    },
    email,
  );
  const created = await db.$transaction(async (tx) => {
    const entry = await tx.emailTracking.create({ data: row });
    await applyNegativeEvent(tx, { teamId: email.teamId, event: input.event, email, source: "api" });
    return entry;
  });
  await publishEvents([trackingEvent(created, email.to)]);
  return toTrackingEntryDto(created);
}
