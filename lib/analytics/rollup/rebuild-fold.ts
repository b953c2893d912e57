import type { DriverCopy, DriverQuery } from "@/lib/db/driver-transaction";
import { latestPerContact } from "./contact-engagement";
import { addRows, foldEmailStates, statesToSave, type StateRow } from "./fold-rows";
import { Increments, type FoldRow } from "./increments";
import { savedStates } from "./own-counters";
import { StagingWriter } from "./rebuild-staging";
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
/** Fetches issued ahead of the one the fold waits for. */
const FETCHES_AHEAD = 4;

type RebuildRow = FoldRow & { emailCampaignId: string | null; sentAt: Date | null; counted: boolean };

/** A rebuild's reading transactions' settings: room to sort the team's rows and hash the staged ones. */
export const REBUILD_READ_SETTINGS = "SET LOCAL work_mem = '256MB'; SET LOCAL jit = off";

/** The team's live rows in the order a rebuild folds them ($1: the team). */
export const TEAM_ROWS_IN_FOLD_ORDER = teamRowsInFoldOrder("");

/** One part of them: each recipient's rows fall whole in one of `$2` parts, and this is part `$3`
 * (a recipient's presence rows, email states and engagement are then the one part's alone). */
const PART_OF_TEAM_ROWS = teamRowsInFoldOrder(
  `AND (hashtext(COALESCE(t."contactId", t."emailId")) & 2147483647) % $2::int = $3::int`,
);

function teamRowsInFoldOrder(partFilter: string) {
  return `
  SELECT t."teamId", t."emailId", t."campaignId", t."contactId", t.event, t.timestamp AT TIME ZONE 'UTC' AS timestamp,
         t.browser, t.os, t."deviceType", t.city, t.region, t.country, t.url, t."isAutomated",
         e."campaignId" AS "emailCampaignId", e."sentAt" AT TIME ZONE 'UTC' AS "sentAt", (NOT e.test AND NOT e."isDeleted") AS counted
  FROM "EmailTracking" t JOIN "Email" e ON e.id = t."emailId"
  WHERE t."teamId" = $1 AND NOT t."isDeleted" ${partFilter}
  ORDER BY COALESCE(t."campaignId", ''), COALESCE(t."contactId", t."emailId"), t."emailId", t.timestamp`;
}

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

/** Folds one batch of whole recipients; its writes are issued, not awaited. */
async function foldBatch(
  query: DriverQuery,
  rows: RebuildRow[],
  timezone: string,
  counters: Increments,
  staging: StagingWriter,
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
  countPresent(into, into.presence.values());
  staging.addPresence(into.presence.values());
  // Last, once every increment of the emails' own scopes is known; it moves what the states' cap
  // leaves out into the counters.
  staging.addStates(savedStates(statesToSave(states, emails, into), into.own, into));
  counters.takeCounters(into);
  staging.addEngagement(latestPerContact(rows));
}

/** Tests fold with few rows a fetch and few bytes a copy, to cross their bounds often. `part`:
 * fold only that part of the team's rows (rebuild-fold-parts.ts folds the others beside it). */
export type RebuildFoldOptions = { rowsPerFetch?: number; stagedBytes?: number; part?: { index: number; of: number } };

/** Folds the team's live rows (the transaction's snapshot of them); answers how many it folded. */
export async function foldTeamRows(
  query: DriverQuery,
  copy: DriverCopy,
  teamId: string,
  { rowsPerFetch = ROWS_PER_FETCH, stagedBytes, part }: RebuildFoldOptions = {},
): Promise<number> {
  const { rows: zone } = await query<{ timezone: string }>(
    `SELECT COALESCE(NULLIF((SELECT timezone FROM "TeamSettings" WHERE "teamId" = $1), ''), 'UTC') AS timezone`,
    [teamId],
  );
  const timezone = zone[0].timezone;
  if (part && part.of > 1)
    await query(`DECLARE rebuild_rows NO SCROLL CURSOR FOR ${PART_OF_TEAM_ROWS}`, [teamId, part.of, part.index]);
  else await query(`DECLARE rebuild_rows NO SCROLL CURSOR FOR ${TEAM_ROWS_IN_FOLD_ORDER}`, [teamId]);
  const staging = new StagingWriter(copy, stagedBytes);
  const fetches = new FetchesAhead(() => query<RebuildRow>(`FETCH ${Math.floor(rowsPerFetch)} FROM rebuild_rows`));
  let counters = new Increments();
  const writeCounters = () => {
    staging.addCounters(counters.counters.values());
    counters = new Increments();
  };
  let carried: RebuildRow[] = [];
  let folded = 0;
  for (;;) {
    const { rows: fetched } = await fetches.next().catch(async (error: unknown) => {
      await staging.writes.settle(); // a write's own failure, rather than the aborted transaction's that followed it
      throw error;
    });
    const done = fetched.length === 0;
    let rows: RebuildRow[];
    if (done) [rows, carried] = [carried, []];
    else ({ whole: rows, carried } = wholeGroups(carried, fetched));
    if (rows.length > 0) {
      await foldBatch(query, rows, timezone, counters, staging);
      folded += rows.length;
      if (counters.counters.size >= COUNTERS_KEPT) writeCounters();
    }
    if (done) break;
    // A turn of the event loop: the connection sends its next statement (a fetch or a copy) and
    // takes in what came back, which it can do only between batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
  await fetches.drain();
  writeCounters();
  staging.writes.add(query("CLOSE rebuild_rows"));
  await staging.finish();
  return folded;
}

/** The cursor's next fetches, FETCHES_AHEAD of them issued before they are needed: the database
 * reads rows while the fold works, and a copy queued between two fetches does not leave the fold
 * waiting. Fetches issued past the cursor's end answer no rows. */
class FetchesAhead {
  private readonly issued: Promise<{ rows: RebuildRow[] }>[] = [];

  constructor(private readonly fetch: () => Promise<{ rows: RebuildRow[] }>) {}

  next(): Promise<{ rows: RebuildRow[] }> {
    while (this.issued.length < FETCHES_AHEAD) {
      const fetch = this.fetch();
      fetch.catch(() => undefined); // reported when its turn comes, by `next`
      this.issued.push(fetch);
    }
    return this.issued.shift()!;
  }

  /** Waits for the fetches still issued (past the end; their failure is the transaction's). */
  async drain(): Promise<void> {
    await Promise.allSettled(this.issued.splice(0));
  }
}
