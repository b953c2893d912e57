import { Readable } from "node:stream";
import type { File } from "@/lib/generated/prisma/client";

/** RFC 6266 / RFC 8187: an ASCII fallback name plus the exact name percent-encoded as UTF-8. */
export function attachmentDisposition(name: string) {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * The bytes as a download, never as a page: an attachment with the stored type, `nosniff`, and a
 * sandboxing CSP in case a browser renders it anyway. Cached privately for as long as the link lives.
 */
export function downloadResponse({
  file,
  stream,
  remainingSeconds,
}: {
  file: File;
  stream: Readable;
  remainingSeconds: number;
}) {
  // Text was checked to be UTF-8 on upload; saying so keeps browsers from guessing another charset.
  const contentType = file.type.startsWith("text/") ? `${file.type}; charset=utf-8` : file.type;
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
    status: 200,
    headers: {
      "Content-Type": contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": attachmentDisposition(file.name),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": `private, max-age=${remainingSeconds}`,
    },
  });
}
