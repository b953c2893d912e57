import path from "node:path";
import { Worker } from "node:worker_threads";
import { logger } from "@/lib/logging/logger";
import type { QueuedHit } from "@/lib/tracking/enrich/build-entry";
import {
  packHits,
  unpackHits,
  type FromRecorderThread,
  type HitChunk,
  type ToRecorderThread,
} from "./recorder-thread-protocol";
import type { StoredHits } from "./store-hits";

// The main thread's side of the recorder's writing thread
// (lib/services/tracking/record/recorder-thread.ts). The thread starts
// with the first hit (an idle server does not pay for its modules and connections). Hits are
// handed over as one serialised chunk (recorder-thread-protocol.ts) every HAND_OVER_MS, or at once
// when HAND_OVER_AT wait: each message costs the answering thread a fixed toll (about 3 µs a hit
// when they went once per turn of the event loop, a few hits each, at pixel rates), and the thread
// writes in batches anyway. Until the thread reports a batch taken, its hits are kept here too:
// they count as pending (the queue limit, the lag metrics), and if the thread dies they go back to
// the caller (recorder.ts writes them in this thread instead; a batch the thread committed in the
// instant before it died, not yet reported, is written twice).

const HAND_OVER_MS = 20;
const HAND_OVER_AT = 1_000;

// The thread's entry sits with the services (it asks which teams listen, listening-teams.ts there);
// it is loaded by path, not imported.
const THREAD_FILE = path.join(
  /*turbopackIgnore: true*/ process.cwd(),
  "lib",
  "services",
  "tracking",
  "record",
  "recorder-thread.mjs",
);

export type RecorderThreadClient = {
  push(hit: QueuedHit): void;
  flush(): Promise<void>;
  pending(): number;
  oldestAt(): Date | null;
  /** Stops the thread as if it had died (tests): what it had not taken goes back to the caller. */
  terminate(): Promise<void>;
};

type Handlers = {
  /** A batch the thread committed, to publish. */
  stored: (stored: StoredHits) => void;
  /** A batch the thread gave up on after its retry, told before it is counted taken. */
  dropped: (hits: QueuedHit[]) => void;
  /** The thread took `count` more hits off its queue (stored, or given up on), in the order pushed. */
  taken: (count: number) => void;
  /** The thread is gone: the hits it had not taken yet, written elsewhere by the promise's end. */
  failed: (hits: QueuedHit[]) => Promise<void>;
};

export function startRecorderThread(handlers: Handlers): RecorderThreadClient {
  let worker: Worker | null = null;
  let outbox: QueuedHit[] = [];
  let handOverTimer: NodeJS.Timeout | null = null;
  // Chunks handed over and not yet taken; `taken` of the first chunk are done.
  const handed: HitChunk[] = [];
  let taken = 0;
  let inThread = 0;
  let nextFlush = 0;
  const flushes = new Map<number, () => void>();
  let dead: Promise<void> | null = null;

  // The thread keeps the process alive only while it holds hits or owes a flush: an idle recorder
  // never keeps a process (a script, a test) from exiting, and a shutdown's flush is waited for.
  const holdWhileBusy = () => (inThread > 0 || flushes.size > 0 ? worker?.ref() : worker?.unref());

  const fail = (error: Error) => {
    if (dead) return;
    logger.error({ err: error }, "Tracking recorder thread failed: writing hits on the main thread");
    const left = [...handed.flatMap((chunk, index) => unpackHits(chunk).slice(index === 0 ? taken : 0)), ...outbox];
    handed.length = 0;
    outbox = [];
    inThread = 0;
    dead = handlers.failed(left);
    for (const resolve of flushes.values()) void dead.then(resolve);
    flushes.clear();
  };

  const post = (message: ToRecorderThread) => {
    if (!worker) {
      worker = new Worker(THREAD_FILE);
      worker.on("message", receive);
      worker.on("error", fail);
      worker.on("exit", (code) => fail(new Error(`exited with code ${code}`)));
    }
    worker.postMessage(message);
  };

  function receive(message: FromRecorderThread) {
    if (message.type === "stored") handlers.stored({ rows: message.rows, recipients: message.recipients });
    else if (message.type === "dropped") handlers.dropped(unpackHits(message.chunk));
    else if (message.type === "taken") {
      inThread -= message.count;
      taken += message.count;
      while (handed.length > 0 && taken >= handed[0].count) taken -= handed.shift()!.count;
      handlers.taken(message.count);
    } else {
      flushes.get(message.id)?.();
      flushes.delete(message.id);
    }
    holdWhileBusy();
  }

  const handOver = () => {
    if (handOverTimer) clearTimeout(handOverTimer);
    handOverTimer = null;
    if (dead || outbox.length === 0) return;
    const chunk = packHits(outbox);
    handed.push(chunk);
    inThread += chunk.count;
    post({ type: "hits", chunk });
    outbox = [];
    holdWhileBusy();
  };

  return {
    push(hit) {
      outbox.push(hit);
      if (outbox.length >= HAND_OVER_AT) handOver();
      else handOverTimer ??= setTimeout(handOver, HAND_OVER_MS);
    },
    flush() {
      if (dead) return dead;
      if (!worker && outbox.length === 0) return Promise.resolve();
      handOver();
      const id = nextFlush++;
      return new Promise<void>((resolve) => {
        flushes.set(id, resolve);
        post({ type: "flush", id });
        holdWhileBusy();
      });
    },
    pending: () => outbox.length + inThread,
    // A chunk's first hit: at most HAND_OVER_MS older than the first one still waiting in it.
    oldestAt: () => (handed.length > 0 ? new Date(handed[0].firstAt) : (outbox[0]?.timestamp ?? null)),
    async terminate() {
      await worker?.terminate();
      fail(new Error("terminated"));
      await dead;
    },
  };
}
