import { db } from "@/lib/db";
import { getStorage } from "@/lib/storage";
import { newFileId } from "@/lib/storage/new-file-id";
import { fileInclude, type FileRow } from "./to-file-dto";

const MAX_NAME_LENGTH = 255;

/**
 * The name as shown and offered on download: the last path segment only (some browsers send a
 * full path), without control or invisible formatting characters (a right-to-left override can
 * disguise "cod.exe" as "exe.doc"), at most 255 characters.
 */
function cleanFileName(name: string) {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/[\p{Cc}\p{Cf}]/gu, "").trim();
  return [...clean].slice(0, MAX_NAME_LENGTH).join("") || "file";
}

type StoreUploadInput = { teamId: string; userId: string | null; name: string; bytes: Buffer; type: string };

/**
 * Stores bytes whose type the caller has established (see detectUploadType) and records the File
 * row. The bytes are written first, under `<teamId>/<fileId>`, so a row never points at nothing;
 * if the row cannot be written the bytes are removed again.
 */
export async function storeUpload({ teamId, userId, name, bytes, type }: StoreUploadInput): Promise<FileRow> {
  const id = newFileId();
  const path = `${teamId}/${id}`;
  const storage = getStorage();
  await storage.put(path, bytes, { contentType: type });
  return recordStoredUpload({ id, path, teamId, userId, name, size: bytes.byteLength, type });
}

/**
 * The File row of bytes already stored under `path` (= `<teamId>/<id>`, see storeUpload; a
 * streamed import upload is written before its request is fully read). If the row cannot be
 * written the bytes are removed.
 */
export async function recordStoredUpload({
  id,
  path,
  teamId,
  userId,
  name,
  size,
  type,
}: {
  id: string;
  path: string;
  teamId: string;
  userId: string | null;
  name: string;
  size: number;
  type: string;
}): Promise<FileRow> {
  try {
    return await db.file.create({
      data: { id, name: cleanFileName(name), path, size, type, teamId, userId },
      include: fileInclude,
    });
  } catch (error) {
    await getStorage()
      .delete(path)
      .catch(() => undefined);
    throw error;
  }
}
