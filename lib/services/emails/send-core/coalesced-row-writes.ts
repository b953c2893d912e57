/**
 * Row writes that should happen soon after each row is ready, without one statement per row. Ids
 * wait in a group; the group is written once it is due and no write of this set runs, and ids that
 * arrive meanwhile form the next group. A group is due on the next turn of the event loop (so a
 * chunk's messages that reach their pacing slot together share one UPDATE), or, with `maxWaitMs`,
 * once its first id has waited that long or it holds `maxIds`, or when `flush()` is called. The
 * returned promise resolves once the write carrying that id has committed (and rejects if it
 * failed).
 */
export type RowWrites = {
  (id: string): Promise<void>;
  /** Makes the waiting ids due now (the caller has no more to add for a while). */
  flush(): void;
};

type Group = { ids: string[]; done: Promise<void>; resolve: () => void; reject: (error: unknown) => void };

export function coalescedRowWrites(
  write: (ids: string[]) => Promise<unknown>,
  { maxIds = Number.POSITIVE_INFINITY, maxWaitMs = 0 }: { maxIds?: number; maxWaitMs?: number } = {},
): RowWrites {
  let group: Group | null = null;
  let due = false;
  let cancelWait = () => {};
  let running = false;

  function start() {
    if (running || !group || !due) return;
    const current = group;
    group = null;
    due = false;
    cancelWait();
    running = true;
    write(current.ids)
      .then(current.resolve, current.reject)
      .finally(() => {
        running = false;
        start();
      });
  }

  function makeDue() {
    due = true;
    start();
  }

  function waitFor(): () => void {
    if (maxWaitMs > 0) {
      const timer = setTimeout(makeDue, maxWaitMs);
      return () => clearTimeout(timer);
    }
    const immediate = setImmediate(makeDue);
    return () => clearImmediate(immediate);
  }

  const mark = (id: string) => {
    if (!group) {
      let resolve!: () => void;
      let reject!: (error: unknown) => void;
      const done = new Promise<void>((ok, fail) => {
        resolve = ok;
        reject = fail;
      });
      // Callers may await it only once their other work is done; the rejection reaches them then.
      done.catch(() => {});
      group = { ids: [], done, resolve, reject };
      cancelWait = waitFor();
    }
    group.ids.push(id);
    const { done } = group;
    if (group.ids.length >= maxIds) makeDue();
    return done;
  };
  mark.flush = () => {
    if (group) makeDue();
  };
  return mark;
}
