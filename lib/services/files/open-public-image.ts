import { Readable } from "node:stream";
import { db } from "@/lib/db";
import { fileNotFound } from "./get-file";
import { openStoredBytes } from "./open-file-stream";
import { PUBLIC_IMAGE_TYPES, readPublicImageToken } from "./public-image-url";

/**
 * The image a permanent link names, as an inline response that mail clients and proxies may cache.
 * A forged token, a deleted file or a file that is not an image all answer the same 404.
 */
export async function openPublicImage({ token }: { token: string }): Promise<Response> {
  const fileId = readPublicImageToken(token);
  const file = fileId ? await db.file.findFirst({ where: { id: fileId } }) : null;
  if (!file || !PUBLIC_IMAGE_TYPES.has(file.type)) throw fileNotFound();
  const stream = await openStoredBytes(file);
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
    status: 200,
    headers: {
      "Content-Type": file.type,
      "Content-Length": String(file.size),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      // A file's bytes never change under its id; a day keeps deletion effective soon enough.
      "Cache-Control": "public, max-age=86400",
    },
  });
}
