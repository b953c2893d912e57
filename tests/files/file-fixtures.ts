import { crc32, deflateSync } from "node:zlib";
import type { RouteHandler } from "@/lib/api/with-api";
import { apiRequest, callRoute } from "../helpers/http";
import { errorEnvelope } from "../auth/auth-client";

// Real bytes of each format, built here so that the type detection is tested against what a
// browser would actually send.

function pngChunk(type: string, data: Buffer) {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1x1 red RGBA PNG. */
export function pngBytes() {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header.set([8, 6, 0, 0, 0], 8); // bit depth 8, RGBA, deflate, no filter, no interlace
  const pixels = deflateSync(Buffer.from([0, 255, 0, 0, 255])); // filter byte, then one pixel
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", pixels),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A minimal one-page PDF. */
export function pdfBytes() {
  return Buffer.from(
    "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n" +
      "2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj\n" +
      "trailer <</Root 1 0 R>>\n%%EOF\n",
    "latin1",
  );
}

/** The start of a Windows executable: DOS header (with its NUL bytes), stub message, PE signature. */
export function exeBytes() {
  const bytes = Buffer.alloc(256);
  bytes.write("MZ", 0, "latin1");
  bytes.writeUInt32LE(0x80, 0x3c); // e_lfanew: where the PE header starts
  bytes.write("This program cannot be run in DOS mode.", 0x4e, "latin1");
  bytes.write("PE\0\0", 0x80, "latin1");
  return bytes;
}

export const csvBytes = () =>
  Buffer.from('\ufeffEmail Address,First Name\nada@example.com,Ada\n"b@example.com","Smith, Bob"\n', "utf8");

export const BOUNDARY = "----sendwell-test-boundary-7MA4YWxkTrZu0gW";

type Part = { field: string; filename?: string; contentType?: string; body: Buffer | string };

/** A multipart/form-data body, byte for byte, so tests control its exact size and framing. */
export function multipartBody(parts: Part[]) {
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? "" : `; filename="${part.filename}"`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : "";
    pieces.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field}"${filename}${type}\r\n\r\n`,
        "utf8",
      ),
    );
    pieces.push(Buffer.isBuffer(part.body) ? part.body : Buffer.from(part.body, "utf8"));
    pieces.push(Buffer.from("\r\n"));
  }
  pieces.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(pieces);
}

export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

type Credential = { token?: string; headers?: Record<string, string>; ip?: string };

/** POST /files with one `file` part (or exactly the parts given). */
export async function upload(
  handler: RouteHandler,
  credential: Credential,
  file: { name: string; bytes: Buffer; contentType?: string } | { parts: Part[] },
) {
  const parts =
    "parts" in file
      ? file.parts
      : [
          {
            field: "file",
            filename: file.name,
            contentType: file.contentType ?? "application/octet-stream",
            body: file.bytes,
          },
        ];
  const body = multipartBody(parts);
  const request = apiRequest("/files", {
    method: "POST",
    rawBody: body,
    token: credential.token,
    ip: credential.ip,
    headers: { "content-type": MULTIPART_TYPE, "content-length": String(body.length), ...credential.headers },
  });
  const response = await callRoute(handler, request);
  return { status: response.status, body: await response.json(), response };
}

/** Follows a signedUrl through the download route, as a browser without credentials would. */
export async function download(handler: RouteHandler, url: string, id: string) {
  const { pathname, search } = new URL(url);
  const response = await callRoute(handler, apiRequest(`${pathname.replace(/^\/api\/v1/, "")}${search}`), { id });
  return response;
}

export const INVALID_LINK = errorEnvelope(
  "forbidden",
  "INSUFFICIENT_PERMISSIONS",
  "This download link is invalid or has expired",
);
