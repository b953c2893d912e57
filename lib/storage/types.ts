import type { Readable } from "node:stream";

/**
 * Where uploaded bytes live. Keys are relative, `/`-separated paths chosen by the server
 * (`<teamId>/<fileId>`); the database row holds the key, the name and the type, so a driver only
 * stores and returns bytes.
 */
export interface Storage {
  /** Stores the object under `key`, replacing any previous one; readers never see a partial object. */
  put(key: string, body: Buffer | Readable, options: { contentType: string }): Promise<{ size: number }>;
  /** The object's bytes; StorageObjectNotFoundError when there is none. */
  get(key: string): Promise<Readable>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** The object's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
}

export class StorageObjectNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored object under ${key}`);
    this.name = "StorageObjectNotFoundError";
  }
}

/** A key that is empty, absolute or could reach outside the storage root. A server bug, never user input. */
export class InvalidStorageKeyError extends Error {
  constructor(readonly key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = "InvalidStorageKeyError";
  }
}
