import { CsvError, type CsvErrorCode, type Parser, parse } from "csv-parse";
import { type CsvDelimiter, csvParseOptions } from "./csv-parse-options";
import { type TextEnd, TextEndFinder } from "./csv-text-check";
import { CsvFileError } from "./sniff-csv";

const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const CARRIAGE_RETURN_BYTE = Buffer.from([CARRIAGE_RETURN]);

/**
 * Bytes parsed at a time: a file stream's usual chunk. Its records (about 1,000 in a typical
 * export) are garbage before the next collection; the records of a chunk of 1 MiB outlive it and
 * are copied, which doubled the parse's CPU time in a measurement (bench/README.md, import-large).
 */
const PARSE_BYTES = 64 * 1024;

/** The quoting csv-parse refuses (its error codes), as the person who fixes the file reads it. */
const QUOTING_PROBLEMS: Partial<Record<CsvErrorCode, string>> = {
  INVALID_OPENING_QUOTE: "a quote inside a field that does not start with one",
  CSV_INVALID_CLOSING_QUOTE: "text after the closing quote of a field",
  CSV_QUOTE_NOT_CLOSED: "a quoted field is never closed",
};

/**
 * A CSV file's records, from a stream of its bytes, a chunk at a time: each yield is the records
 * that a chunk finished, each record an array of its cells (as csv-parse-options.ts reads them).
 * The file must be CSV text throughout, or this throws a CsvFileError naming the row (the record,
 * blank ones counted, the header being row 1, as a spreadsheet shows them) and the line:
 * - bytes that are not UTF-8 text (a NUL byte, an invalid or cut-short sequence), wherever they
 *   are: a request checks only a stored file's first bytes, and a file can turn into Latin-1 or
 *   binary further down;
 * - quoting that is not strict RFC 4180.
 * Records yielded before such a row are the file's, so a caller that must not act on a file it
 * cannot finish reads it once first (countCsvRecords). The import runs both passes through here,
 * so the pre-count and the import read the file with the same parser and the same options.
 */
export async function* csvRecords(bytes: AsyncIterable<Buffer>, delimiter: CsvDelimiter): AsyncGenerator<string[][]> {
  const reader = new CsvReader(delimiter);
  for await (const chunk of bytes) {
    for (let at = 0; at < chunk.length; at += PARSE_BYTES) {
      const records = await reader.read(chunk.subarray(at, at + PARSE_BYTES));
      if (records.length > 0) yield records;
    }
  }
  const records = await reader.end();
  if (records.length > 0) yield records;
}

/** A record whose cells are all empty or white space: the import skips it, and does not count it. */
export function isBlankRecord(values: readonly string[]): boolean {
  for (const value of values) if (value.trim() !== "") return false;
  return true;
}

/**
 * csv-parse's stream parser, fed one chunk at a time and read in arrays: each record is taken off
 * the parser's buffer synchronously, with no promise per record; the only wait is one per chunk.
 * Alongside, what an error message needs: the row being read and the line it starts on.
 */
class CsvReader {
  private readonly parser: Parser;
  private readonly text = new TextEndFinder();
  /** Bytes fed after the last text before a bad byte: neutral in every state of the parser (see read). */
  private readonly filler: Buffer;
  /** Records read so far, blank ones included: the one being read is row `records + 1`. */
  private records = 0;
  /** The line the record being read starts on. */
  private recordLine = 1;
  /** Line feeds in the chunks read so far. */
  private lineFeeds = 0;
  /** The last chunk ended with a carriage return, not yet given to the parser. */
  private carriageReturnHeld = false;

  constructor(delimiter: CsvDelimiter) {
    this.parser = parse(csvParseOptions(delimiter));
    // Failures come through the callbacks of write() and end(); unheard, the stream's own 'error'
    // event would be an uncaught exception.
    this.parser.on("error", () => undefined);
    this.filler = Buffer.from(delimiter.repeat(3));
  }

  /** The records `chunk` finishes. */
  async read(chunk: Buffer): Promise<string[][]> {
    const textEnd = this.text.find(chunk);
    const bytes = this.carriageReturnHeld ? Buffer.concat([CARRIAGE_RETURN_BYTE, chunk]) : chunk;
    if (!textEnd) {
      this.lineFeeds += lineFeedsIn(chunk);
      // A carriage return at the end of a chunk waits for the next one (see end(), and below).
      this.carriageReturnHeld = bytes.at(-1) === CARRIAGE_RETURN;
      const ready = this.carriageReturnHeld ? bytes.subarray(0, -1) : bytes;
      return this.parse((done) => this.parser.write(ready, done));
    }
    // The parser reads up to the bad byte first, so that the error names its row, and a quoting
    // error before it is reported as such. It holds back the last 3 bytes it is given until it sees
    // what follows them (a record delimiter may be "\r\n"): three delimiters follow them here, which
    // end at most a field whatever the parser's state. A carriage return just before the bad byte
    // is left out: after a closing quote a delimiter after it would be a quoting error of its own,
    // and a lone carriage return never ends a record.
    let text = bytes.subarray(0, bytes.length - chunk.length + textEnd.at);
    if (text.at(-1) === CARRIAGE_RETURN) text = text.subarray(0, -1);
    await this.parse((done) => this.parser.write(Buffer.concat([text, this.filler]), done));
    throw this.notText(textEnd, this.lineFeeds + lineFeedsIn(chunk.subarray(0, textEnd.at)));
  }

  /** The last record, once every chunk has been read. */
  async end(): Promise<string[][]> {
    if (this.text.endsInsideCharacter()) {
      // A quoting error in the last bytes comes first, as it would anywhere else in the file.
      await this.parse((done) => this.parser.write(this.filler, done));
      throw new CsvFileError(
        "not_utf8",
        "the file ends inside a UTF-8 character; save it as CSV UTF-8 and upload it again",
      );
    }
    // A carriage return that ends the file (held back by read) is dropped: a line end that lost its
    // line feed. After a closing quote, csv-parse would refuse it; the import always accepted it.
    return this.parse((done) => this.parser.end(done));
  }

  /** Hands bytes to the parser (`feed` calls write or end) and takes the records they finish. */
  private async parse(feed: (done: (error?: Error | null) => void) => void): Promise<string[][]> {
    let failure: Error | null = null;
    const fed = new Promise<void>((resolve) =>
      feed((error) => {
        failure = error ?? null;
        resolve();
      }),
    );
    // csv-parse parses within write(), so the records are in its buffer already; taking them lets a
    // parser whose buffer is full finish the write. Taken again after it, whatever came later.
    const records: string[][] = [];
    this.take(records);
    await fed;
    this.take(records);
    if (failure) throw this.malformed(failure);
    return records;
  }

  private take(records: string[][]): void {
    for (let record = this.parser.read() as string[] | null; record !== null; record = this.parser.read()) {
      records.push(record);
      this.records += 1;
      // Every record ends with one line feed ("\n" or "\r\n"); quoted cells may hold more.
      this.recordLine += 1 + lineFeedsInCells(record);
    }
  }

  private malformed(error: Error): Error {
    // A failure of the stream itself, not of the file: as it is.
    if (!(error instanceof CsvError)) return error;
    // The options refuse nothing else; should csv-parse find more, its own words say what.
    const problem = QUOTING_PROBLEMS[error.code] ?? error.message;
    const row = this.records + 1;
    return new CsvFileError(
      "malformed",
      `row ${row} (from line ${this.recordLine}) is not valid CSV: ${problem}; fix the file and import it again`,
      row,
    );
  }

  private notText({ problem }: TextEnd, lineFeeds: number): CsvFileError {
    const row = this.records + 1;
    if (problem === "binary")
      return new CsvFileError("binary", `the file is binary, not CSV text (row ${row} holds a NUL byte)`, row);
    return new CsvFileError(
      "not_utf8",
      `the file is not UTF-8 text (row ${row}, line ${lineFeeds + 1}); save it as CSV UTF-8 and upload it again`,
      row,
    );
  }
}

function lineFeedsIn(bytes: Buffer): number {
  let count = 0;
  for (let at = bytes.indexOf(LINE_FEED); at !== -1; at = bytes.indexOf(LINE_FEED, at + 1)) count += 1;
  return count;
}

function lineFeedsInCells(record: readonly string[]): number {
  let count = 0;
  for (const cell of record) for (let at = cell.indexOf("\n"); at !== -1; at = cell.indexOf("\n", at + 1)) count += 1;
  return count;
}
