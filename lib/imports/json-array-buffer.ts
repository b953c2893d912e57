const OPEN = 0x5b; // [
const COMMA = 0x2c;
const CLOSE = 0x5d; // ]

/**
 * A JSON array written value by value into a growing byte buffer, outside the JavaScript heap.
 *
 * An import batch holds thousands of rows while it waits to be written. Kept as strings in arrays,
 * they live long enough to be promoted to V8's old generation and leave it as garbage that only a
 * full collection reclaims: at a million rows the heap, and the resident size with it, grew by a
 * hundred megabytes or so. As bytes, each cell is one short-lived string (JSON.stringify's) and
 * the batch's columns are a few buffers that the database driver sends as they are.
 */
export class JsonArrayBuffer {
  private bytes: Buffer;
  private length = 1;
  count = 0;

  constructor(initialBytes = 16 * 1024) {
    this.bytes = Buffer.allocUnsafe(initialBytes);
    this.bytes[0] = OPEN;
  }

  /** Appends one value (a string, null, or anything JSON.stringify takes). */
  push(value: unknown) {
    const json = JSON.stringify(value) ?? "null";
    // At most 3 bytes of UTF-8 per UTF-16 unit, plus the comma and the closing bracket.
    this.reserve(json.length * 3 + 2);
    if (this.count > 0) this.bytes[this.length++] = COMMA;
    this.length += this.bytes.write(json, this.length, "utf8");
    this.count += 1;
  }

  /** The array's JSON text as UTF-8 bytes (a view of the buffer: push no more afterwards). */
  finish(): Buffer {
    this.reserve(1);
    this.bytes[this.length] = CLOSE;
    return this.bytes.subarray(0, this.length + 1);
  }

  private reserve(extra: number) {
    if (this.length + extra <= this.bytes.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.length + extra));
    this.bytes.copy(grown, 0, 0, this.length);
    this.bytes = grown;
  }
}
