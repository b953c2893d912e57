import type { EmailTracking } from "@/lib/generated/prisma/client";
import type { QueuedHit } from "./build-entry";

// Messages between the main thread's recorder (recorder-thread-client.ts) and its writing thread
// (recorder-thread.ts). Everything is structured-cloned (Dates stay Dates).

export type ToRecorderThread = { type: "hits"; hits: QueuedHit[] } | { type: "flush"; id: number };

export type FromRecorderThread =
  /** A batch committed: its rows, for the main thread to publish. */
  | { type: "stored"; rows: EmailTracking[]; recipients: Record<string, string> }
  /** A batch left the thread's queue, stored or dropped after its retry. */
  | { type: "taken"; count: number }
  | { type: "flushed"; id: number };
