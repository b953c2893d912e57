/**
 * The import cannot succeed however often it is retried: its file or list is gone, or the file is
 * not CSV the import can read. The message is shown to the user in the import's `errors`.
 */
export class ImportAbortedError extends Error {
  /** The file's row the import stopped at, when one is to blame. */
  readonly row: number | null;

  constructor(message: string, options: ErrorOptions & { row?: number | null } = {}) {
    super(message, options);
    this.name = "ImportAbortedError";
    this.row = options.row ?? null;
  }
}

/**
 * Another run of the same import moved it on (a redelivered job, or a retry started while a slow
 * run was still going): this run's batch was rolled back and it stops, leaving the import to the
 * run that holds it.
 */
export class ImportSupersededError extends Error {
  constructor(importId: string) {
    super(`Import ${importId} was advanced by another run`);
    this.name = "ImportSupersededError";
  }
}
