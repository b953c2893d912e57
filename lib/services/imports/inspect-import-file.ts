import { ApiError } from "@/lib/api/errors";
import { resolveFieldMapping, type FieldsMap } from "@/lib/imports/field-mapping";
import { CsvFileError, sniffCsv, type CsvLayout } from "@/lib/imports/sniff-csv";

const FILE_PROBLEM_MESSAGES: Record<CsvFileError["problem"], string> = {
  empty: "The file is empty",
  binary: "The file is not CSV text",
  not_utf8: "The file is not UTF-8 text",
  header_too_long: "The file's header row is too long",
  malformed_header: "The file's header row is not valid CSV",
  malformed: "The file is not valid CSV",
};

/** A CsvFileError as the API answers it: 400 with the problem under `details.file`. */
export function csvFileApiError(error: CsvFileError): ApiError {
  return ApiError.validation(FILE_PROBLEM_MESSAGES[error.problem], { file: error.message });
}

/**
 * What the request checks before it accepts an import, from the file's first bytes only: it is CSV
 * text with a header row (400 otherwise), the explicit fieldsMap names columns of the file and
 * known targets (400 with `details["fieldsMap.<column>"]`), and some column maps to email (422).
 * Answers the layout and the resolved map the import stores.
 */
export function inspectImportFile({ prefix, isWholeFile, fieldsMap }: { prefix: Uint8Array; isWholeFile: boolean; fieldsMap?: FieldsMap }): {
  layout: CsvLayout;
  fieldsMap: FieldsMap;
} {
  let layout: CsvLayout;
  try {
    layout = sniffCsv(prefix, { isWholeFile });
  } catch (error) {
    throw error instanceof CsvFileError ? csvFileApiError(error) : error;
  }
  const mapping = resolveFieldMapping(layout.header, fieldsMap);
  if (Object.keys(mapping.problems).length > 0) throw ApiError.validation("Invalid fieldsMap", mapping.problems);
  if (!mapping.hasEmail) {
    throw ApiError.unprocessable("The CSV file has no email column", { file: "no email column found; map one with fieldsMap" });
  }
  return { layout, fieldsMap: mapping.fieldsMap };
}
