import { deserialize, serialize } from "node:v8";
import type { EmailTracking } from "@/lib/generated/prisma/client";
import type { QueuedHit } from "./build-entry";

// Messages between the main thread's recorder (recorder-thread-client.ts) and its writing thread
// (recorder-thread.ts). Everything is structured-cloned (Dates stay Dates).

/**
 * Hits as they cross to the thread and wait there: serialised once (v8.serialize, what
 * postMessage does anyway), they take about a fifth of the memory they take as objects. Behind a
 * backlog both threads hold every waiting hit (the main thread keeps its chunks until the thread
 * reports them taken), so a full queue costs about 0.4 KB a hit rather than 2 KB.
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
  /** A batch left the thread's queue, stored or dropped after its retry. */
  | { type: "taken"; count: number }
  | { type: "flushed"; id: number };
