import { pipeline, type Duplex, type Readable } from "node:stream";
import Papa from "papaparse";
import type { CsvDelimiter } from "./sniff-csv";

/**
 * A CSV file's records, each an array of its cells, from a stream of its bytes (read it with
 * `for await`; a read error comes out of the loop). PapaParse splits them: a third of
 * csv-parse's CPU time on a million rows (bench/README.md, import-large), which was the largest
 * part of an import's own work.
 *
 * PapaParse is lenient where a file breaks the quoting rules, so this only reads files that
 * scanCsvFile has passed as strict RFC 4180. Records end at "\n": the "\r" of a CRLF line end
 * stays at the end of the record's last unquoted cell (a quoted one ends at its closing quote),
 * so a caller trims every cell before using it, as the import does, header names included.
 */
export function csvRecords(bytes: Readable, delimiter: CsvDelimiter): Duplex {
  const split = Papa.parse(Papa.NODE_STREAM_INPUT, { delimiter, newline: "\n", quoteChar: '"', escapeChar: '"', header: false, dynamicTyping: false, skipEmptyLines: false });
  return pipeline(textOf(bytes), split, () => {
    // Errors reach the reader through the returned stream; nothing to do here.
  });
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
