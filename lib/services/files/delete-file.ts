import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { isRecordNotFound } from "@/lib/db/errors";
import { getStorage } from "@/lib/storage";
import { fileNotFound, getFileRowOrThrow } from "./get-file";
import { fileInclude, toFileDto } from "./to-file-dto";

/** 409 while a live template renders from the file or an unfinished import reads it. */
async function assertNotInUse(fileId: string) {
  const [templates, imports] = await Promise.all([
    db.template.count({ where: { htmlFileId: fileId } }),
    db.contactImport.count({ where: { fileId, status: { in: ["PENDING", "PROCESSING"] } } }),
  ]);
  if (templates > 0)
    throw ApiError.conflict("This file holds a template's content: delete or change the template first");
  if (imports > 0) throw ApiError.conflict("An import is reading this file: delete it once the import has finished");
}

/**
 * Soft-deletes the file row, then removes the stored bytes. The row goes first: once it is
 * committed no link or read can reach the bytes, and if removing them fails only unreachable
 * bytes are left behind (logged), never a live row without its bytes.
 */
export async function deleteFile({ teamId, id }: { teamId: string; id: string }) {
  const file = await getFileRowOrThrow({ teamId, id });
  await assertNotInUse(file.id);
  const deleted = await db.file
    .update({ where: { id: file.id, teamId }, data: { isDeleted: true }, include: fileInclude })
    .catch((error: unknown) => {
      throw isRecordNotFound(error) ? fileNotFound() : error;
    });
  await getStorage()
    .delete(file.path)
    .catch((error: unknown) =>
      console.error(`Could not remove the stored bytes of deleted file ${file.id} at ${file.path}`, error),
    );
  return toFileDto(deleted);
}
