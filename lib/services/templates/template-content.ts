import { ApiError } from "@/lib/api/errors";
import { extractTemplateVariables, TemplateRenderError, TemplateSyntaxError } from "@/lib/mail/render";
import { TEMPLATE_HTML_LIMIT } from "@/lib/validation/templates";

/** 413 with the usual envelope: the HTML itself is over its limit (the request body may not be). */
export function assertHtmlSize(html: string) {
  if (Buffer.byteLength(html, "utf8") <= TEMPLATE_HTML_LIMIT) return;
  throw new ApiError(
    413,
    "payload_too_large",
    "PAYLOAD_TOO_LARGE",
    `Template HTML exceeds the ${TEMPLATE_HTML_LIMIT} byte limit`,
    {
      html: `must be at most ${TEMPLATE_HTML_LIMIT} bytes (2 MB)`,
    },
  );
}

/** Template language problems as 422s whose details name the part and the line. Anything else is rethrown. */
export function rethrowTemplateError(error: unknown): never {
  if (error instanceof TemplateSyntaxError) {
    throw ApiError.unprocessable(error.message, {
      [error.part]: `line ${error.line}, column ${error.column}: ${error.reason}`,
      line: String(error.line),
      column: String(error.column),
    });
  }
  if (error instanceof TemplateRenderError) {
    throw ApiError.unprocessable(error.message, {
      [error.part]: `${error.line === null ? "" : `line ${error.line}: `}${error.reason}`,
      ...(error.line === null ? {} : { line: String(error.line) }),
    });
  }
  throw error;
}

/** The variables of a subject and HTML about to be saved; 422 when either is not valid Liquid. */
export function variablesOf(content: { subject: string; html: string }): string[] {
  try {
    return extractTemplateVariables(content);
  } catch (error) {
    rethrowTemplateError(error);
  }
}
