import { InvalidStorageKeyError } from "./types";

// One segment: letters, digits, dot, dash, underscore; never "." or "..". Keys are built from ids,
// so this is narrow on purpose: it holds for S3 object names as well as for file paths.
const SEGMENT = /^[A-Za-z0-9._-]{1,200}$/;

/** Checks `key` is `segment(/segment)*` without `.`/`..` segments; answers its segments. */
export function storageKeySegments(key: string): string[] {
  const segments = key.split("/");
  const valid =
    key.length <= 1024 && segments.every((segment) => SEGMENT.test(segment) && segment !== "." && segment !== "..");
  if (!valid) throw new InvalidStorageKeyError(key);
  return segments;
}
