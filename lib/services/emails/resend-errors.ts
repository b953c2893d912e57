import type { RouteHandler } from "@/lib/api/with-api";

// The Resend-compatible route answers errors the way Resend does, `{ statusCode, name, message }`,
// with Resend's statuses (https://resend.com/docs/api-reference/errors), so code written against
// Resend (and its SDK, which hands this object back as `error`) keeps working. Everything else
// about the request (credential, rate limit, validation) is the ordinary withApi pipeline; only the
// shape of its error answer is translated here.

type Envelope = { error?: string; message?: string; code?: string; details?: Record<string, string> };
type ResendError = { statusCode: number; name: string; message: string };

function fieldMessage(details: Record<string, string>): string {
  return Object.entries(details)
    .map(([field, message]) => `\`${field}\` ${message}`)
    .join("; ");
}

function toResendError(status: number, body: Envelope): ResendError {
  const details = body.details ?? {};
  const message = body.message ?? "Request failed";
  switch (status) {
    case 400: {
      if (details["idempotency-key"])
        return { statusCode: 400, name: "invalid_idempotency_key", message: "The key must be between 1-256 chars." };
      const missing = Object.entries(details).filter(
        ([, text]) => text === "is required" || text.startsWith("is required"),
      );
      if (missing.length > 0)
        return {
          statusCode: 422,
          name: "missing_required_field",
          message: `Missing ${missing.map(([field]) => `\`${field}\``).join(", ")} field.`,
        };
      if (Object.keys(details).length > 0 && !("body" in details) && !("content-type" in details)) {
        const attachment = Object.keys(details).some((field) => /^(\d+\.)?attachments\b/.test(field));
        return {
          statusCode: 422,
          name: attachment ? "invalid_attachment" : "validation_error",
          message: `Invalid request: ${fieldMessage(details)}.`,
        };
      }
      return { statusCode: 400, name: "validation_error", message };
    }
    case 401:
      return message === "Authorization header required"
        ? { statusCode: 401, name: "missing_api_key", message: "Missing API key in the authorization header." }
        : { statusCode: 403, name: "invalid_api_key", message: "API key is invalid" };
    case 403:
      return {
        statusCode: 401,
        name: "restricted_api_key",
        message: "This API key is not allowed to send emails (it lacks the emails:send permission).",
      };
    case 404:
      return { statusCode: 404, name: "not_found", message };
    case 409:
      // Resend's answers for Idempotency-Key (https://resend.com/docs/api-reference/errors).
      return body.code === "IDEMPOTENCY_KEY_REUSED"
        ? {
            statusCode: 409,
            name: "invalid_idempotent_request",
            message: "Same idempotency key used with a different request payload.",
          }
        : {
            statusCode: 409,
            name: "concurrent_idempotent_requests",
            message: "Same idempotency key used while original request is still in progress.",
          };
    case 413:
      return { statusCode: 413, name: "validation_error", message };
    case 422:
      return {
        statusCode: 422,
        name: Object.keys(details).some((field) => /^(\d+\.)?attachments\b/.test(field))
          ? "invalid_attachment"
          : "validation_error",
        message: Object.keys(details).length ? `${message} (${fieldMessage(details)})` : message,
      };
    case 429:
      return { statusCode: 429, name: "rate_limit_exceeded", message };
    default:
      return { statusCode: Math.min(status, 500), name: "application_error", message };
  }
}

/** Wraps a withApi handler so its error answers take Resend's shape; headers (rate limit) are kept. */
export function withResendErrors(handler: RouteHandler): RouteHandler {
  return async (request, context) => {
    const response = await handler(request, context);
    if (response.ok) return response;
    const envelope = (await response.json().catch(() => ({}))) as Envelope;
    const error = toResendError(response.status, envelope);
    const headers = new Headers(response.headers);
    headers.delete("content-length");
    return new Response(JSON.stringify(error), { status: error.statusCode, headers });
  };
}
