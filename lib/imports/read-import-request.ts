import { parseInput } from "@/lib/api/parse-input";
import { readJsonBody } from "@/lib/api/read-body";
import { env } from "@/lib/env";
import type { ImportSource } from "./import-source";
import { CreateImportBodySchema, CreateImportFormFieldsSchema } from "@/lib/validation/imports";
import type { FieldsMap } from "./field-mapping";
import { discardStreamedUpload, streamImportUpload } from "./stream-import-upload";

/** IMPORT_UPLOAD_LIMIT_MB in bytes: the largest CSV file a multipart POST /imports takes. */
export const importUploadLimitBytes = () => env.IMPORT_UPLOAD_LIMIT_MB * 1024 * 1024;

/**
 * POST /imports takes either a multipart upload (`file`, `listId`, `fieldsMap` as JSON text) or
 * JSON naming a file uploaded before (`fileId`, `listId`, `fieldsMap`). The content type decides;
 * both answer the same 400s. The upload is streamed to storage as it arrives (up to
 * IMPORT_UPLOAD_LIMIT_MB, 413 beyond, with POST /files' body), and belongs to the import from then
 * on: createImport removes it if it refuses the import.
 */
export async function readImportRequest(
  request: Request,
  { teamId }: { teamId: string },
): Promise<{ listId: string; fieldsMap?: FieldsMap; triggerAutomations: boolean; source: ImportSource }> {
  if (/^multipart\/form-data\b/i.test((request.headers.get("content-type") ?? "").trim())) {
    const { fields, file } = await streamImportUpload(request, { teamId, maxFileBytes: importUploadLimitBytes() });
    try {
      const { listId, fieldsMap, triggerAutomations } = parseInput(CreateImportFormFieldsSchema, fields, "body");
      return { listId, fieldsMap, triggerAutomations, source: { streamed: file } };
    } catch (error) {
      await discardStreamedUpload(file);
      throw error;
    }
  }
  const { listId, fieldsMap, fileId, triggerAutomations } = parseInput(
    CreateImportBodySchema,
    await readJsonBody(request),
    "body",
  );
  return { listId, fieldsMap, triggerAutomations, source: { fileId } };
}
