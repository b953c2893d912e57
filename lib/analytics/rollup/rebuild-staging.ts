import type { DriverCopy } from "@/lib/db/driver-transaction";
import { copyTextField, CopyTextBuffer } from "@/lib/imports/copy-text-buffer";
import type { Latest } from "./contact-engagement";
import type { CounterDelta, PresenceCandidate } from "./increments";
import { isoOrNull as iso } from "./keys";
import type { SavedState } from "./own-counters";

// How a rebuild's fold (rebuild-fold.ts) writes what it works out into the staging tables
// (rebuild-stage.ts): lines of COPY text kept per table over many batches, each table copied once
// its lines pass STAGED_BYTES. A COPY a table and batch (three per 500 rows) made the database
// wait for the fold between statements: each statement of a connection starts only when Node's
// event loop turns, which it does between batches, so the database sat idle through most of each
// batch's fold (bench/README.md, analytics-reports).

/** Bytes of COPY text a table gathers before it is copied. */
const STAGED_BYTES = 4 * 1024 * 1024;

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

/** One staging table's lines not yet copied. */
class StagedTable {
  private text: CopyTextBuffer;

  constructor(
    private readonly target: string,
    private readonly bytes: number,
  ) {
    this.text = this.fresh();
  }

  private fresh() {
    return new CopyTextBuffer(Buffer.allocUnsafe(this.bytes + 64 * 1024));
  }

  push(line: string) {
    this.text.push(line);
  }

  /** Copies the lines gathered when there are enough of them (`force`: any at all). */
  flush(copy: DriverCopy, writes: PendingWrites, force = false) {
    const bytes = this.text.finish();
    if (this.text.rows === 0 || (!force && bytes.length < this.bytes)) return;
    // A new buffer: the copy reads this one's bytes while the fold goes on.
    this.text = this.fresh();
    writes.add(copy(this.target, bytes));
  }
}

const line = (fields: (string | null)[]) => fields.map(copyTextField).join("\t");

/** The rebuild's staged rows, written as they fill up. */
export class StagingWriter {
  readonly writes = new PendingWrites();
  private readonly presence: StagedTable;
  private readonly counters: StagedTable;
  private readonly states: StagedTable;
  private readonly engagement: StagedTable;

  /** `bytes`: what a table gathers before it is copied (STAGED_BYTES; less in tests). */
  constructor(
    private readonly copy: DriverCopy,
    bytes = STAGED_BYTES,
  ) {
    this.presence = new StagedTable(`rebuild_presence (scope, dim, member, "teamId")`, bytes);
    this.counters = new StagedTable(
      `rebuild_counter (scope, dim, k1, k2, "teamId", n, u, sum, "minAt", "maxAt")`,
      bytes,
    );
    this.states = new StagedTable(`rebuild_state ("emailId", "teamId", "campaignId", state)`, bytes);
    this.engagement = new StagedTable(
      `rebuild_engagement ("contactId", "campaignId", "teamId", "lastOpenAt", "lastClickAt")`,
      bytes,
    );
  }

  addPresence(candidates: Iterable<PresenceCandidate>) {
    for (const { scope, dim, member, teamId } of candidates) this.presence.push(line([scope, dim, member, teamId]));
    this.presence.flush(this.copy, this.writes);
  }

  addCounters(deltas: Iterable<CounterDelta>) {
    for (const d of deltas)
      this.counters.push(
        line([
          d.scope,
          d.dim,
          d.k1,
          d.k2,
          d.teamId,
          String(d.n),
          String(d.u),
          String(d.sum),
          iso(d.minAt),
          iso(d.maxAt),
        ]),
      );
    this.counters.flush(this.copy, this.writes);
  }

  addStates(states: SavedState[]) {
    // JSON text holds no tab or line break (JSON.stringify escapes them): of COPY's specials, only
    // its backslashes need doubling, which one native replace does.
    for (const { e, t, c, s } of states)
      this.states.push(`${copyTextField(e)}\t${copyTextField(t)}\t${copyTextField(c)}\t${s.replaceAll("\\", "\\\\")}`);
    this.states.flush(this.copy, this.writes);
  }

  addEngagement(latest: Latest[]) {
    const at = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
    for (const entry of latest)
      this.engagement.push(
        line([entry.contactId, entry.campaignId, entry.teamId, at(entry.openAt), at(entry.clickAt)]),
      );
    this.engagement.flush(this.copy, this.writes);
  }

  /** Copies every line still gathered and waits for every write; throws the first that failed. */
  async finish(): Promise<void> {
    for (const table of [this.presence, this.counters, this.states, this.engagement])
      table.flush(this.copy, this.writes, true);
    await this.writes.settle();
  }
}
