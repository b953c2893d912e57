import { isUtf8 } from "node:buffer";
import { fileTypeFromBuffer } from "file-type";
import { ApiError } from "@/lib/api/errors";

/** Binary formats accepted, as `file-type` names them from their magic bytes. */
const SNIFFED_TYPES: ReadonlySet<string> = new Set([
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "application/pdf",
]);

// WHATWG MIME Sniffing's HTML patterns: what a browser would render as a page if given the chance.
const HTML_TAGS = [
  "!doctype html",
  "html",
  "head",
  "script",
  "iframe",
  "h1",
  "div",
  "font",
  "table",
  "a",
  "style",
  "title",
  "b",
  "body",
  "br",
  "p",
  "!--",
];

function notAllowed(type: string) {
  return ApiError.validation("File type not allowed: upload PNG, JPEG, GIF, WebP, PDF, CSV or plain text", {
    file: `type ${type} is not allowed`,
  });
}

/** Text formats carry no magic bytes: valid UTF-8 with no NUL byte is text (binary formats fail one of the two). */
function isText(bytes: Buffer) {
  return !bytes.includes(0) && isUtf8(bytes);
}

/** The markup type of a text that starts like an SVG image, an HTML page or an XML document; null for other text. */
function markupType(bytes: Buffer): string | null {
  const head = bytes
    .subarray(0, 1024)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  if (!head.startsWith("<")) return null;
  const htmlTag = HTML_TAGS.find((tag) => head.startsWith(`<${tag}`) && /^[\s>]/.test(head.slice(tag.length + 1)));
  if (/<svg[\s>]/.test(head) && !head.startsWith("<!doctype html") && !head.startsWith("<html")) return "image/svg+xml";
  if (htmlTag) return "text/html";
  return head.startsWith("<?xml") ? "application/xml" : null;
}

/**
 * The MIME type of an upload, recognised from its bytes; the name only tells CSV from other plain
 * text. 400 for an empty file and for anything outside the allow-list (images, PDF, CSV, text).
 *
 * SVG, HTML and XML are refused although they are text: as images or pages they can carry script,
 * and stored as plain text they would be useless to the person who uploaded them (a "logo.svg"
 * that no email client can show). Downloads are attachments with `nosniff` either way.
 */
export async function detectUploadType({ name, bytes }: { name: string; bytes: Buffer }): Promise<string> {
  if (bytes.byteLength === 0) throw ApiError.validation("The file is empty", { file: "is empty" });
  const sniffed = await fileTypeFromBuffer(bytes);
  if (sniffed && SNIFFED_TYPES.has(sniffed.mime)) return sniffed.mime;
  // A text file may begin with bytes that also start a binary signature ("BM..." is a BMP header),
  // so text wins over such a guess; a real binary file contains NUL bytes and is not text.
  if (isText(bytes)) {
    const markup = markupType(bytes);
    if (markup) throw notAllowed(markup);
    return /\.csv$/i.test(name.trim()) ? "text/csv" : "text/plain";
  }
  throw notAllowed(sniffed?.mime ?? "application/octet-stream");
}
