import { isUtf8 } from "node:buffer";
import { CsvFileError, incompleteUtf8Tail } from "./sniff-csv";

/**
 * assertCsvText for a file that arrives in chunks (a streamed upload): no UTF-16 byte order mark,
 * no NUL byte, UTF-8 throughout. A character split across two chunks is held back (at most 3
 * bytes) and checked with the next chunk; at the end nothing may be left over. Throws CsvFileError.
 */
export class CsvTextCheck {
  private carry: Buffer = Buffer.alloc(0);
  private first = true;

  push(chunk: Buffer): void {
    if (this.first) {
      this.first = false;
      if ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff)) {
        throw new CsvFileError("not_utf8", "the file is UTF-16 text; save it as CSV UTF-8 and upload it again");
      }
    }
    if (chunk.indexOf(0) !== -1) throw new CsvFileError("binary", "the file is binary, not CSV text");
    const bytes = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk;
    const tail = incompleteUtf8Tail(bytes);
    if (!isUtf8(bytes.subarray(0, bytes.length - tail))) throw notUtf8();
    // A copy: the chunk's buffer may be reused by the stream that handed it over.
    this.carry = Buffer.from(bytes.subarray(bytes.length - tail));
  }

  end(): void {
    if (this.carry.length > 0) throw notUtf8();
  }
}

const notUtf8 = () =>
  new CsvFileError("not_utf8", "the file is not UTF-8 text; save it as CSV UTF-8 and upload it again");

/** Offset of the first byte that does not start a valid UTF-8 sequence (bytes.length when all are valid). */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const byte = bytes[i];
    const length =
      byte < 0x80
        ? 1
        : byte >= 0xc2 && byte < 0xe0
          ? 2
          : byte >= 0xe0 && byte < 0xf0
            ? 3
            : byte >= 0xf0 && byte < 0xf5
              ? 4
              : 0;
    if (length === 0 || i + length > bytes.length) return i;
    for (let k = 1; k < length; k += 1) if ((bytes[i + k] & 0xc0) !== 0x80) return i;
    // Overlong forms, surrogates and code points past U+10FFFF.
    const second = bytes[i + 1];
    if (
      (byte === 0xe0 && second < 0xa0) ||
      (byte === 0xed && second >= 0xa0) ||
      (byte === 0xf0 && second < 0x90) ||
      (byte === 0xf4 && second >= 0x90)
    )
      return i;
    i += length;
  }
  return i;
}

/** Where a chunk stops being text, and why. */
export type TextEnd = { at: number; problem: "binary" | "not_utf8" };

/**
 * Finds where a file that arrives in chunks stops being UTF-8 text, for an error that names the
 * row: the first NUL byte or invalid UTF-8 sequence (the earlier of the two). A character split
 * across two chunks is held back (at most 3 bytes) and checked whole with the next chunk.
 */
export class TextEndFinder {
  private carry: Buffer = Buffer.alloc(0);

  /** Where `chunk` stops being text, or null when all of it is text so far. */
  find(chunk: Buffer): TextEnd | null {
    const joined = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk;
    const tail = incompleteUtf8Tail(joined);
    const complete = joined.subarray(0, joined.length - tail);
    const nul = chunk.indexOf(0);
    let end: TextEnd | null = nul === -1 ? null : { at: nul, problem: "binary" };
    if (!isUtf8(complete)) {
      const invalid = Math.max(0, firstInvalidUtf8(complete) - this.carry.length);
      if (invalid <= (end?.at ?? chunk.length)) end = { at: invalid, problem: "not_utf8" };
    }
    // A copy: the chunk's buffer may be reused by the stream that handed it over.
    this.carry = Buffer.from(joined.subarray(joined.length - tail));
    return end;
  }

  /** The file ended inside a UTF-8 character. */
  endsInsideCharacter(): boolean {
    return this.carry.length > 0;
  }
}
