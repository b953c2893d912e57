import type { Readable } from "node:stream";
import Papa from "papaparse";
import type { CsvDelimiter } from "./sniff-csv";

/**
 * A CSV file's records, chunk by chunk (each yield an array of records, each record an array of
 * its cells), from a stream of its bytes. PapaParse's parser splits them, at a third of
 * csv-parse's CPU time on a million rows (bench/README.md, import-large), which was the largest
 * part of an import's own work. It is driven here a chunk at a time: PapaParse's own Node stream
 * pauses every 16 records and parses the rest of its chunk again, which cost more than it saved.
 *
 * PapaParse is lenient where a file breaks the quoting rules, so this only reads files that
 * scanCsvFile has passed as strict RFC 4180. Records end at "\n": the "\r" of a CRLF line end
 * stays at the end of the record's last unquoted cell (a quoted one ends at its closing quote),
 * so a caller trims every cell before using it, as the import does, header names included.
 */
export async function* csvRecords(bytes: Readable, delimiter: CsvDelimiter): AsyncGenerator<string[][]> {
  const parser = new Papa.Parser({
    delimiter,
    newline: "\n",
    quoteChar: '"',
    escapeChar: '"',
    header: false,
    dynamicTyping: false,
  });
  // The start of a record that the text so far has not finished, and the text read after it.
  let pending = "";
  let unread: string[] = [];
  let unreadLength = 0;
  for await (const text of textOf(bytes)) {
    unread.push(text);
    unreadLength += text.length;
    // An unfinished record is parsed again from its start with the text that follows. Waiting until
    // that text is as long as the record so far keeps a record of many chunks (a huge quoted cell)
    // linear to read rather than quadratic; an ordinary record is parsed with the next chunk.
    if (unreadLength < pending.length) continue;
    const records = finishedRecords();
    if (records.length > 0) yield records;
  }
  const records = finishedRecords();
  if (records.length > 0) yield records;
  // A last record without a line break after it.
  if (pending.length > 0) yield (parser.parse(pending, 0, false) as Papa.ParseResult<string[]>).data;

  /** The records the text read so far finishes; what is left of it becomes `pending`. */
  function finishedRecords(): string[][] {
    const input = pending + unread.join("");
    unread = [];
    unreadLength = 0;
    // The last record may go on in the next chunk: it is left out, and the cursor says where it starts.
    const { data, meta } = parser.parse(input, 0, true) as Papa.ParseResult<string[]>;
    pending = input.slice(meta.cursor);
    return data;
  }
}

/** The file as text, decoded chunk by chunk (a character split between two chunks kept whole),
 * without the byte order mark it may start with: PapaParse would read one as part of the first
 * cell, and a quoted first header name would then keep its quotes. */
async function* textOf(bytes: Readable): AsyncGenerator<string> {
  let started = false;
  for await (const text of bytes.setEncoding("utf8") as AsyncIterable<string>) {
    if (text.length === 0) continue;
    if (started) yield text;
    else {
      started = true;
      yield text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    }
  }
}
