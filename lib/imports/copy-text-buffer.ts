const NULL_VALUE = "\\N";
const SPECIAL = /[\\\t\n\r]/;
const SPECIAL_ALL = /[\\\t\n\r]/g;
// (No NUL: an import file holding one is refused as binary before a row is read.)
const ESCAPES: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };

/** A value as a field of PostgreSQL's COPY text format: backslash, tab and line breaks escaped. */
export function copyTextField(value: string | null): string {
  if (value === null) return NULL_VALUE;
  return SPECIAL.test(value) ? value.replace(SPECIAL_ALL, (char) => ESCAPES[char]) : value;
}

/**
 * Rows in PostgreSQL's COPY text format (fields separated by tabs, one row a line), written row
 * by row into a growing byte buffer outside the JavaScript heap.
 *
 * An import batch holds thousands of rows while it waits to be written. Kept as strings in arrays,
 * they live long enough to be promoted to V8's old generation and leave it as garbage that only a
 * full collection reclaims: at a million rows the heap, and the resident size with it, grew by a
 * hundred megabytes or so. As bytes, each row is one short-lived string and the batch is one
 * buffer that the database driver sends as it is.
 */
export class CopyTextBuffer {
  private length = 0;
  rows = 0;

  /** `bytes`: where to write, grown when full; a spare one (see `spare`) saves allocating it again. */
  constructor(private bytes: Buffer = Buffer.allocUnsafe(64 * 1024)) {}

  /** Appends one row; `line` is its fields, each already passed through copyTextField, joined by tabs. */
  push(line: string) {
    // At most 3 bytes of UTF-8 per UTF-16 unit, plus the line break.
    this.reserve(line.length * 3 + 1);
    this.length += this.bytes.write(line, this.length, "utf8");
    this.bytes[this.length++] = 0x0a;
    this.rows += 1;
  }

  /** The rows as UTF-8 bytes (a view of the buffer: push no more afterwards). */
  finish(): Buffer {
    return this.bytes.subarray(0, this.length);
  }

  /**
   * The buffer, grown to what these rows needed, for another CopyTextBuffer to fill once these rows
   * are sent (their bytes are then overwritten). An import's batches pass a few buffers around
   * rather than growing a new one each: a million rows otherwise allocate and drop some 400 MB of
   * buffers outside the heap, and the resident size swings with when they are freed.
   */
  spare(): Buffer {
    return this.bytes;
  }

  private reserve(extra: number) {
    if (this.length + extra <= this.bytes.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.length + extra));
    this.bytes.copy(grown, 0, 0, this.length);
    this.bytes = grown;
  }
}
