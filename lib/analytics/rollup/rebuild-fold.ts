import type { DriverCopy, DriverQuery } from "@/lib/db/driver-transaction";
import { latestPerContact } from "./contact-engagement";
import { addRows, foldEmailStates, statesToSave, type StateRow } from "./fold-rows";
import { Increments, type FoldRow } from "./increments";
import { savedStates } from "./own-counters";
import { stageCounters, stageEngagement, stagePresence, stageStates } from "./rebuild-stage";
import { countPresent } from "./write-rollups";

// A rebuild's fold (rebuild-rollups.ts): every live tracking row of a team into roll-ups made
// afresh in staging tables (rebuild-stage.ts), in the rebuild's one transaction, which holds the
// team's fold lock throughout. Rows are read, never rewritten: one cursor over the team's rows in
// (campaign, recipient, email, time) order, a batch of them folded while the database writes the
// batch before. Because the staged roll-ups start empty and a batch ends only where a recipient of
// a campaign does, what each batch counts once (a campaign's openers, a link's clickers, an hour's
// recipients...) is new for certain: no presence row needs checking. Counters are summed over many
// batches before they are written, and each email is folded whole, in time order. The fold's
// arithmetic is fold-rows.ts's own; only the reading and writing differ.

// Small batches: a batch's rows and increments then die young, and the fold of 1M rows took 85 s
// at 400 rows a fetch against 104 s at 5,000 (bench/README.md, analytics-reports).
const ROWS_PER_FETCH = 500;
/** Counter increments kept before they are written: a campaign's rows come together, so most of
 * its counters are written once. */
const COUNTERS_KEPT = 100_000;

type RebuildRow = FoldRow & { emailCampaignId: string | null; sentAt: Date | null; counted: boolean };

/** The team's live rows in the order a rebuild folds them ($1: the team). */
export const TEAM_ROWS_IN_FOLD_ORDER = `
  SELECT t."teamId", t."emailId", t."campaignId", t."contactId", t.event, t.timestamp AT TIME ZONE 'UTC' AS timestamp,
         t.browser, t.os, t."deviceType", t.city, t.region, t.country, t.url, t."isAutomated",
         e."campaignId" AS "emailCampaignId", e."sentAt" AT TIME ZONE 'UTC' AS "sentAt", (NOT e.test AND NOT e."isDeleted") AS counted
  FROM "EmailTracking" t JOIN "Email" e ON e.id = t."emailId"
  WHERE t."teamId" = $1 AND NOT t."isDeleted"
  ORDER BY COALESCE(t."campaignId", ''), COALESCE(t."contactId", t."emailId"), t."emailId", t.timestamp`;

/** The campaign and recipient whose presence rows a row's fold may add (increments.ts). */
const groupOf = (row: FoldRow) => `${row.campaignId ?? ""}\u0000${row.contactId ?? row.emailId}`;

/** The index where the rows' last group begins (its rows may go on in the next fetch). */
function lastGroupStart(rows: RebuildRow[]): number {
  const last = groupOf(rows[rows.length - 1]);
  let start = rows.length - 1;
  while (start > 0 && groupOf(rows[start - 1]) === last) start -= 1;
  return start;
}

/** Splits what was carried and what was fetched into whole groups to fold now and the last group,
 * which may go on in the next fetch (kept in `carried`, which the caller owns). */
function wholeGroups(carried: RebuildRow[], fetched: RebuildRow[]): { whole: RebuildRow[]; carried: RebuildRow[] } {
  const cut = lastGroupStart(fetched);
  if (cut > 0) return { whole: carried.concat(fetched.slice(0, cut)), carried: fetched.slice(cut) };
  // One group fetched: it goes on from the carried one (a recipient with many rows), or follows it.
  if (carried.length > 0 && groupOf(carried[0]) === groupOf(fetched[0])) {
    for (const row of fetched) carried.push(row);
    return { whole: [], carried };
  }
  return { whole: carried, carried: fetched };
}

/** Statements issued and not yet awaited; the first failure is the one reported. */
class PendingWrites {
  private writes: Promise<unknown>[] = [];
  private failure: { error: unknown } | null = null;

  add(write: Promise<unknown> | null | undefined) {
    if (!write) return;
    write.catch((error: unknown) => {
      this.failure ??= { error };
    });
    this.writes.push(write);
  }

  /** Waits for every write; throws the first that failed. */
  async settle(): Promise<void> {
    await Promise.allSettled(this.writes);
    this.writes = [];
    if (this.failure) throw this.failure.error;
  }
}

/** Folds one batch of whole recipients; its writes are issued, not awaited. */
async function foldBatch(
  query: DriverQuery,
  copy: DriverCopy,
  rows: RebuildRow[],
  timezone: string,
  counters: Increments,
  writes: PendingWrites,
) {
  const emails = new Map<string, StateRow>();
  for (const row of rows)
    if (!emails.has(row.emailId))
      emails.set(row.emailId, {
        id: row.emailId,
        teamId: row.teamId,
        campaignId: row.emailCampaignId,
        sentAt: row.sentAt,
        counted: row.counted,
        timezone,
        state: null,
        counters: null,
      });
  const into = new Increments();
  addRows(into, rows, emails);
  // Each email's rows arrive whole and in time order onto an empty state: nothing to recompute.
  const states = await foldEmailStates(query, rows, emails, into);
  const present = [...into.presence.values()];
  countPresent(into, present);
  writes.add(stagePresence(copy, present));
  // Last, once every increment of the emails' own scopes is known; it moves what the states' cap
  // leaves out into the counters.
  writes.add(stageStates(copy, savedStates(statesToSave(states, emails, into), into.own, into)));
  for (const delta of into.counters.values()) counters.addToRow(delta);
  writes.add(stageEngagement(copy, latestPerContact(rows)));
}

/** Folds the team's live rows (the transaction's snapshot of them); answers how many it folded. */
export async function foldTeamRows(
  query: DriverQuery,
  copy: DriverCopy,
  teamId: string,
  { rowsPerFetch = ROWS_PER_FETCH }: { rowsPerFetch?: number } = {},
): Promise<number> {
  const { rows: zone } = await query<{ timezone: string }>(
    `SELECT COALESCE(NULLIF((SELECT timezone FROM "TeamSettings" WHERE "teamId" = $1), ''), 'UTC') AS timezone`,
    [teamId],
  );
  const timezone = zone[0].timezone;
  await query(`DECLARE rebuild_rows NO SCROLL CURSOR FOR ${TEAM_ROWS_IN_FOLD_ORDER}`, [teamId]);
  const fetchRows = () => query<RebuildRow>(`FETCH ${Math.floor(rowsPerFetch)} FROM rebuild_rows`);
  const writes = new PendingWrites();
  let counters = new Increments();
  const writeCounters = () => {
    writes.add(stageCounters(copy, [...counters.counters.values()]));
    counters = new Increments();
  };
  let carried: RebuildRow[] = [];
  let folded = 0;
  let next = fetchRows();
  for (;;) {
    const { rows: fetched } = await next.catch(async (error: unknown) => {
      await writes.settle(); // a write's own failure, rather than the aborted transaction's that followed it
      throw error;
    });
    const done = fetched.length === 0;
    // Issued now, so that the database reads the next rows while this batch is worked out; it
    // runs before this batch's writes, and the one after it after them.
    if (!done) next = fetchRows();
    let rows: RebuildRow[];
    if (done) [rows, carried] = [carried, []];
    else ({ whole: rows, carried } = wholeGroups(carried, fetched));
    if (rows.length > 0) {
      await foldBatch(query, copy, rows, timezone, counters, writes);
      folded += rows.length;
      if (counters.counters.size >= COUNTERS_KEPT) writeCounters();
    }
    if (done) break;
  }
  writeCounters();
  writes.add(query("CLOSE rebuild_rows"));
  await writes.settle();
  return folded;
}
