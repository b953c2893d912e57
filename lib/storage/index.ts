import { env } from "@/lib/env";
import { createLocalStorage } from "./local-storage";
import type { Storage } from "./types";

export { createLocalStorage } from "./local-storage";
export { InvalidStorageKeyError, StorageObjectNotFoundError, type Storage } from "./types";

let storage: Storage | undefined;

/**
 * The configured object store: local disk under STORAGE_DIR (default DATA_DIR/files). With
 * S3_BUCKET set the operator expects S3-compatible storage; there is no S3 driver yet, so this
 * refuses to run rather than quietly writing uploads to the local disk of one machine.
 */
export function getStorage(): Storage {
  if (storage) return storage;
  if (env.S3_BUCKET) {
    throw new Error("S3_BUCKET is set but S3-compatible storage is not available yet: unset S3_* to store files under STORAGE_DIR");
  }
  storage = createLocalStorage(env.STORAGE_DIR);
  return storage;
}
