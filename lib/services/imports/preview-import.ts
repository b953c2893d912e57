import type { FieldsMap } from "@/lib/imports";
import { inspectStoredFile } from "./inspect-import-file";

/**
 * POST /imports/preview: what an import of a stored file would do, before it is started, for the
 * column-mapping step of an import wizard: the header, the first rows and the resolved map. Reads
 * the file's first bytes only. A missing email column is reported (`hasEmail: false`), not refused.
 */
export async function previewImport({
  teamId,
  fileId,
  fieldsMap,
}: {
  teamId: string;
  fileId: string;
  fieldsMap?: FieldsMap;
}) {
  const { layout, fieldsMap: resolved, hasEmail } = await inspectStoredFile({ teamId, fileId, fieldsMap });
  return {
    fileId,
    delimiter: layout.delimiter,
    columns: layout.header,
    sampleRows: layout.sampleRows,
    fieldsMap: resolved,
    hasEmail,
  };
}
