import { type DriverQuery, driverQuery } from "@/lib/db/driver-transaction";

// The locks that keep a team's folds from writing its roll-ups at the same time (advisory locks on
// hashed keys). Every fold transaction takes the team's fold lock: exclusively, or shared by the
// parallel transactions of one tail fold (fold-tail.ts). A rebuild (rebuild-rollups.ts) is one long
// transaction that holds the fold lock for its whole run, and first the team's rebuild lock, which
// tells folds not to wait for it: the recorder stores such a team's rows unfolded (they join the
// tail, folded once the rebuild commits) rather than hold up every team's hits for minutes.

const foldKey = (teamId: string) => `rollup:${teamId}`;
// REBUILDING below spells the same key in SQL.
const rebuildKey = (teamId: string) => `rollup-rebuild:${teamId}`;

/** The session locks a rebuild holds, in the order it takes them. */
export const rebuildLockKeys = (teamId: string) => [rebuildKey(teamId), foldKey(teamId)];

/** Serialises folds per team (transaction-scoped advisory locks, taken in a stable order).
 * `shared`: for the parallel transactions of one tail fold (fold-tail.ts), which fold disjoint
 * emails and so may run beside each other, never beside any other fold of the team. */
async function lockTeams(
  query: DriverQuery,
  teamIds: Iterable<string>,
  { shared = false }: { shared?: boolean } = {},
): Promise<void> {
  const lock = shared ? "pg_advisory_xact_lock_shared" : "pg_advisory_xact_lock";
  for (const teamId of [...new Set(teamIds)].sort()) await query(`SELECT ${lock}(hashtext($1))`, [foldKey(teamId)]);
}

// Which of the teams ($1) a rebuild is running for. Try-locks never wait, so one statement asks for
// all of them; the rebuild lock each one got is held shared until the transaction ends.
const REBUILDING = `SELECT t AS "teamId" FROM unnest($1::text[]) AS t WHERE NOT pg_try_advisory_xact_lock_shared(hashtext('rollup-rebuild:' || t))`;

/**
 * Takes the fold locks of the teams no rebuild is running for, and answers the others: their rows
 * are not to be folded now. A rebuild that starts meanwhile waits for this fold (the rebuild lock
 * held shared) before it reads the team's rows.
 */
export async function lockTeamsUnlessRebuilding(
  query: DriverQuery,
  teamIds: Iterable<string>,
  options: { shared?: boolean } = {},
): Promise<Set<string>> {
  const teams = [...new Set(teamIds)];
  const { rows } = await query<{ teamId: string }>(REBUILDING, [teams]);
  const rebuilding = new Set(rows.map((row) => row.teamId));
  await lockTeams(
    query,
    teams.filter((teamId) => !rebuilding.has(teamId)),
    options,
  );
  return rebuilding;
}

/** Whether a rebuild of the team's roll-ups is running (its figures are the last committed ones). */
export async function teamRebuilding(teamId: string): Promise<boolean> {
  return (await driverQuery(REBUILDING, [[teamId]])).length > 0;
}
