import type pg from "pg";

// How far a streaming replica is behind its primary, asked of the replica itself and remembered
// for a few seconds, so a busy server asks about once per LAG_CACHE_MS and not once per read.
//
// The lag is `now() - pg_last_xact_replay_timestamp()`: the age of the last transaction the
// replica has replayed. On its own that figure grows while the primary is idle (nothing new to
// replay), so a replica whose WAL receiver is streaming and has replayed everything it received is
// caught up: lag 0. A replica that has replayed no transaction yet (just made by pg_basebackup)
// has no timestamp: caught up if nothing is waiting, else of unknown lag, which counts as too far
// behind. A server not in recovery (promoted, or the primary itself) has no lag.

export const LAG_CACHE_MS = 2_000;

const LAG_SQL = `SELECT CASE
    WHEN NOT pg_is_in_recovery() THEN 0
    WHEN EXISTS (SELECT 1 FROM pg_stat_wal_receiver) AND pg_last_wal_receive_lsn() <= pg_last_wal_replay_lsn() THEN 0
    ELSE extract(epoch FROM now() - pg_last_xact_replay_timestamp())
  END::float8 AS lag`;

export type ReplicaState =
  /** Replica reachable and within the lag limit. */
  | { usable: true; lagSeconds: number }
  /** Down (the check failed), or behind by more than the limit (`lagSeconds` null: unknown). */
  | { usable: false; lagSeconds: number | null; error?: unknown };

/** Remembers the replica's state for LAG_CACHE_MS; one check at a time however many reads ask. */
export function replicaLagCheck(
  replica: pg.Pool,
  maxLagSeconds: number,
  onCheck: (state: ReplicaState) => void = () => {},
) {
  let cached: { state: ReplicaState; at: number } | null = null;
  let pending: Promise<ReplicaState> | null = null;

  async function check(): Promise<ReplicaState> {
    try {
      const { rows } = await replica.query<{ lag: number | null }>(LAG_SQL);
      const lag = rows[0]?.lag ?? null;
      return lag !== null && lag <= maxLagSeconds
        ? { usable: true, lagSeconds: lag }
        : { usable: false, lagSeconds: lag };
    } catch (error) {
      return { usable: false, lagSeconds: null, error };
    }
  }

  return {
    /** The replica's state, checked at most LAG_CACHE_MS ago. */
    state(now = Date.now()): Promise<ReplicaState> {
      if (cached && now - cached.at < LAG_CACHE_MS) return Promise.resolve(cached.state);
      pending ??= check().then((state) => {
        cached = { state, at: Date.now() };
        pending = null;
        onCheck(state);
        return state;
      });
      return pending;
    },
    /** A read on the replica failed for want of the server: skip it until the next check. */
    markDown(error: unknown) {
      cached = { state: { usable: false, lagSeconds: null, error }, at: Date.now() };
      onCheck(cached.state);
    },
  };
}
