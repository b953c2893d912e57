import { openApiRegistry } from "@/lib/api/openapi/registry";
import { parseInput } from "@/lib/api/parse-input";
import { readJsonBody } from "@/lib/api/read-body";
import { documentMultipartBody, readMultipart, requireFile } from "@/lib/api/read-multipart";
import type { ImportSource } from "@/lib/services/imports/create-import";
import { CreateImportBodySchema, CreateImportFormDoc, CreateImportFormFieldsSchema } from "@/lib/validation/imports";
import type { FieldsMap } from "./field-mapping";

/**
 * POST /imports takes either a multipart upload (`file`, `listId`, `fieldsMap` as JSON text) or
 * JSON naming a file uploaded before (`fileId`, `listId`, `fieldsMap`). The content type decides;
 * both answer the same 400s and the upload the same 413 as POST /files.
 */
export async function readImportRequest(request: Request): Promise<{ listId: string; fieldsMap?: FieldsMap; triggerAutomations: boolean; source: ImportSource }> {
  if (/^multipart\/form-data\b/i.test((request.headers.get("content-type") ?? "").trim())) {
    const form = await readMultipart(request);
    const file = requireFile(form, "file");
    const { listId, fieldsMap, triggerAutomations } = parseInput(CreateImportFormFieldsSchema, form.fields, "body");
    return { listId, fieldsMap, triggerAutomations, source: { upload: { name: file.name, bytes: file.bytes } } };
  }
  const { listId, fieldsMap, fileId, triggerAutomations } = parseInput(CreateImportBodySchema, await readJsonBody(request), "body");
  return { listId, fieldsMap, triggerAutomations, source: { fileId } };
}

/** Shows both request bodies of POST /imports in the OpenAPI document. */
export function documentImportRequest() {
  documentMultipartBody({ method: "post", path: "/imports" }, CreateImportFormDoc);
  const definition = openApiRegistry.definitions.find(
    (entry) => entry.type === "route" && entry.route.method === "post" && entry.route.path === "/imports",
  );
  const body = definition?.type === "route" ? definition.route.request?.body : undefined;
  if (body) body.content["application/json"] = { schema: CreateImportBodySchema };
}
