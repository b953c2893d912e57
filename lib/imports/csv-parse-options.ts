import type { Options } from "csv-parse";

/** The delimiters an uploaded CSV file may use; sniff-csv.ts picks one from the header row. */
export type CsvDelimiter = "," | ";" | "\t";

/**
 * How every reader of an uploaded CSV file parses it with csv-parse: the sniff of its first bytes,
 * the import's pre-count and its records (csv-records.ts), the erasure's rewrite
 * (lib/services/contacts/erase-address-files.ts). One set of options, so that they all split a
 * file into the same records and refuse the same files:
 * - a record ends at a line feed, with or without a carriage return before it, whichever the file
 *   mixes (csv-parse would otherwise fix one from the first line and refuse the other); a lone
 *   carriage return is data;
 * - quoting is strict RFC 4180 (`relax_quotes` off): a quote opens a field or doubles inside a
 *   quoted one, a quoted field ends at a delimiter or a line break, every quote is closed. A
 *   lenient reader would swallow the rest of the file into one field after an unclosed quote;
 * - a record may have fewer or more cells than the header (spreadsheets drop empty trailing cells);
 * - a leading UTF-8 byte order mark is dropped, so that a quoted first header name loses its quotes;
 * - cells stay strings (`cast` off: an import maps text, and casting costs time on every cell).
 */
export function csvParseOptions(delimiter: CsvDelimiter) {
  return {
    delimiter,
    record_delimiter: ["\r\n", "\n"],
    relax_quotes: false,
    relax_column_count: true,
    bom: true,
    cast: false,
  } satisfies Options;
}
