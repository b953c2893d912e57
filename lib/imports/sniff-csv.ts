import { isUtf8 } from "node:buffer";
import { parse } from "csv-parse/sync";
import { type CsvDelimiter, csvParseOptions } from "./csv-parse-options";

// What an import learns from the first bytes of a CSV file, before any row is processed: the
// delimiter, whether it starts with a byte order mark, and the header row. Both the request
// (to refuse a file without an email column at once) and the job (to parse the whole file the
// same way) call sniffCsv on the same stored bytes, so they always agree.

/** How much of a file the sniff reads. A header row longer than this is refused. */
export const SNIFF_BYTES = 64 * 1024;
/** Data rows parsed after the header for a preview. */
const SAMPLE_ROWS = 5;

const DELIMITERS: readonly CsvDelimiter[] = [",", ";", "\t"];

export type CsvLayout = {
  delimiter: CsvDelimiter;
  hasBom: boolean;
  /** Column names, trimmed. */
  header: string[];
  /** The first data rows (fewer when the sniffed bytes end sooner), for previews. */
  sampleRows: string[][];
};

export type CsvFileProblem = "empty" | "binary" | "not_utf8" | "header_too_long" | "malformed_header" | "malformed";

/** The file cannot be imported as CSV at all; `message` is written for the person who chose it. */
export class CsvFileError extends Error {
  constructor(
    readonly problem: CsvFileProblem,
    message: string,
    /** The row (record, header = 1) where the file stops being importable, when known. */
    readonly row: number | null = null,
  ) {
    super(message);
    this.name = "CsvFileError";
  }
}

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * How many bytes at the end of `bytes` start a UTF-8 character that continues past the end: a
 * prefix cut from a longer file may split one, which is not an encoding error.
 */
export function incompleteUtf8Tail(bytes: Uint8Array): number {
  for (let back = 1; back <= Math.min(4, bytes.length); back += 1) {
    const byte = bytes[bytes.length - back];
    if ((byte & 0xc0) === 0x80) continue; // continuation byte: keep looking for the lead byte
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return length > back ? back : 0;
  }
  return 0;
}

/** Refuses bytes that are not text: NUL bytes, UTF-16, invalid UTF-8. */
function assertCsvText(bytes: Uint8Array, { isWholeFile }: { isWholeFile: boolean }) {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    throw new CsvFileError("not_utf8", "the file is UTF-16 text; save it as CSV UTF-8 and upload it again");
  }
  if (bytes.indexOf(0) !== -1) throw new CsvFileError("binary", "the file is binary, not CSV text");
  const complete = isWholeFile ? bytes : bytes.subarray(0, bytes.length - incompleteUtf8Tail(bytes));
  if (!isUtf8(complete))
    throw new CsvFileError("not_utf8", "the file is not UTF-8 text; save it as CSV UTF-8 and upload it again");
}

/** The offset just past the first line break outside double quotes, or -1 when there is none. */
function firstRecordEnd(text: string): number {
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '"') quoted = !quoted;
    else if (char === "\n" && !quoted) return i + 1;
  }
  return -1;
}

/** The delimiter that splits the header row the most (outside quotes); "," when none does. */
function detectDelimiter(headerLine: string): CsvDelimiter {
  const counts = new Map<CsvDelimiter, number>(DELIMITERS.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  for (const char of headerLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && counts.has(char as CsvDelimiter))
      counts.set(char as CsvDelimiter, counts.get(char as CsvDelimiter)! + 1);
  }
  // Ties go to the earlier delimiter in DELIMITERS, so a plain comma file stays a comma file.
  return DELIMITERS.reduce((best, delimiter) => (counts.get(delimiter)! > counts.get(best)! ? delimiter : best));
}

/**
 * Reads the layout of a CSV file from its first bytes (`prefix`, at most SNIFF_BYTES of it;
 * `isWholeFile` when the file is no longer). Throws CsvFileError for an empty or binary file, a
 * file that is not UTF-8, or a header row that is not CSV.
 */
export function sniffCsv(prefix: Uint8Array, { isWholeFile }: { isWholeFile: boolean }): CsvLayout {
  if (prefix.length === 0) throw new CsvFileError("empty", "the file is empty");
  assertCsvText(prefix, { isWholeFile });
  const hasBom = Buffer.from(prefix.subarray(0, 3)).equals(UTF8_BOM);
  const body = Buffer.from(prefix.buffer, prefix.byteOffset + (hasBom ? 3 : 0), prefix.length - (hasBom ? 3 : 0));
  let text = body.toString("utf8", 0, body.length - (isWholeFile ? 0 : incompleteUtf8Tail(body)));

  // Blank lines before the header are records with nothing in them: the job skips them the same way.
  text = text.replace(/^(?:[ \t]*\r?\n)+/, "");
  if (text.trim() === "") throw new CsvFileError("empty", "the file is empty");

  const headerEnd = firstRecordEnd(text);
  if (headerEnd === -1 && !isWholeFile) {
    throw new CsvFileError("header_too_long", `the header row is longer than ${SNIFF_BYTES / 1024} KiB`);
  }
  const headerText = headerEnd === -1 ? text : text.slice(0, headerEnd);
  const delimiter = detectDelimiter(headerText);
  // Parsed as the import parses the whole file (csv-records.ts), so that the two agree.
  const options = csvParseOptions(delimiter);

  let header: string[];
  try {
    header = (parse(headerText, options) as string[][])[0].map((name) => name.trim());
  } catch (error) {
    throw new CsvFileError("malformed_header", `the header row is not valid CSV (${(error as Error).message})`);
  }

  const sampleRows: string[][] = [];
  if (headerEnd !== -1) {
    try {
      parse(text.slice(headerEnd), {
        ...options,
        on_record: (record: string[]) => {
          if (sampleRows.length < SAMPLE_ROWS && record.some((value) => value.trim() !== "")) sampleRows.push(record);
          return null;
        },
      });
    } catch {
      // The sniffed bytes may end inside a row: the rows before it are the preview.
    }
  }
  return { delimiter, hasBom, header, sampleRows };
}
