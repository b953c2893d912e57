import type { Readable } from "node:stream";

/**
 * The first `maxBytes` of a stream, and whether that was all of it. Stops reading (and destroys
 * the stream) as soon as it has enough, so sniffing a large stored file costs one chunk or two.
 */
export async function readStreamPrefix(
  stream: Readable,
  maxBytes: number,
): Promise<{ bytes: Buffer; isWholeFile: boolean }> {
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      chunks.push(buffer);
      length += buffer.length;
      // One byte past the limit tells "exactly maxBytes long" apart from "longer".
      if (length > maxBytes) return { bytes: Buffer.concat(chunks).subarray(0, maxBytes), isWholeFile: false };
    }
    return { bytes: Buffer.concat(chunks), isWholeFile: true };
  } finally {
    stream.destroy();
  }
}
