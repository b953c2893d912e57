import { ApiError } from "@/lib/api/errors";
import {
  csvFileApiError,
  resolveFieldMapping,
  type FieldsMap,
  readStreamPrefix,
  CsvFileError,
  SNIFF_BYTES,
  sniffCsv,
  type CsvLayout,
  type StreamedUpload,
} from "@/lib/imports";
import { openFileStream } from "@/lib/services/files/open-file-stream";

export type InspectedFile = { layout: CsvLayout; fieldsMap: FieldsMap; hasEmail: boolean };

function rethrowCsvFileError(error: unknown): never {
  throw error instanceof CsvFileError ? csvFileApiError(error) : error;
}

/**
 * What the API checks of a file before an import, from its first bytes only: it is CSV text with
 * a header row (400 otherwise) and the explicit fieldsMap names columns of the file and known
 * targets (400 with `details["fieldsMap.<column>"]`). Answers the layout and the resolved map.
 */
function inspectImportFile({
  prefix,
  isWholeFile,
  fieldsMap,
}: {
  prefix: Uint8Array;
  isWholeFile: boolean;
  fieldsMap?: FieldsMap;
}): InspectedFile {
  let layout: CsvLayout;
  try {
    layout = sniffCsv(prefix, { isWholeFile });
  } catch (error) {
    rethrowCsvFileError(error);
  }
  const mapping = resolveFieldMapping(layout.header, fieldsMap);
  if (Object.keys(mapping.problems).length > 0) throw ApiError.validation("Invalid fieldsMap", mapping.problems);
  return { layout, fieldsMap: mapping.fieldsMap, hasEmail: mapping.hasEmail };
}

/** inspectImportFile on a streamed upload's first bytes (the whole file was checked to be UTF-8 text as it arrived). */
export function inspectStreamedUpload({ upload, fieldsMap }: { upload: StreamedUpload; fieldsMap?: FieldsMap }) {
  return inspectImportFile({ prefix: upload.prefix, isWholeFile: upload.isWholeFile, fieldsMap });
}

/** inspectImportFile on one of the team's stored files (404 for another team's). */
export async function inspectStoredFile({
  teamId,
  fileId,
  fieldsMap,
}: {
  teamId: string;
  fileId: string;
  fieldsMap?: FieldsMap;
}) {
  const { stream } = await openFileStream({ teamId, fileId });
  const { bytes, isWholeFile } = await readStreamPrefix(stream, SNIFF_BYTES);
  return inspectImportFile({ prefix: bytes, isWholeFile, fieldsMap });
}

/** 422: the import would have no address to import. */
export function noEmailColumn() {
  return ApiError.unprocessable("The CSV file has no email column", {
    file: "no email column found; map one with fieldsMap",
  });
}
