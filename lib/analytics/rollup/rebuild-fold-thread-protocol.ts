import type { ErrorAnswer } from "./rebuild-error";

// What a rebuild's fold thread (rebuild-fold-thread.ts) and the rebuild (rebuild-fold-parts.ts) say
// to each other.

/** The part a thread folds, read in the rebuild's snapshot. */
export type FoldPartJob = {
  teamId: string;
  snapshot: string;
  part: { index: number; of: number };
  rowsPerFetch?: number;
  stagedBytes?: number;
};

export type FromFoldPartThread =
  /** COPY these bytes into `target` in the rebuild's transaction (the buffer is handed over). */
  | { kind: "copy"; id: number; target: string; bytes: Uint8Array }
  | { kind: "folded"; folded: number }
  | { kind: "failed"; error: ErrorAnswer };

export type ToFoldPartThread = { kind: "copied"; id: number } | { kind: "copyFailed"; id: number; message: string };
