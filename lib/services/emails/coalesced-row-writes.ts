/**
 * Row writes that should happen as soon as each row is ready, without one statement per row: the
 * ids of one turn of the event loop go together in a write (a chunk's messages all reach their
 * pacing slot at once when the rate is not limited: one UPDATE for them, not one for the first and
 * another for the rest), ids that arrive while it runs go together in the next one, and so on.
 * At 1,000 msg/s that is a few statements per second. The returned promise resolves once the
 * write carrying that id has committed (and rejects if it failed).
 */
export function coalescedRowWrites(write: (ids: string[]) => Promise<unknown>): (id: string) => Promise<void> {
  let pending: string[] = [];
  let writing: Promise<void> | null = null;

  async function drain() {
    try {
      while (pending.length > 0) {
        const ids = pending;
        pending = [];
        await write(ids);
      }
    } finally {
      writing = null;
    }
  }

  return (id) => {
    pending.push(id);
    writing ??= new Promise<void>((resolve) => setImmediate(resolve)).then(drain);
    return writing;
  };
}
