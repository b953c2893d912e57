import { db } from "@/lib/db";
import { verifyDownloadLink } from "./download-url";
import { fileNotFound } from "./get-file";
import { openStoredBytes } from "./open-file-stream";

/**
 * The file a signed link names, with its bytes. The signature is the whole authority (the link is
 * meant to be opened without credentials), so it is checked before the file is even looked up:
 * without a valid link nobody learns whether an id exists. 403 for a bad or expired link, 404
 * once the file is deleted.
 */
export async function downloadFile({ id, expires, signature }: { id: string; expires: string; signature: string }) {
  const { remainingSeconds } = verifyDownloadLink({ fileId: id, expires, signature });
  const file = await db.file.findFirst({ where: { id } });
  if (!file) throw fileNotFound();
  return { file, stream: await openStoredBytes(file), remainingSeconds };
}
