import type { CheckResult } from "./check-result";

// The checks read off the finished message alone (docs/contract.md section 22).

const GMAIL_CLIP_BYTES = 102 * 1024;
/** Words of visible text per image below which a message reads as "one big picture". */
const MIN_WORDS_PER_IMAGE = 20;

/** HTML over 102 KB: Gmail cuts it off behind "[Message clipped]". */
export function sizeCheck(html: string): CheckResult {
  const bytes = Buffer.byteLength(html);
  const kb = Math.round(bytes / 102.4) / 10;
  const details = { bytes, limit: GMAIL_CLIP_BYTES };
  if (bytes > GMAIL_CLIP_BYTES)
    return { id: "size", status: "warn", message: `The HTML is ${kb} KB: Gmail clips messages over 102 KB`, details };
  return { id: "size", status: "pass", message: `The HTML is ${kb} KB`, details };
}

export function plainTextCheck(text: string | null): CheckResult {
  if (!text?.trim()) return { id: "plain_text", status: "warn", message: "The message has no plain-text part" };
  return { id: "plain_text", status: "pass", message: "The message has a plain-text part" };
}

function visibleWords(html: string): number {
  const text = html
    .replace(/<(style|script|head)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Almost no text beside images: spam filters and image-blocking clients both penalise it. */
export function imagesCheck(html: string): CheckResult {
  const images = (html.match(/<img\b/gi) ?? []).length;
  const words = visibleWords(html);
  const details = { images, words };
  if (images > 0 && words < images * MIN_WORDS_PER_IMAGE)
    return {
      id: "images",
      status: "warn",
      message: `${images} image${images === 1 ? "" : "s"} and only ${words} words of text: add text beside the images`,
      details,
    };
  return { id: "images", status: "pass", message: `${images} images, ${words} words of text`, details };
}

/** A campaign's body must carry its unsubscribe (or preferences) link. */
export function unsubscribeCheck(html: string, unsubscribeUrl: string): CheckResult {
  const hasLink =
    html.includes(unsubscribeUrl) || /<a\b[^>]*href\s*=\s*["']?[^"'>\s]*(unsubscribe|preferences)/i.test(html);
  if (!hasLink)
    return {
      id: "unsubscribe",
      status: "fail",
      message: "The body has no unsubscribe or preferences link: add {{ unsubscribeUrl }}",
    };
  return { id: "unsubscribe", status: "pass", message: "The body has an unsubscribe link" };
}
