// The entry of lib/imports (docs/ARCHITECTURE.md, "Folders"): streaming CSV reading and field
// mapping for contact imports. Other folders import from here; files of this folder import each
// other directly, never this file (no import circles).

// Reading a CSV file: one parser (csv-parse) with one set of options for every reader.
export { countCsvRecords } from "./count-csv-records";
export { type CsvDelimiter, csvParseOptions } from "./csv-parse-options";
export { csvRecords, isBlankRecord } from "./csv-records";
export { firstInvalidUtf8 } from "./csv-text-check";
export { readStreamPrefix } from "./read-stream-prefix";
export { CsvFileError, SNIFF_BYTES, sniffCsv, type CsvLayout } from "./sniff-csv";

// An import request: the upload streamed to storage, its limits, and the API's answer to a bad file.
export { csvFileApiError } from "./csv-file-api-error";
export type { ImportSource } from "./import-source";
export { importUploadLimitBytes, readImportRequest } from "./read-import-request";
export { discardStreamedUpload, type StreamedUpload, streamImportUpload } from "./stream-import-upload";

// From a header to contact fields, and the rows' way into COPY.
export { CopyTextBuffer, copyTextField } from "./copy-text-buffer";
export { columnTargets, type FieldsMap, type ImportTarget, resolveFieldMapping } from "./field-mapping";
export { FingerprintSet } from "./fingerprint-set";
export { contactFieldForHeader } from "./header-aliases";
