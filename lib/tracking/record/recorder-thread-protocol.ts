import { deserialize, serialize } from "node:v8";
import type { EmailTracking } from "@/lib/generated/prisma/client";
import type { QueuedHit } from "@/lib/tracking/enrich/build-entry";

// Messages between the main thread's recorder (recorder-thread-client.ts) and its writing thread
// (lib/services/tracking/record/recorder-thread.ts). Everything is structured-cloned (Dates stay Dates).

/**
 * Hits as they cross to the thread and wait there: serialised once (v8.serialize, what
 * postMessage does anyway), about 0.3 KB a hit outside the heaps. Behind a backlog both threads
 * hold every waiting hit (the main thread keeps its chunks until the thread reports them taken);
 * as objects each hit took about 0.4 KB of each thread's heap, and the heaps grew to about twice
 * what they held (the ingest bench's process peaked at 1.55 GB with 200,000 hits waiting, and at
 * 1.2 GB with 380,000 in this form; bench/README.md).
 */
export type HitChunk = { bytes: Uint8Array; count: number; firstAt: number };

export function packHits(hits: QueuedHit[]): HitChunk {
  return { bytes: serialize(hits), count: hits.length, firstAt: hits[0].timestamp.getTime() };
}

export function unpackHits(chunk: HitChunk): QueuedHit[] {
  return deserialize(chunk.bytes) as QueuedHit[];
}

export type ToRecorderThread = { type: "hits"; chunk: HitChunk } | { type: "flush"; id: number };

export type FromRecorderThread =
  /** A batch committed: its rows, for the main thread to publish. */
  | { type: "stored"; rows: EmailTracking[]; recipients: Record<string, string> }
  /** A batch that failed twice and will not be stored: its hits, told before its "taken". */
  | { type: "dropped"; chunk: HitChunk }
  /** A batch left the thread's queue, stored or dropped after its retry. */
  | { type: "taken"; count: number }
  | { type: "flushed"; id: number };
