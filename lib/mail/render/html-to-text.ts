import { compile } from "html-to-text";

const heading = (selector: string) => ({ selector, options: { uppercase: false } });

// Plain-text alternative of a mail. Lines are not wrapped (mail clients wrap; wrapping here could
// also split a Liquid placeholder), links read "text [url]", images and the hidden preheader are
// left out (they are not content a reader of the text version can use).
const convert = compile({
  wordwrap: false,
  selectors: [
    { selector: "a", options: { hideLinkHrefIfSameAsText: true } },
    { selector: "img", format: "skip" },
    { selector: ".preheader", format: "skip" },
    { selector: "style", format: "skip" },
    { selector: "head", format: "skip" },
    ...["h1", "h2", "h3", "h4", "h5", "h6"].map(heading),
    { selector: "table", format: "block" },
    { selector: "tr", format: "block" },
    { selector: "td", format: "block" },
    { selector: "th", format: "block" },
  ],
});

/** Blank-only lines and runs of empty lines (left by layout tables and false conditions) shrink to one. */
export function tidyText(text: string): string {
  return text
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export function htmlToText(html: string): string {
  return tidyText(convert(html));
}

const LIQUID_MARKUP = /\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}/g;

/**
 * The text version of a Liquid HTML template, itself a Liquid template (rendered without HTML
 * escaping). The markup is swapped for inert words while the HTML is converted, so that
 * `{{ "<br>" }}` is not read as a tag and `href="{{ url }}"` still comes out as "text [{{ url }}]".
 */
export function htmlTemplateToTextTemplate(html: string): string {
  const blocks: string[] = [];
  const parked = html.replace(LIQUID_MARKUP, (markup) => `SWLIQUID${blocks.push(markup) - 1}X`);
  return convert(parked).replace(/SWLIQUID(\d+)X/g, (_, index: string) => blocks[Number(index)]);
}
