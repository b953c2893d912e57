import { randomUUID } from "node:crypto";
import { foldRows, lockTeams } from "@/lib/analytics/rollup/fold-rows";
import { withDriverTransaction } from "@/lib/db/driver-transaction";
import { jsonRowsInsert, type JsonRowColumn } from "@/lib/db/json-rows";
import type { EmailTracking, Prisma } from "@/lib/generated/prisma/client";

// One INSERT per batch of tracking hits, the rows sent as one JSON parameter (lib/db/json-rows.ts).
// Prisma's createManyAndReturn serialises every value of every row on the event loop that also
// answers the pixel requests. The statement and the fold go through the driver
// (lib/db/driver-transaction.ts), not Prisma's query compiler. Ids are
// made here, so the rows (and the events published from them) are known without RETURNING: UUIDs,
// because cuid2's SHA-3 (about 15 µs an id) was a tenth of the ingest path's CPU at pixel rates.

type Row = Prisma.EmailTrackingCreateManyInput;

const text = (value: string | null | undefined) => value ?? null;

const COLUMNS: JsonRowColumn<EmailTracking>[] = [
  ["id", "text", (row) => row.id],
  ["teamId", "text", (row) => row.teamId],
  ["emailId", "text", (row) => row.emailId],
  ["event", '"TrackingEvent"', (row) => row.event],
  ["timestamp", "timestamptz", (row) => row.timestamp.toISOString()],
  ["campaignId", "text", (row) => row.campaignId],
  ["contactId", "text", (row) => row.contactId],
  ["browser", "text", (row) => row.browser],
  ["os", "text", (row) => row.os],
  ["deviceType", '"DeviceType"', (row) => row.deviceType],
  ["ipAddress", "text", (row) => row.ipAddress],
  ["city", "text", (row) => row.city],
  ["region", "text", (row) => row.region],
  ["country", "text", (row) => row.country],
  ["userAgent", "text", (row) => row.userAgent],
  ["url", "text", (row) => row.url],
  ["metadata", "jsonb", (row) => row.metadata],
  ["isAutomated", "boolean", (row) => row.isAutomated],
  ["rolledUp", "boolean", (row) => row.rolledUp],
];

const INSERT = jsonRowsInsert("EmailTracking", COLUMNS);

// A replayed batch (the spool drained after a crash, or hits a failed writing thread handed back)
// may hold rows that were committed before: their ids were given when the hits were taken in, so
// those already stored are left out of both the INSERT and the fold, under the teams' lock.
const STORED_KEYS = `SELECT t.id FROM "EmailTracking" t
  JOIN unnest($1::text[], $2::timestamptz[]) AS k(id, ts) ON t.id = k.id AND t."timestamp" = k.ts`;

/** Stores the rows in one statement, folds them into the analytics roll-ups, and answers them as
 * stored. `skipStored`: leave out the rows whose id is stored already (a replay). */
export async function insertTrackingRows(
  rows: Row[],
  { skipStored = false }: { skipStored?: boolean } = {},
): Promise<EmailTracking[]> {
  if (rows.length === 0) return [];
  const now = new Date();
  let stored: EmailTracking[] = rows.map((row) => ({
    id: row.id ?? randomUUID(),
    teamId: row.teamId,
    emailId: row.emailId,
    event: row.event,
    timestamp: row.timestamp ? new Date(row.timestamp) : now,
    campaignId: text(row.campaignId),
    contactId: text(row.contactId),
    browser: text(row.browser),
    os: text(row.os),
    deviceType: row.deviceType ?? null,
    ipAddress: text(row.ipAddress),
    city: text(row.city),
    region: text(row.region),
    country: text(row.country),
    userAgent: text(row.userAgent),
    url: text(row.url),
    metadata: (row.metadata ?? null) as EmailTracking["metadata"],
    isAutomated: row.isAutomated ?? false,
    isDeleted: false,
    rolledUp: true,
    createdAt: now,
    updatedAt: now,
  }));
  // The analytics roll-ups move with the rows, in the same transaction (lib/analytics/rollup).
  await withDriverTransaction(async (query) => {
    await lockTeams(
      query,
      stored.map((row) => row.teamId),
    );
    if (skipStored) {
      const { rows: found } = await query<{ id: string }>(STORED_KEYS, [
        stored.map((row) => row.id),
        stored.map((row) => row.timestamp.toISOString()),
      ]);
      const already = new Set(found.map((row) => row.id));
      stored = stored.filter((row) => !already.has(row.id));
      if (stored.length === 0) return;
    }
    await foldRows(query, stored, () => query(INSERT.sql, [INSERT.parameter(stored)]));
  });
  return stored;
}
