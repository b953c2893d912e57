import { randomUUID } from "node:crypto";
import { lockTeamsUnlessRebuilding } from "@/lib/analytics/rollup/fold-locks";
import { foldRows } from "@/lib/analytics/rollup/fold-rows";
import { withDriverTransaction } from "@/lib/db/driver-transaction";
import { copyTextField, CopyTextBuffer } from "@/lib/imports/copy-text-buffer";
import type { EmailTracking, Prisma } from "@/lib/generated/prisma/client";

// One COPY per batch of tracking hits, through the driver (lib/db/driver-transaction.ts), not
// Prisma's query compiler: PostgreSQL takes COPY's rows in bulk, where an INSERT ... SELECT from a
// JSON parameter (as before, lib/db/json-rows.ts) parsed the JSON and inserted row by row. Ids are
// made here, so the rows (and the events published from them) are known without RETURNING: UUIDs,
// because cuid2's SHA-3 (about 15 µs an id) was a tenth of the ingest path's CPU at pixel rates.

type Row = Prisma.EmailTrackingCreateManyInput;

const text = (value: string | null | undefined) => value ?? null;

/** Prisma's timestamp(3) columns hold UTC wall time; a zone in the input is ignored by them. */
const wallTime = (at: Date) => at.toISOString();

const COLUMNS: [column: string, value: (row: EmailTracking) => string | null][] = [
  ["id", (row) => row.id],
  ["teamId", (row) => row.teamId],
  ["emailId", (row) => row.emailId],
  ["event", (row) => row.event],
  ["timestamp", (row) => wallTime(row.timestamp)],
  ["campaignId", (row) => row.campaignId],
  ["contactId", (row) => row.contactId],
  ["browser", (row) => row.browser],
  ["os", (row) => row.os],
  ["deviceType", (row) => row.deviceType],
  ["ipAddress", (row) => row.ipAddress],
  ["city", (row) => row.city],
  ["region", (row) => row.region],
  ["country", (row) => row.country],
  ["userAgent", (row) => row.userAgent],
  ["url", (row) => row.url],
  ["metadata", (row) => (row.metadata === null ? null : JSON.stringify(row.metadata))],
  ["isAutomated", (row) => (row.isAutomated ? "t" : "f")],
  ["rolledUp", (row) => (row.rolledUp ? "t" : "f")],
  ["createdAt", (row) => wallTime(row.createdAt)],
  ["updatedAt", (row) => wallTime(row.updatedAt)],
];

const COPY_TARGET = `"EmailTracking" (${COLUMNS.map(([column]) => `"${column}"`).join(", ")})`;

/** The rows in COPY's text format. */
function copyRows(rows: EmailTracking[]): Buffer {
  const buffer = new CopyTextBuffer(Buffer.allocUnsafe(rows.length * 512));
  for (const row of rows) buffer.push(COLUMNS.map(([, value]) => copyTextField(value(row))).join("\t"));
  return buffer.finish();
}

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
  // The analytics roll-ups move with the rows, in the same transaction (lib/analytics/rollup), except
  // those of a team whose roll-ups are being rebuilt: its rows are stored unfolded, for the fold that
  // follows the rebuild (fold-locks.ts), rather than wait for it.
  await withDriverTransaction(async (query, copy) => {
    const rebuilding = await lockTeamsUnlessRebuilding(
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
    const written = stored;
    if (rebuilding.size > 0) for (const row of written) if (rebuilding.has(row.teamId)) row.rolledUp = false;
    await foldRows(query, rebuilding.size > 0 ? written.filter((row) => row.rolledUp) : written, () =>
      copy(COPY_TARGET, copyRows(written)),
    );
  });
  return stored;
}
