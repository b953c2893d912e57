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
        edits.push({
          start: parser.startIndex,
          end: parser.endIndex,
          text: `href="${escapeAttribute(clickUrl(emailId, href))}"`,
        });
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return edits;
}

/** The render-context key under which templateClickSlots' placeholders find a message's click URLs. */
export const CLICK_URLS_KEY = "sendwellClickUrls";

/** A template's HTML with its trackable links as placeholders, and the links' URLs in slot order. */
export type ClickSlots = { html: string; urls: string[] };

const LIQUID = /\{\{|\{%|\}\}|%\}/;
const LIQUID_MARKUP = /\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}/g;
const UNSUBSCRIBE_HREF = /^\{\{-?\s*unsubscribeUrl\s*-?\}\}$/;

/**
 * Click tracking found once per template instead of once per message: the Liquid source of a
 * template's HTML with the href of every trackable link replaced by a Liquid output of its slot in
 * the message's click URLs (CLICK_URLS_KEY), so that a message's links cost only their signatures
 * and no HTML parse. The result renders to exactly what addTracking makes of the rendered HTML, as
 * long as rendering cannot move or add links; so null (each message is parsed after rendering)
 * when the template could: a link whose href is Liquid (other than the unsubscribe link, which is
 * never tracked), Liquid in a tag's attribute names or unquoted values, Liquid markup holding < or
 * > (text like `{% if a<b %}` parses as a tag in the source), or the `raw` filter (unescaped HTML).
 * Escaped output elsewhere cannot change how the HTML parses.
 */
export function templateClickSlots(source: string): ClickSlots | null {
  if (/\|\s*raw\b/.test(source)) return null;
  for (const [markup] of source.matchAll(LIQUID_MARKUP)) if (/[<>]/.test(markup)) return null;
  const edits: Edit[] = [];
  const urls: string[] = [];
  let tag = "";
  let dynamic = false;
  const parser = new Parser(
    {
      onopentagname(name) {
        tag = name;
      },
      onattribute(name, value, quote) {
        const href = tag === "a" && name === "href" ? value.trim() : null;
        if (LIQUID.test(name) || (LIQUID.test(value) && (!quote || (href !== null && !UNSUBSCRIBE_HREF.test(href)))))
          dynamic = true;
        if (href === null || quote === undefined || !isTrackable(href, undefined)) return;
        edits.push({
          start: parser.startIndex,
          end: parser.endIndex,
          text: `href="{{ ${CLICK_URLS_KEY}[${urls.length}] }}"`,
        });
        urls.push(href);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(source);
  return dynamic ? null : { html: applyEdits(source, edits), urls };
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

export function addTracking({
  html,
  emailId,
  unsubscribeUrl,
  opens = true,
  clicks = true,
}: {
  html: string;
  emailId: string;
  unsubscribeUrl?: string;
  opens?: boolean;
  clicks?: boolean;
}): string {
  const linked = clicks ? applyEdits(html, hrefEdits(html, emailId, unsubscribeUrl)) : html;
  return opens ? withPixel(linked, emailId) : linked;
}
