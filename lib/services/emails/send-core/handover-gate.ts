// A message handed to an SMTP pool is "in doubt" until the peer answers: a worker killed meanwhile
// cannot know whether it arrived, so the restart fails it rather than risk a duplicate. The pool
// queues without limit, so handing it each chunk at once would leave whole chunks in doubt after a
// kill. A gate lets at most `limit` messages be handed over (and marked so) at a time, and admits
// them in blocks of up to `blockSize` with one `mark` write per block: one write per message would
// cost the database more than the sending (bench/README.md, campaign-send). A block is admitted as
// soon as there is room for a whole one, so the next block is marked while the pool still has the
// previous one's messages to carry; a stuck exchange holds one place, not its block.

/** A message waiting at the gate: given its block's mark, it is sent and settles its caller. */
type Waiting = { id: string; run: (marked: Promise<unknown>) => Promise<void> };

export type HandoverGate = <T>(id: string, send: () => Promise<T>) => Promise<T>;

export function handoverGate({
  limit,
  blockSize,
  mark,
}: {
  limit: number;
  blockSize: number;
  /** Records that these rows are handed over; when it fails, the block is not sent and its callers get the error. */
  mark: (ids: string[]) => Promise<unknown>;
}): HandoverGate {
  const waiting: Waiting[] = [];
  let handedOver = 0;
  let scheduled = false;

  function admit() {
    scheduled = false;
    while (waiting.length > 0 && handedOver + Math.min(blockSize, waiting.length) <= limit) {
      const block = waiting.splice(0, blockSize);
      handedOver += block.length;
      const marked = Promise.resolve().then(() => mark(block.map(({ id }) => id)));
      for (const message of block) {
        void message.run(marked).finally(() => {
          handedOver -= 1;
          schedule();
        });
      }
    }
  }

  // Arrivals of one turn of the event loop (a chunk's messages at an unpaced rate) share a block.
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setImmediate(admit);
  }

  return <T>(id: string, send: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      waiting.push({ id, run: (marked) => marked.then(send).then(resolve, reject) });
      schedule();
    });
}
