import { createHash } from "node:crypto";
import type { Template } from "liquidjs";
import { templateClickSlots } from "@/lib/tracking/tokens/add-tracking";
import { htmlTemplateToTextTemplate } from "./html-to-text";
import { inlineCss } from "./inline-css";
import { htmlLiquid, textLiquid } from "./liquid-engine";
import { LRUCache } from "lru-cache";
import { analyzeVariables, mergeVariables } from "./template-variables";
import { toSyntaxError, type TemplatePart } from "./template-errors";

export type TemplateSource = { subject: string; html: string };

/**
 * A template prepared once for any number of renders. The costly work (CSS inlining, HTML to text,
 * parsing) is done here on the Liquid source, so a render is only Liquid evaluation: the send
 * pipeline renders hundreds of mails a second from the same few templates.
 */
export type CompiledTemplate = {
  subject: Template[];
  /** The HTML with its CSS inlined, parsed; null when inlining broke the markup (see `source`). */
  inlinedHtml: Template[] | null;
  /** The source HTML, parsed: rendered then inlined per mail when `inlinedHtml` is null. */
  html: Template[];
  /** The text version as a Liquid template; null falls back to converting each rendered HTML. */
  text: Template[] | null;
  /** Every variable the subject and HTML read (sorted, unique; loop locals excluded). */
  variables: string[];
  /** Variables printed without a default: a render lists those its context lacks. */
  printedVariables: string[];
  /**
   * The inlined HTML with click tracking prepared once (templateClickSlots), for the send path;
   * null when the links can only be found in each rendered message, or there is no text template
   * (the text would then be converted from the tracked HTML). Made on first use.
   */
  clickTracked: () => ClickTrackedHtml | null;
};

/** The inlined HTML with each trackable link's href a slot of the message's click URLs (CLICK_URLS_KEY). */
export type ClickTrackedHtml = { html: Template[]; urls: string[] };

function parse(part: TemplatePart, engine: typeof htmlLiquid, source: string): Template[] {
  try {
    return engine.parse(source);
  } catch (error) {
    throw toSyntaxError(part, error);
  }
}

function tryParse(engine: typeof htmlLiquid, source: () => string): Template[] | null {
  try {
    return engine.parse(source());
  } catch {
    return null;
  }
}

function compile({ subject, html }: TemplateSource): CompiledTemplate {
  // The user's own source is parsed first, so syntax errors carry the lines they typed.
  const parsedSubject = parse("subject", textLiquid, subject);
  const parsedHtml = parse("html", htmlLiquid, html);
  const subjectVariables = analyzeVariables(parsedSubject);
  const htmlVariables = analyzeVariables(parsedHtml);
  let inlinedSource: string | null = null;
  const inlined = tryParse(htmlLiquid, () => (inlinedSource = inlineCss(html)));
  const text = tryParse(textLiquid, () => htmlTemplateToTextTemplate(html));
  let clickTracked: ClickTrackedHtml | null | undefined;
  const trackClicks = (source: string | null): ClickTrackedHtml | null => {
    const slots = source !== null && inlined && text ? templateClickSlots(source) : null;
    const parsed = slots && tryParse(htmlLiquid, () => slots.html);
    return parsed ? { html: parsed, urls: slots!.urls } : null;
  };
  return {
    subject: parsedSubject,
    inlinedHtml: inlined,
    html: parsedHtml,
    text,
    variables: mergeVariables(subjectVariables.all, htmlVariables.all),
    printedVariables: mergeVariables(subjectVariables.printed, htmlVariables.printed),
    clickTracked: () => (clickTracked === undefined ? (clickTracked = trackClicks(inlinedSource)) : clickTracked),
  };
}

// Compiled templates are a few times their source's size; 500 covers every template a busy
// instance renders at once (a campaign's, the automations', transactional ones) with room to spare.
const CACHE_SIZE = 500;
const cache = new LRUCache<string, CompiledTemplate>({ max: CACHE_SIZE });

function contentKey({ subject, html }: TemplateSource) {
  return createHash("sha256").update(subject).update("\u0000").update(html).digest("base64url");
}

/**
 * The compiled form of a template, from a cache keyed by the hash of its content: an edited
 * template has a new key, so nothing needs invalidating. Throws TemplateSyntaxError.
 */
export function compileTemplate(source: TemplateSource): CompiledTemplate {
  const key = contentKey(source);
  const cached = cache.get(key);
  if (cached) return cached;
  const compiled = compile(source);
  cache.set(key, compiled);
  return compiled;
}
