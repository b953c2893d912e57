/** Which part of a template a problem is in: the subject line or the HTML body. */
export type TemplatePart = "subject" | "html";

/**
 * A template that Liquid cannot parse. `line` and `column` are 1-based positions in that part's
 * source, so an editor can point at them; `reason` is Liquid's message without its position suffix.
 */
export class TemplateSyntaxError extends Error {
  constructor(
    readonly part: TemplatePart,
    readonly line: number,
    readonly column: number,
    readonly reason: string,
  ) {
    super(`Template syntax error in the ${part} on line ${line}, column ${column}: ${reason}`);
    this.name = "TemplateSyntaxError";
  }
}

/** A template that parses but fails while rendering: a filter given bad input, a render limit hit. */
export class TemplateRenderError extends Error {
  constructor(
    readonly part: TemplatePart,
    readonly line: number | null,
    readonly reason: string,
  ) {
    super(`Template could not be rendered (${part}${line === null ? "" : `, line ${line}`}): ${reason}`);
    this.name = "TemplateRenderError";
  }
}

type LiquidLikeError = Error & { token?: { getPosition?: () => [number, number] }; originalError?: Error };

/** Liquid's messages end with ", line:3, col:1" (and sometimes a code frame): keep the sentence. */
function reasonOf(error: LiquidLikeError) {
  const message = (error.originalError?.message ?? error.message).split("\n")[0];
  return message.replace(/,?\s*line:\d+,\s*col:\d+\s*$/, "").trim() || "invalid Liquid";
}

function positionOf(error: LiquidLikeError): [number, number] | null {
  try {
    return error.token?.getPosition?.() ?? null;
  } catch {
    return null;
  }
}

export function toSyntaxError(part: TemplatePart, error: unknown): TemplateSyntaxError {
  const liquidError = error as LiquidLikeError;
  const [line, column] = positionOf(liquidError) ?? [1, 1];
  return new TemplateSyntaxError(part, line, column, reasonOf(liquidError));
}

export function toRenderError(part: TemplatePart, error: unknown): TemplateRenderError {
  const liquidError = error as LiquidLikeError;
  return new TemplateRenderError(part, positionOf(liquidError)?.[0] ?? null, reasonOf(liquidError));
}
