import { randomBytes } from "node:crypto";

/**
 * A cuid-shaped id (lowercase, time first for index locality) made here rather than by the
 * database, because the storage key is built from it and the bytes are stored before the row.
 */
export function newFileId() {
  const random = BigInt(`0x${randomBytes(12).toString("hex")}`)
    .toString(36)
    .padStart(16, "0")
    .slice(-16);
  return `c${Date.now().toString(36)}${random}`;
}
