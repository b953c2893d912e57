import { ApiError } from "./errors";

/** docs/contract.md section 2: uploads are capped at 10 MiB. */
const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

// Room for what surrounds the file in a multipart body: boundaries, part headers (a long file name)
// and a few small text fields (an import's listId and fieldsMap).
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export type UploadedFile = { name: string; clientType: string; bytes: Buffer };
export type MultipartForm = { fields: Record<string, string>; files: Record<string, UploadedFile[]> };

export function uploadTooLarge(maxFileBytes: number) {
  const mib = maxFileBytes / (1024 * 1024);
  return new ApiError(
    413,
    "payload_too_large",
    "PAYLOAD_TOO_LARGE",
    `Files are limited to ${mib} MiB (${maxFileBytes} bytes)`,
  );
}

/** The request's Content-Type when it is multipart/form-data with a boundary; 400 otherwise. */
export function assertMultipartContentType(request: Request): string {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;.*\bboundary=/i.test(contentType.trim())) {
    throw ApiError.validation("Content-Type must be multipart/form-data", {
      "content-type": `expected multipart/form-data, received ${contentType || "nothing"}`,
    });
  }
  return contentType;
}

/** The body's bytes, refused with 413 as soon as more than `limit` have arrived. */
async function readBodyCapped(
  request: Request,
  limit: number,
  tooLarge: () => ApiError,
): Promise<Uint8Array<ArrayBuffer>> {
  // The declared length is checked before reading anything; it can lie or be missing (chunked
  // transfer), so what arrives is counted as well.
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    received += chunk.value.byteLength;
    if (received > limit) {
      // The rest of the body is never read.
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(chunk.value);
  }
  // Buffer.concat allocates a plain (never shared) ArrayBuffer.
  return Buffer.concat(chunks) as Uint8Array<ArrayBuffer>;
}

/**
 * Reads a `multipart/form-data` body with a size gate: Content-Length first, then a count of the
 * bytes as they arrive, then each file's own size. Only a body that passed the gate is parsed, by the
 * platform's parser (`Response.formData()`); it holds at most `maxFileBytes` plus framing in memory,
 * which at 10 MiB is acceptable. 400 for another content type or a malformed body, 413 past the cap.
 */
export async function readMultipart(
  request: Request,
  { maxFileBytes = UPLOAD_LIMIT_BYTES } = {},
): Promise<MultipartForm> {
  const contentType = assertMultipartContentType(request);
  const tooLarge = () => uploadTooLarge(maxFileBytes);
  const body = await readBodyCapped(request, maxFileBytes + MULTIPART_OVERHEAD_BYTES, tooLarge);

  let formData: FormData;
  try {
    formData = await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw ApiError.validation("Malformed multipart body", { body: "is not valid multipart/form-data" });
  }

  const form: MultipartForm = { fields: {}, files: {} };
  for (const [name, value] of formData.entries()) {
    if (typeof value === "string") {
      form.fields[name] ??= value;
      continue;
    }
    if (value.size > maxFileBytes) throw tooLarge();
    (form.files[name] ??= []).push({
      name: value.name,
      clientType: value.type,
      bytes: Buffer.from(await value.arrayBuffer()),
    });
  }
  return form;
}

/** The one file sent as `field`: 400 when it is missing, sent as text, or sent more than once. */
export function requireFile(form: MultipartForm, field: string): UploadedFile {
  const files = form.files[field] ?? [];
  if (files.length === 1) return files[0];
  const problem =
    files.length > 1 ? "send one file only" : field in form.fields ? "must be a file, not text" : "is required";
  throw ApiError.validation(files.length > 1 ? "Too many files" : "A file is required", { [field]: problem });
}
