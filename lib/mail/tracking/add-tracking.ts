import { Parser } from "htmlparser2";
import { clickUrl, openPixelUrl } from "./tracking-tokens";

// Adds open and click tracking to a rendered email: every http(s) link of an <a href> goes through
// a signed click URL, and a 1x1 pixel is appended to the body. The HTML is not re-serialised: the
// parser only locates the href attributes, which are replaced in place, so everything else (the
// inlined CSS, conditional comments for Outlook, whitespace) reaches the recipient untouched.

/** Links that must keep working as they are: the unsubscribe link (RFC 8058 mail clients and
 * people expect it to be the plain URL), mailto/tel, anchors and Liquid left-overs. */
function isTrackable(href: string, unsubscribeUrl: string | undefined): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  if (unsubscribeUrl && href === unsubscribeUrl) return false;
  return true;
}

function escapeAttribute(value: string) {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
}

type Edit = { start: number; end: number; text: string };

function hrefEdits(html: string, emailId: string, unsubscribeUrl: string | undefined): Edit[] {
  const edits: Edit[] = [];
  let tag = "";
  const parser = new Parser(
    {
      onopentagname(name) {
        tag = name;
      },
      onattribute(name, value, quote) {
        if (tag !== "a" || name !== "href" || quote === undefined) return;
        const href = value.trim();
        if (!isTrackable(href, unsubscribeUrl)) return;
        // startIndex is the attribute's first character, endIndex the position just past it (past
        // the closing quote, or past the value when unquoted).
        edits.push({ start: parser.startIndex, end: parser.endIndex, text: `href="${escapeAttribute(clickUrl(emailId, href))}"` });
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return edits;
}

function applyEdits(html: string, edits: Edit[]): string {
  if (edits.length === 0) return html;
  let out = "";
  let cursor = 0;
  for (const edit of edits) {
    out += html.slice(cursor, edit.start) + edit.text;
    cursor = edit.end;
  }
  return out + html.slice(cursor);
}

function withPixel(html: string, emailId: string): string {
  const pixel = `<img src="${escapeAttribute(openPixelUrl(emailId))}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0" />`;
  const close = html.search(/<\/body\s*>/i);
  return close === -1 ? html + pixel : html.slice(0, close) + pixel + html.slice(close);
}

export function addTracking({ html, emailId, unsubscribeUrl, opens = true, clicks = true }: {
  html: string;
  emailId: string;
  unsubscribeUrl?: string;
  opens?: boolean;
  clicks?: boolean;
}): string {
  const linked = clicks ? applyEdits(html, hrefEdits(html, emailId, unsubscribeUrl)) : html;
  return opens ? withPixel(linked, emailId) : linked;
}
