import { Parser } from "htmlparser2";

// HTML of feed items: relative links and images made absolute (an email has no base URL), and
// titles reduced to text. htmlparser2 locates the attributes; the HTML is edited in place, not
// re-serialised (the way lib/tracking/tokens/add-tracking.ts rewrites links).

const URL_ATTRIBUTES: Record<string, string> = { a: "href", img: "src", source: "src" };

/** `href` resolved against `base`, or null when it is not a usable http(s) address. */
export function absoluteUrl(href: string | undefined | null, base: string): string | null {
  const value = href?.trim();
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** The HTML with every relative <a href> and <img src> resolved against `base`. */
export function absolutizeHtml(html: string, base: string): string {
  const edits: { start: number; end: number; text: string }[] = [];
  let tag = "";
  const parser = new Parser(
    {
      onopentagname(name) {
        tag = name;
      },
      onattribute(name, value) {
        if (URL_ATTRIBUTES[tag] !== name) return;
        const href = value.trim();
        if (!href || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("#")) return;
        const resolved = absoluteUrl(href, base);
        if (!resolved) return;
        edits.push({ start: parser.startIndex, end: parser.endIndex, text: `${name}="${escapeAttribute(resolved)}"` });
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  let out = html;
  for (const edit of edits.reverse()) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** The text of an HTML fragment (entities decoded, tags dropped, white space folded). */
export function htmlToPlainText(html: string): string {
  let text = "";
  const parser = new Parser({ ontext: (chunk) => (text += chunk) }, { decodeEntities: true });
  parser.end(html);
  return text.replace(/\s+/g, " ").trim();
}
