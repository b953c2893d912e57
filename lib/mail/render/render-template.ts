import type { Template } from "liquidjs";
import { CLICK_URLS_KEY } from "@/lib/tracking/tokens/add-tracking";
import { compileTemplate, type ClickTrackedHtml, type CompiledTemplate, type TemplateSource } from "./compile-template";
import { renderLiquid } from "./flat-render";
import { htmlToText, tidyText } from "./html-to-text";
import { inlineCss } from "./inline-css";
import { htmlLiquid, textLiquid } from "./liquid-engine";
import { valueAt, type RenderContext } from "./render-context";
import { toRenderError, type TemplatePart } from "./template-errors";

export type RenderedTemplate = {
  /** Plain text on one line: CR and LF become spaces (a header cannot carry them). */
  subject: string;
  /** HTML-escaped values, CSS inlined; media queries kept in a <style> block. */
  html: string;
  /** The plain-text alternative, links as "text [url]". */
  text: string;
  /** Variables printed without a default that the context does not provide (they rendered empty). */
  missingVariables: string[];
};

function run(part: TemplatePart, engine: typeof htmlLiquid, templates: Template[], context: RenderContext): string {
  try {
    return renderLiquid(engine, templates, context);
  } catch (error) {
    throw toRenderError(part, error);
  }
}

/**
 * Renders an already compiled template: Liquid evaluation only, no HTML parsing on the fast path.
 * With `clicks` (the template's clickTracked() and the message's signed URL for each of its links,
 * in order), the HTML comes out with its links already tracked.
 */
export function renderCompiledTemplate(
  compiled: CompiledTemplate,
  context: RenderContext,
  clicks?: { tracked: ClickTrackedHtml; urls: string[] },
): RenderedTemplate {
  const subject = run("subject", textLiquid, compiled.subject, context)
    .replace(/[\r\n]+/g, " ")
    .trim();
  const html = clicks
    ? run("html", htmlLiquid, clicks.tracked.html, { ...context, [CLICK_URLS_KEY]: clicks.urls })
    : compiled.inlinedHtml
      ? run("html", htmlLiquid, compiled.inlinedHtml, context)
      : inlineCss(run("html", htmlLiquid, compiled.html, context));
  const text = compiled.text ? tidyText(run("html", textLiquid, compiled.text, context)) : htmlToText(html);
  const missingVariables = compiled.printedVariables.filter((path) => {
    const value = valueAt(context, path);
    return value === undefined || value === null;
  });
  return { subject, html, text, missingVariables };
}

/**
 * Renders a template's subject and HTML with `context` (see buildRenderContext). Compiles through
 * the content-hash cache. Throws TemplateSyntaxError (unparsable source) or TemplateRenderError.
 */
export function renderTemplate({
  subject,
  html,
  context,
}: TemplateSource & { context: RenderContext }): RenderedTemplate {
  return renderCompiledTemplate(compileTemplate({ subject, html }), context);
}

/** The variables a template reads, sorted and unique (loop locals excluded). Throws TemplateSyntaxError. */
export function extractTemplateVariables(source: TemplateSource): string[] {
  return compileTemplate(source).variables;
}
