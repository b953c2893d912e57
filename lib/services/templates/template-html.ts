import { db, type Transaction } from "@/lib/db";
import { storeUpload } from "@/lib/services/files/store-upload";
import type { FileRow } from "@/lib/services/files/to-file-dto";
import { getStorage } from "@/lib/storage";

// A template's HTML lives in a File (docs/contract.md section 12), written through the same storage and File
// rows as uploads. Stored bytes are never changed in place: a new version is a new File, so the
// previous HTML stays intact until the template row points at its replacement.

const TEMPLATE_HTML_TYPE = "text/html";

export function storeTemplateHtml({
  teamId,
  userId,
  name,
  html,
}: {
  teamId: string;
  userId: string | null;
  name: string;
  html: string;
}): Promise<FileRow> {
  return storeUpload({
    teamId,
    userId,
    name: `${name}.html`,
    bytes: Buffer.from(html, "utf8"),
    type: TEMPLATE_HTML_TYPE,
  });
}

export async function readTemplateHtml(file: { path: string } | null): Promise<string> {
  if (!file) return "";
  const chunks: Buffer[] = [];
  for await (const chunk of await getStorage().get(file.path))
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

/** Soft-deletes a File row inside the caller's transaction (the bytes go after commit, see removeStoredBytes). */
export async function softDeleteFileRow(tx: Transaction, fileId: string | null) {
  if (fileId) await tx.file.updateMany({ where: { id: fileId }, data: { isDeleted: true } });
}

/** Best effort: bytes left behind are unreachable (their row is deleted) and only cost disk. */
export async function removeStoredBytes(path: string | null | undefined) {
  if (!path) return;
  await getStorage()
    .delete(path)
    .catch((error: unknown) => console.error(`Could not remove the stored template HTML at ${path}`, error));
}

/** Undoes storeTemplateHtml when the template write that needed it failed. */
export async function discardStoredHtml(file: FileRow) {
  await db.file.updateMany({ where: { id: file.id }, data: { isDeleted: true } }).catch(() => undefined);
  await removeStoredBytes(file.path);
}
