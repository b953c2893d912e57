import { isUtf8 } from "node:buffer";
import { CsvFileError, incompleteUtf8Tail, type CsvDelimiter } from "./sniff-csv";

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const TAB = 0x09;

// Where the scanner stands inside a record.
const FIELD_START = 0;
const UNQUOTED = 1;
const QUOTED = 2;
/** A quote inside a quoted field: the field's end, or the first half of an escaped "". */
const QUOTE_IN_QUOTED = 3;
/** After a closing quote and a carriage return: only a line feed or a delimiter may follow. */
const CLOSED = 4;

// What scanBytes found wrong, if anything.
const OK = 0;
const QUOTE_IN_UNQUOTED_FIELD = 1;
const TEXT_AFTER_CLOSING_QUOTE = 2;

const MALFORMED_MESSAGES: Record<number, string> = {
  [QUOTE_IN_UNQUOTED_FIELD]: "a quote inside a field that does not start with one",
  [TEXT_AFTER_CLOSING_QUOTE]: "text after the closing quote of a field",
};

/** Where the scan stands between chunks. */
type ScanState = {
  state: number;
  /** At the first byte of a record (the fast path may run). */
  atRecordStart: boolean;
  hasContent: boolean;
  /** Records with something in them, so far. */
  records: number;
  /** The current record's number (every record counts, blank ones too; the header is 1). */
  row: number;
  line: number;
  /** The line the current record started on. */
  rowLine: number;
};

/**
 * The scan of one chunk. A record on one line without quotes (most of them) is passed over with
 * native searches for the next line feed and quote; any other record goes through the state
 * machine byte by byte until its end. It lives apart from scanCsvFile, with its state in locals,
 * so that V8 compiles it to tight loops: it reads every byte of the file.
 */
function scanBytes(bytes: Uint8Array, start: number, end: number, delimiter: number, scan: ScanState): number {
  let { state, atRecordStart, hasContent, records, row, line, rowLine } = scan;
  let problem = OK;
  let nextQuote = -1;
  let i = start;
  chunk: while (i < end) {
    if (atRecordStart) {
      let lf = bytes.indexOf(LF, i);
      if (lf === -1 || lf > end) lf = end;
      if (nextQuote < i) {
        nextQuote = bytes.indexOf(QUOTE, i);
        if (nextQuote === -1) nextQuote = bytes.length;
      }
      if (nextQuote >= lf) {
        for (let k = i; k < lf; k += 1) {
          const byte = bytes[k];
          if (byte !== delimiter && byte !== SPACE && byte !== TAB && byte !== CR) {
            hasContent = true;
            break;
          }
        }
        if (lf === end) {
          // The record goes on in the next chunk.
          if (lf > i) {
            state = bytes[lf - 1] === delimiter ? FIELD_START : UNQUOTED;
            atRecordStart = false;
          }
          break;
        }
        if (hasContent) records += 1;
        hasContent = false;
        row += 1;
        line += 1;
        rowLine = line;
        i = lf + 1;
        continue;
      }
      atRecordStart = false;
    }
    for (; i < end; i += 1) {
      const byte = bytes[i];
      if (state === QUOTED) {
        if (byte === QUOTE) state = QUOTE_IN_QUOTED;
        else if (byte === LF) line += 1;
        else if (byte !== SPACE && byte !== TAB && byte !== CR) hasContent = true;
      } else if (byte === LF) {
        if (hasContent) records += 1;
        hasContent = false;
        state = FIELD_START;
        atRecordStart = true;
        row += 1;
        line += 1;
        rowLine = line;
        i += 1;
        continue chunk;
      } else if (byte === delimiter) {
        state = FIELD_START;
      } else if (state === UNQUOTED) {
        if (byte === QUOTE) {
          problem = QUOTE_IN_UNQUOTED_FIELD;
          break chunk;
        }
        if (byte !== SPACE && byte !== TAB && byte !== CR) hasContent = true;
      } else if (state === FIELD_START) {
        if (byte === QUOTE) state = QUOTED;
        else {
          state = UNQUOTED;
          if (byte !== SPACE && byte !== TAB && byte !== CR) hasContent = true;
        }
      } else if (state === QUOTE_IN_QUOTED) {
        if (byte === QUOTE) {
          state = QUOTED;
          hasContent = true;
        } else if (byte === CR) state = CLOSED;
        else {
          problem = TEXT_AFTER_CLOSING_QUOTE;
          break chunk;
        }
      } else {
        // CLOSED: after `"\r` only the line feed (or a delimiter) may come.
        problem = TEXT_AFTER_CLOSING_QUOTE;
        break chunk;
      }
    }
  }
  Object.assign(scan, { state, atRecordStart, hasContent, records, row, line, rowLine });
  return problem;
}

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

export type CsvScan = {
  /** Records with something in them, the header included. */
  records: number;
  bytes: number;
};

/**
 * One cheap pass over the whole file before the import writes anything, so that a file the import
 * could not finish is refused with nothing imported:
 * - every byte must be UTF-8 text (the request only saw the first bytes: a file can turn binary or
 *   Latin-1 further down);
 * - the quoting must be strict RFC 4180, exactly what csv-parse accepts with relax_quotes off: a
 *   quote opens a field or doubles inside a quoted one, a quoted field ends at a delimiter or a line
 *   break, and every quote is closed. (A parser that skipped such rows would silently swallow the
 *   rest of the file into one field after an unclosed quote; the import's own parser, PapaParse's,
 *   is lenient and relies on this scan, csv-records.ts.)
 * It also counts the records that have something in them (a record whose fields are all empty or
 * whitespace is blank and skipped by the import too), which gives the import its `total` up front.
 */
export async function scanCsvFile(chunks: AsyncIterable<Buffer>, delimiter: CsvDelimiter): Promise<CsvScan> {
  const scan: ScanState = {
    state: FIELD_START,
    atRecordStart: true,
    hasContent: false,
    records: 0,
    row: 1,
    line: 1,
    rowLine: 1,
  };
  const malformed = (what: string) =>
    new CsvFileError(
      "malformed",
      `row ${scan.row} (from line ${scan.rowLine}) is not valid CSV: ${what}; fix the file and import it again`,
      scan.row,
    );
  let bytes = 0;
  let carry: Buffer = Buffer.alloc(0);

  function scanChunk(chunk: Buffer) {
    // A character may straddle two chunks: check up to its start and carry its first bytes over.
    const joined = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
    const tail = incompleteUtf8Tail(joined);
    const complete = joined.subarray(0, joined.length - tail);
    // Where the text stops being text, if it does in this chunk: the scan runs up to there first,
    // so that the error can name the row.
    let notText: "binary" | "not_utf8" | null = null;
    let end = chunk.length;
    const nul = chunk.indexOf(0);
    if (nul !== -1) {
      end = nul;
      notText = "binary";
    }
    if (!isUtf8(complete)) {
      const invalid = Math.max(0, firstInvalidUtf8(complete) - carry.length);
      if (invalid <= end) {
        end = invalid;
        notText = "not_utf8";
      }
    }
    carry = joined.subarray(joined.length - tail);

    // The parser drops a leading byte order mark; so does the scan.
    const start = bytes === 0 && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf ? 3 : 0;
    const problem = scanBytes(chunk, start, end, delimiter.charCodeAt(0), scan);
    if (problem !== OK) throw malformed(MALFORMED_MESSAGES[problem]);
    if (notText === "binary")
      throw new CsvFileError("binary", `the file is binary, not CSV text (row ${scan.row} holds a NUL byte)`, scan.row);
    if (notText === "not_utf8") {
      throw new CsvFileError(
        "not_utf8",
        `the file is not UTF-8 text (row ${scan.row}, line ${scan.line}); save it as CSV UTF-8 and upload it again`,
        scan.row,
      );
    }
    bytes += chunk.length;
  }

  // The first chunk is held until it has the three bytes a byte order mark would take.
  let head: Buffer | null = Buffer.alloc(0);
  for await (const chunk of chunks) {
    if (head) {
      head = Buffer.concat([head, chunk]);
      if (head.length < 3) continue;
      scanChunk(head);
      head = null;
    } else scanChunk(chunk);
  }
  if (head && head.length > 0) scanChunk(head);
  if (carry.length > 0)
    throw new CsvFileError(
      "not_utf8",
      "the file ends inside a UTF-8 character; save it as CSV UTF-8 and upload it again",
    );
  if (scan.state === QUOTED) throw malformed("a quoted field is never closed");
  return { records: scan.records + (scan.hasContent ? 1 : 0), bytes };
}
