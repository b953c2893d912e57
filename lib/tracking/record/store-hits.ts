import { driverQuery } from "@/lib/db/driver-transaction";
import type { EmailTracking, Prisma } from "@/lib/generated/prisma/client";
import { readOpenToken } from "@/lib/tracking/tokens/tracking-tokens";
import {
  buildTrackingRow,
  type QueuedHit,
  type TrackedEmail,
  type TrackingHit,
} from "@/lib/tracking/enrich/build-entry";
import { insertTrackingRows } from "./insert-tracking-rows";

/** What a batch stored, and each stored row's recipient (the `to` its event carries). */
export type StoredHits = { rows: EmailTracking[]; recipients: Record<string, string> };

/** The hits whose email is known: an open pixel's token is checked here, and a forged or altered
 * one records nothing. */
function checkedHits(batch: QueuedHit[]): TrackingHit[] {
  const hits: TrackingHit[] = [];
  for (const hit of batch) {
    if (hit.emailId !== undefined) hits.push(hit);
    else {
      const emailId = readOpenToken(hit.openToken)?.emailId;
      if (emailId)
        hits.push({
          id: hit.id,
          replayed: hit.replayed,
          emailId,
          event: hit.event,
          timestamp: hit.timestamp,
          userAgent: hit.userAgent,
          ip: hit.ip,
          method: hit.method,
          fromHit: hit.fromHit,
        });
    }
  }
  return hits;
}

/** A batch readied outside its transaction: its rows built, each email's recipient known. */
export type PreparedHits = {
  rows: Prisma.EmailTrackingCreateManyInput[];
  recipientOf: Map<string, string>;
  replayed: boolean;
};

/** Checks the hits' open tokens, resolves their emails with one query and builds their rows (user
 * agent, geolocation): the part of a batch that needs no transaction, which the recorder's thread
 * runs for the next batch while the previous one commits (hit-queue.ts). */
export async function prepareHits(queued: QueuedHit[]): Promise<PreparedHits> {
  const batch = checkedHits(queued);
  const recipientOf = new Map<string, string>();
  if (batch.length === 0) return { rows: [], recipientOf, replayed: false };
  const ids = [...new Set(batch.map((hit) => hit.emailId))];
  // Through the driver, like the INSERT: Prisma's findMany cost about 6 ms of CPU per batch here.
  const emails = await driverQuery<TrackedEmail & { to: string }>(
    `SELECT id, "teamId", "campaignId", "contactId", "sentAt" AT TIME ZONE 'UTC' AS "sentAt", "to" FROM "Email" WHERE id = ANY($1::text[]) AND NOT "isDeleted"`,
    [ids],
  );
  const byId = new Map(emails.map((email) => [email.id, email]));
  for (const email of emails) recipientOf.set(email.id, email.to);
  // A genuine token whose email is gone (or never existed in this database) records nothing.
  const rows = await Promise.all(
    batch.flatMap((hit) => {
      const email = byId.get(hit.emailId);
      return email ? [buildTrackingRow(hit, email)] : [];
    }),
  );
  return { rows, recipientOf, replayed: batch.some((hit) => hit.replayed) };
}

/** Stores a prepared batch's rows (folded into the roll-ups) in one transaction. Publishing is left
 * to the caller: the recorder's thread hands the rows of listening teams back to the main thread,
 * whose subscribers enqueue the webhook and automation jobs. */
export async function storePreparedHits({ rows, recipientOf, replayed }: PreparedHits): Promise<StoredHits> {
  const stored = await insertTrackingRows(rows, { skipStored: replayed });
  const recipients: Record<string, string> = {};
  for (const row of stored) recipients[row.emailId] ??= recipientOf.get(row.emailId)!;
  return { rows: stored, recipients };
}

/** prepareHits then storePreparedHits. */
export async function storeHits(queued: QueuedHit[]): Promise<StoredHits> {
  return storePreparedHits(await prepareHits(queued));
}
