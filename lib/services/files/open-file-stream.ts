import type { Readable } from "node:stream";
import type { File } from "@/lib/generated/prisma/client";
import { getStorage, StorageObjectNotFoundError } from "@/lib/storage";
import { fileNotFound, getFileRowOrThrow } from "./get-file";

/** The stored bytes of a file row. A row whose bytes are gone is reported and answered as 404. */
export async function openStoredBytes(file: Pick<File, "id" | "path">): Promise<Readable> {
  try {
    return await getStorage().get(file.path);
  } catch (error) {
    if (!(error instanceof StorageObjectNotFoundError)) throw error;
    console.error(`File ${file.id} has a row but no stored bytes at ${file.path}`);
    throw fileNotFound();
  }
}

/**
 * A team's file and a stream of its bytes, for services that read uploads (CSV imports): 404 when
 * the file is not the team's, is deleted, or its bytes are missing. The caller must consume or
 * destroy the stream.
 */
export async function openFileStream({ teamId, fileId }: { teamId: string; fileId: string }) {
  const file = await getFileRowOrThrow({ teamId, id: fileId });
  return { file, stream: await openStoredBytes(file) };
}
