import type { CsvDelimiter } from "./csv-parse-options";
import { csvRecords, isBlankRecord } from "./csv-records";

export type CsvRecordCount = {
  /** Records that are not blank, the header included. */
  records: number;
  bytes: number;
};

/**
 * One pass over the whole file before an import writes anything, so that a file the import could
 * not finish is refused with nothing imported (csvRecords throws the CsvFileError that names its
 * row), and so that the import knows its `total` up front. It reads the file exactly as the
 * import then does, and counts the records the import does not skip as blank.
 */
export async function countCsvRecords(chunks: AsyncIterable<Buffer>, delimiter: CsvDelimiter): Promise<CsvRecordCount> {
  let bytes = 0;
  async function* counted() {
    for await (const chunk of chunks) {
      bytes += chunk.length;
      yield chunk;
    }
  }
  let records = 0;
  for await (const batch of csvRecords(counted(), delimiter))
    for (const record of batch) if (!isBlankRecord(record)) records += 1;
  return { records, bytes };
}
