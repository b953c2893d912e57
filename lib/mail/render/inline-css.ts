import juice from "juice";

// Liquid markup must reach Liquid untouched: juice parks code blocks between these markers before
// parsing the HTML and puts them back afterwards. `{{ }}` is already one of its defaults; tags
// (`{% for %}` between table rows, `{% if %}` inside an attribute) are added here, once.
juice.codeBlocks.LIQUID_TAG = { start: "{%", end: "%}" };
juice.codeBlocks.HBS = { start: "{{", end: "}}" };

const OPTIONS: juice.Options = {
  // Media queries cannot be inlined: they stay in a <style> block for clients that read it
  // (the mobile layout), while every other rule moves into style attributes for those that do not.
  preserveMediaQueries: true,
  preserveFontFaces: true,
  preserveKeyFrames: true,
  removeStyleTags: true,
  applyWidthAttributes: true,
  applyHeightAttributes: true,
  applyAttributesTableElements: true,
};

/** Moves the CSS of <style> blocks into style attributes, as mail clients such as Gmail need. */
export function inlineCss(html: string): string {
  return juice(html, OPTIONS);
}
