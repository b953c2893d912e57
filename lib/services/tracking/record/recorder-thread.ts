import { parentPort } from "node:worker_threads";
import { HitQueue } from "@/lib/tracking/record/hit-queue";
import { teamsListeningTo } from "./listening-teams";
import {
  packHits,
  unpackHits,
  type FromRecorderThread,
  type HitChunk,
  type ToRecorderThread,
} from "@/lib/tracking/record/recorder-thread-protocol";
import { prepareHits, storePreparedHits, type PreparedHits } from "@/lib/tracking/record/store-hits";

// The tracking recorder's writing thread (started by recorder-thread-client.ts): it resolves the
// hits' emails, builds their rows (user agent, geolocation), stores them and folds them into the
// roll-ups, on an event loop of its own. The main thread only answers the pixels and links and
// hands hits over. With no answers to hold up, a batch behind a backlog may be large (up to
// MAX_BATCH hits), and each email's roll-up state is then rewritten once for all its waiting hits.

const BATCH_SIZE = 200;
// Measured with the ingest bench (bench/README.md, tracking-ingest): behind a backlog, batches of up
// to 5,000 cost PostgreSQL about 90 µs per hit against 150 µs for 2,000 and 260 µs for 200. But a
// batch of 5,000 held its transaction for seconds on a loaded machine, so nothing was seen stored
// for that long; 2,000, with the next batch readied while one commits, keeps each commit short.
const MAX_BATCH = 2_000;
/** Hits kept unpacked, ready for the next batches. */
const UNPACKED_HITS = 2 * MAX_BATCH;
// The rows of teams with webhooks or flows (listening-teams.ts) go back to the main thread to be
// published there, in slices, so that receiving them never holds its event loop (which answers the
// pixels) for long.
const ROWS_PER_MESSAGE = 500;

const port = parentPort!;
const send = (message: FromRecorderThread) => port.postMessage(message);

const queue = new HitQueue<PreparedHits>({
  batchSize: BATCH_SIZE,
  maxBatch: MAX_BATCH,
  prepare: prepareHits,
  write: async (_batch, prepared) => {
    const { rows: stored, recipients } = await storePreparedHits(prepared);
    // Committed: a failure from here on must not fail the batch (it would be written again).
    const listening = await teamsListeningTo(stored).catch(() => null);
    const rows = listening ? stored.filter((row) => listening.has(row.teamId)) : stored;
    for (let start = 0; start < rows.length; start += ROWS_PER_MESSAGE) {
      const slice = rows.slice(start, start + ROWS_PER_MESSAGE);
      send({
        type: "stored",
        rows: slice,
        recipients: Object.fromEntries(slice.map((row) => [row.emailId, recipients[row.emailId]])),
      });
    }
  },
  // Sent before its "taken": the main thread keeps the hits (the spool's dead letters) first.
  dropped: (batch) => send({ type: "dropped", chunk: packHits(batch) }),
  taken: (count) => {
    send({ type: "taken", count });
    unpackHeld(UNPACKED_HITS);
  },
});

// Chunks beyond what the queue holds as objects wait as they came, serialised (outside the heap):
// a backlog of hundreds of thousands of hits would otherwise fill this thread's heap.
const held: HitChunk[] = [];

/** Unpacks waiting chunks into the queue while it holds fewer than `upTo` hits. */
function unpackHeld(upTo: number) {
  while (held.length > 0 && queue.length < upTo) queue.pushAll(unpackHits(held.shift()!));
}

port.on("message", (message: ToRecorderThread) => {
  if (message.type === "hits") {
    held.push(message.chunk);
    unpackHeld(UNPACKED_HITS);
  } else {
    unpackHeld(Infinity);
    void queue.flush().then(() => send({ type: "flushed", id: message.id }));
  }
});
