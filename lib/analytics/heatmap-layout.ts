import { Parser } from "htmlparser2";
import { readClickToken } from "@/lib/tracking/tokens/tracking-tokens";

// Where the tracked links of a rendered email sit, without a browser. A click token carries the
// email and the URL but not the link's position, so positions come from the HTML as sent:
// - element: a CSS selector built from the element path (`tag:nth-of-type(k)` per level, from
//   body; the step below a <table> uses the descendant combinator so that the <tbody> browsers
//   insert does not break it);
// - y: the link's middle in "layout units" before it over the email's total, where one visible
//   text character is one unit, an <img> is IMAGE_UNITS (or its height attribute / 2 when given) and
//   each block element adds BLOCK_UNITS (a line break's worth). Text flows top to bottom, so this
//   tracks the vertical position closely for the single-column layouts emails use;
// - x: 0.5 for a link alone in its block (p, td, div, li, h1-h6...); links sharing a block are
//   spread evenly across it, (j + 0.5) / n.
// Both are approximations, rounded to 4 decimals; the rendered HTML is returned with the heatmap
// so a client can place the counts on the real elements with the selectors instead.

const IMAGE_UNITS = 100;
const BLOCK_UNITS = 40;
const BLOCKS = new Set([
  "p",
  "td",
  "th",
  "div",
  "li",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "tr",
  "table",
  "section",
  "header",
  "footer",
  "center",
  "blockquote",
]);
const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);
const SKIP_TEXT = new Set(["style", "script", "head", "title"]);
const CLICK_PATH = /\/t\/c\/([^/?#"'\s]+)/;

export type LinkPosition = { index: number; url: string; element: string; x: number; y: number };

type Node = { tag: string; segment: string; counts: Map<string, number>; block: number | null };

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** The original URL of a tracked href (a signed click URL), else null. */
function trackedUrl(href: string): string | null {
  const match = CLICK_PATH.exec(href);
  return match ? (readClickToken(decodeURIComponent(match[1]))?.url ?? null) : null;
}

export function linkPositions(html: string): LinkPosition[] {
  const root: Node = { tag: "body", segment: "body", counts: new Map(), block: null };
  const stack: Node[] = [root];
  const links: { url: string; element: string; start: number; end: number; block: number }[] = [];
  let units = 0;
  let blockCounter = 0;
  let openLink: (typeof links)[number] | null = null;
  let skipDepth = 0;

  const selectorOf = () =>
    stack
      .map((node, depth) =>
        depth === 0 ? node.segment : `${stack[depth - 1].tag === "table" ? " " : " > "}${node.segment}`,
      )
      .join("");

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (SKIP_TEXT.has(name)) skipDepth += 1;
        if (name === "html" || name === "body" || name === "head") return;
        if (BLOCKS.has(name)) units += BLOCK_UNITS;
        if (name === "img") {
          const height = Number.parseInt(attributes.height ?? "", 10);
          units += Number.isFinite(height) && height > 1 ? height / 2 : height === 1 ? 0 : IMAGE_UNITS;
        }
        const parent = stack[stack.length - 1];
        const nth = (parent.counts.get(name) ?? 0) + 1;
        parent.counts.set(name, nth);
        if (VOID.has(name)) return;
        const block = BLOCKS.has(name) ? ++blockCounter : parent.block;
        stack.push({ tag: name, segment: `${name}:nth-of-type(${nth})`, counts: new Map(), block });
        if (name === "a" && attributes.href) {
          const url = trackedUrl(attributes.href);
          if (url) {
            openLink = { url, element: selectorOf(), start: units, end: units, block: block ?? 0 };
            links.push(openLink);
          }
        }
      },
      ontext(text) {
        if (skipDepth > 0) return;
        units += text.replace(/\s+/g, " ").trim().length;
      },
      onclosetag(name) {
        if (SKIP_TEXT.has(name)) skipDepth = Math.max(0, skipDepth - 1);
        if (VOID.has(name) || name === "html" || name === "body" || name === "head") return;
        if (name === "a" && openLink) {
          openLink.end = units;
          openLink = null;
        }
        const at = stack.findLastIndex((node, depth) => depth > 0 && node.tag === name);
        if (at > 0) stack.length = at;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);

  const total = Math.max(units, 1);
  const perBlock = new Map<number, number>();
  for (const link of links) perBlock.set(link.block, (perBlock.get(link.block) ?? 0) + 1);
  const seenInBlock = new Map<number, number>();
  return links.map((link, index) => {
    const j = seenInBlock.get(link.block) ?? 0;
    seenInBlock.set(link.block, j + 1);
    return {
      index,
      url: link.url,
      element: link.element,
      x: round4((j + 0.5) / perBlock.get(link.block)!),
      y: round4(Math.min(1, (link.start + link.end) / 2 / total)),
    };
  });
}
