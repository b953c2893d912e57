import { Readable, Transform } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { ApiError } from "@/lib/api/errors";
import { assertMultipartContentType, uploadTooLarge } from "@/lib/api/read-multipart";
import { newFileId } from "@/lib/storage/new-file-id";
import { csvFileApiError } from "./csv-file-api-error";
import { getStorage } from "@/lib/storage";
import { CsvTextCheck } from "./csv-text-check";
import { CsvFileError, SNIFF_BYTES } from "./sniff-csv";

/** A CSV file already written to storage under `path`; no File row yet (createImport adds it). */
export type StreamedUpload = {
  id: string;
  path: string;
  name: string;
  size: number;
  prefix: Buffer;
  isWholeFile: boolean;
};

// Room for what surrounds the file: boundaries, part headers and the small text fields.
const MULTIPART_OVERHEAD_BYTES = 1024 * 1024;
const MAX_FIELD_BYTES = 256 * 1024;

/**
 * Reads POST /imports' multipart body as it arrives (busboy) and streams the `file` part straight
 * to storage under a new file id, so a 256 MB CSV never sits in memory: what is held at any time
 * is a few stream chunks, the first SNIFF_BYTES for the header checks and the text fields. The
 * bytes are checked to be UTF-8 text on the way (400 as before). Past `maxFileBytes` (or a
 * Content-Length that says so) the answer is 413 at once and the rest of the body is not read.
 * On any failure nothing stays in storage. The caller owns the stored object afterwards and
 * deletes it if it refuses the request later (discardStreamedUpload).
 */
export async function streamImportUpload(
  request: Request,
  { teamId, maxFileBytes }: { teamId: string; maxFileBytes: number },
): Promise<{ fields: Record<string, string>; file: StreamedUpload }> {
  const contentType = assertMultipartContentType(request);
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxFileBytes + MULTIPART_OVERHEAD_BYTES || !request.body) {
    await request.body?.cancel().catch(() => undefined);
    if (!request.body) throw ApiError.validation("A file is required", { file: "is required" });
    throw uploadTooLarge(maxFileBytes);
  }
  const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
  const fields: Record<string, string> = {};
  const stored: Promise<StreamedUpload>[] = [];
  let fileParts = 0;

  const parsed = new Promise<void>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": contentType },
        limits: { fileSize: maxFileBytes, fieldSize: MAX_FIELD_BYTES, fields: 20, parts: 40 },
      });
    } catch {
      reject(malformed());
      return;
    }
    const fail = (error: unknown) => {
      // Stop reading the request: the answer does not depend on the rest of it.
      source.unpipe(parser);
      source.destroy();
      reject(error);
    };
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated)
        fail(ApiError.validation("A form field is too long", { [name]: `at most ${MAX_FIELD_BYTES} bytes` }));
      else fields[name] ??= value;
    });
    parser.on("file", (name, stream, info) => {
      fileParts += name === "file" ? 1 : 0;
      if (name !== "file" || fileParts > 1) {
        stream.resume(); // other file fields are ignored, as before; a second `file` is a 400 below
        return;
      }
      const upload = storeFilePart({ teamId, name: info.filename ?? "file", stream, maxFileBytes, refuse: fail });
      stored.push(upload);
      upload.catch(fail);
    });
    parser.on("error", () => fail(malformed()));
    parser.on("close", () => resolve());
    source.on("error", fail);
    source.pipe(parser);
  });

  try {
    await parsed;
    const files = await Promise.all(stored);
    if (fileParts > 1) throw ApiError.validation("Too many files", { file: "send one file only" });
    if (files.length === 0) {
      throw ApiError.validation("A file is required", {
        file: "file" in fields ? "must be a file, not text" : "is required",
      });
    }
    return { fields, file: files[0] };
  } catch (error) {
    await Promise.allSettled(stored.map((upload) => upload.then(discardStreamedUpload)));
    throw error;
  }
}

/** Removes a streamed upload's bytes (the request was refused after they were stored). */
export async function discardStreamedUpload(upload: Pick<StreamedUpload, "path">): Promise<void> {
  await getStorage()
    .delete(upload.path)
    .catch(() => undefined);
}

/** One file part into storage: counted, its first bytes kept, checked as CSV text, capped. */
async function storeFilePart({
  teamId,
  name,
  stream,
  maxFileBytes,
  refuse,
}: {
  teamId: string;
  name: string;
  stream: Readable;
  maxFileBytes: number;
  /** Called at the first failure, so that the request stops being read while storage cleans up. */
  refuse: (error: Error) => void;
}): Promise<StreamedUpload> {
  const id = newFileId();
  const path = `${teamId}/${id}`;
  const head: Buffer[] = [];
  let headBytes = 0;
  let size = 0;
  const check = new CsvTextCheck();
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        size += chunk.length;
        if (headBytes <= SNIFF_BYTES) {
          head.push(Buffer.from(chunk.subarray(0, SNIFF_BYTES + 1 - headBytes)));
          headBytes += head.at(-1)!.length;
        }
        check.push(chunk);
        done(null, chunk);
      } catch (error) {
        done(error instanceof CsvFileError ? csvFileApiError(error) : (error as Error));
      }
    },
    flush(done) {
      try {
        check.end();
        done();
      } catch (error) {
        done(error instanceof CsvFileError ? csvFileApiError(error) : (error as Error));
      }
    },
  });
  // The first failure is the answer (413 at the cap, 400 for bytes that are not text). It is kept
  // here because it can come before the storage driver starts reading (it opens its file first).
  let failure: Error | undefined;
  tap.on("error", (error) => {
    failure ??= error;
    refuse(failure);
  });
  // busboy stops the part at the cap (the rest of it is discarded): refuse the upload.
  stream.on("limit", () => tap.destroy(uploadTooLarge(maxFileBytes)));
  stream.on("error", (error) => tap.destroy(error));
  stream.pipe(tap);
  // The storage driver reads `tap` to its end; a destroyed tap makes put() fail and clean up.
  try {
    await getStorage().put(path, tap, { contentType: "text/csv" });
  } catch (error) {
    throw failure ?? error;
  }
  if (failure) {
    await discardStreamedUpload({ path });
    throw failure;
  }
  const prefix = Buffer.concat(head);
  return { id, path, name, size, prefix: prefix.subarray(0, SNIFF_BYTES), isWholeFile: size <= SNIFF_BYTES };
}

const malformed = () => ApiError.validation("Malformed multipart body", { body: "is not valid multipart/form-data" });
