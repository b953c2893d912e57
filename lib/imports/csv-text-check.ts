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
