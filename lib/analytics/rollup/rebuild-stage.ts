import type { DriverQuery } from "@/lib/db/driver-transaction";
import { EMAIL_SCOPE } from "./keys";

// Where a rebuild (rebuild-fold.ts) puts the roll-ups it works out: temporary tables of its
// transaction, without indexes, written by COPY; at the end the team's roll-up tables are made
// equal to them, writing only the rows that differ (as PostgreSQL refreshes a materialized view
// concurrently). Deleting a team's roll-ups and inserting them again cost far more than working
// them out: each new row's unique key met the deleted row's index entry and checked that row on
// its heap page, about 47 µs a presence row (bench/README.md, analytics-reports). A team whose
// roll-ups were right gets nothing rewritten; one restored without them gets plain inserts.

/** The temporary tables the rebuild writes, and the roll-up table each has the columns of. */
const STAGED: [staged: string, like: string][] = [
  ["rebuild_presence", "AnalyticsPresence"],
  ["rebuild_counter", "AnalyticsCounter"],
  ["rebuild_state", "AnalyticsEmailState"],
  ["rebuild_engagement", "ContactEngagement"],
];

type Stage = {
  /** The roll-up table. */
  table: string;
  key: string[];
  values: string[];
  /** Its rows as rebuilt: a staged table, or a query of them with one row a key. */
  source: { staged: string } | { query: string };
};

// In this order: the timeline modes are read off the merged counters.
const STAGES: Stage[] = [
  { table: "AnalyticsPresence", key: ["scope", "dim", "member"], values: [], source: { staged: "rebuild_presence" } },
  {
    table: "AnalyticsCounter",
    key: ["scope", "dim", "k1", "k2"],
    values: ["n", "u", "sum", "minAt", "maxAt"],
    // A counter is staged once for each time the fold wrote out its increments.
    source: {
      query: `SELECT scope, dim, k1, k2, min("teamId") AS "teamId", sum(n)::bigint AS n, sum(u)::bigint AS u, sum(sum) AS sum,
                min("minAt") AS "minAt", max("maxAt") AS "maxAt"
              FROM rebuild_counter GROUP BY 1, 2, 3, 4`,
    },
  },
  {
    // The timeline buckets' most frequent values, by the readers' tie rule (write-rollups.ts).
    table: "AnalyticsTimelineMode",
    key: ["scope", "bucket"],
    values: ["value", "n"],
    source: {
      query: `SELECT DISTINCT ON (scope, k1) scope, k1 AS bucket, "teamId", k2 AS value, n FROM rebuilt_analyticscounter
              WHERE dim = 'tm' AND n > 0 AND scope NOT LIKE '${EMAIL_SCOPE}%' ORDER BY scope, k1, n DESC, k2`,
    },
  },
  {
    table: "AnalyticsEmailState",
    key: ["emailId"],
    values: ["campaignId", "state"],
    source: { staged: "rebuild_state" },
  },
  {
    table: "ContactEngagement",
    key: ["contactId", "campaignId"],
    values: ["lastOpenAt", "lastClickAt"],
    // A contact erased since its rows were stored has none to attach to (contact-engagement.ts).
    source: {
      query: `SELECT "contactId", "campaignId", min("teamId") AS "teamId", max("lastOpenAt") AS "lastOpenAt", max("lastClickAt") AS "lastClickAt"
              FROM rebuild_engagement s WHERE EXISTS (SELECT 1 FROM "Contact" c WHERE c.id = s."contactId") GROUP BY 1, 2`,
    },
  },
];

const quoted = (column: string) => `"${column}"`;

/** Creates the transaction's staging tables (dropped when it ends). */
export async function createStages(query: DriverQuery): Promise<void> {
  for (const [staged, like] of STAGED) await query(`CREATE TEMP TABLE ${staged} (LIKE "${like}") ON COMMIT DROP`);
}

/**
 * Makes the team's roll-up tables equal to the staged ones: deletes the rows the rebuild did not
 * make, updates those whose values differ, inserts the missing ones. One full join of the two a
 * table (hashed, not a lookup a row) finds the rows that differ; a rebuild that found the team's
 * roll-ups right stops there. The few that differ are then written through the tables' keys.
 * Answers how many rows it wrote in each roll-up table it changed.
 */
export async function mergeStages(query: DriverQuery, teamId: string): Promise<Map<string, number>> {
  const written = new Map<string, number>();
  for (const stage of STAGES) {
    // Sorting both sides by their text keys (a merge join) took 4 s a side for 1.8M presence rows,
    // and a lookup a row met the deleted rows' index entries: a hash join, in the 256 MB of the
    // rebuild's work_mem (rebuild-rollups.ts).
    await query("SET LOCAL enable_mergejoin = off");
    await query("SET LOCAL enable_nestloop = off");
    let source: string;
    if ("staged" in stage.source) source = stage.source.staged;
    else {
      source = `rebuilt_${stage.table.toLowerCase()}`;
      await query(`CREATE TEMP TABLE ${source} ON COMMIT DROP AS ${stage.source.query}`);
    }
    // The planner's row counts for the joins below (a temporary table has no statistics until
    // analyzed). Its keys' statistics are all the joins use: sampling the states' JSON too took
    // 0.4 s of a rebuild of 300,000 entries.
    await query(`ANALYZE ${source} (${stage.key.map(quoted).join(", ")})`);
    if (!(await findDifferences(query, stage, source, teamId))) continue;
    // The differing rows are few next to the table: each found through the table's key.
    await query("SET LOCAL enable_nestloop = on");
    await query(`ANALYZE ${DIFFERENCES}`);
    written.set(stage.table, await writeDifferences(query, stage, teamId));
  }
  return written;
}

/** Puts the rows of `stage` that differ in DIFFERENCES, one each; whether there are any. */
async function findDifferences(query: DriverQuery, stage: Stage, source: string, teamId: string): Promise<boolean> {
  await query(`DROP TABLE IF EXISTS ${DIFFERENCES}`);
  const values = stage.values.map(quoted);
  const changed =
    values.length > 0
      ? ` OR ROW(${values.map((column) => `t.${column}`).join(", ")}) IS DISTINCT FROM ROW(${values.map((column) => `s.${column}`).join(", ")})`
      : "";
  // "gone": the team has the row and the rebuild did not make it; "new": the other way round.
  await query(
    `CREATE TEMP TABLE ${DIFFERENCES} ON COMMIT DROP AS
     SELECT ${stage.key.map((column) => `COALESCE(s.${quoted(column)}, t.${quoted(column)}) AS ${quoted(column)}`).join(", ")},
       s."teamId", ${values.map((column) => `s.${column}, `).join("")}s.ctid IS NULL AS gone, t.tid IS NULL AS new
     FROM ${source} s FULL JOIN (SELECT ctid AS tid, * FROM ${quoted(stage.table)} WHERE "teamId" = $1) t ON ${matching(stage.key)}
     WHERE s.ctid IS NULL OR t.tid IS NULL${changed}`,
    [teamId],
  );
  const { rows } = await query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${DIFFERENCES}) AS any`);
  return rows[0]?.any === true;
}

/** Writes the differences; answers how many rows it deleted, updated and inserted. */
async function writeDifferences(query: DriverQuery, stage: Stage, teamId: string): Promise<number> {
  const table = quoted(stage.table);
  const matches = matching(stage.key, "d");
  const deleted = await query(
    `DELETE FROM ${table} t USING ${DIFFERENCES} d WHERE d.gone AND t."teamId" = $1 AND ${matches}`,
    [teamId],
  );
  let updated = 0;
  if (stage.values.length > 0) {
    const values = stage.values.map(quoted);
    ({ rowCount: updated } = await query(
      `UPDATE ${table} t SET ${values.map((column) => `${column} = d.${column}`).join(", ")}
       FROM ${DIFFERENCES} d WHERE NOT d.gone AND NOT d.new AND t."teamId" = $1 AND ${matches}`,
      [teamId],
    ));
  }
  const columns = [...stage.key, "teamId", ...stage.values].map(quoted);
  const inserted = await query(
    `INSERT INTO ${table} (${columns.join(", ")}) SELECT ${columns.map((column) => `d.${column}`).join(", ")} FROM ${DIFFERENCES} d WHERE d.new`,
  );
  return deleted.rowCount + updated + inserted.rowCount;
}

const DIFFERENCES = "rebuild_differences";

/** The join of a staged row (`s`, or `other`) with the team's row (`t`) of the same key. */
function matching(key: string[], other = "s"): string {
  return key.map((column) => `${other}.${quoted(column)} = t.${quoted(column)}`).join(" AND ");
}
