// The one error class of the API. Services throw it; the request wrapper turns it into the
// envelope of docs/contract.md section 2: { error, message, code, details?, timestamp }.

// Field name -> message for validation; PLAN_LIMIT_REACHED carries numbers ({ feature, limit, used }).
export type ErrorDetails = Record<string, string | number>;

/** Seconds a 503 asks the client to wait: long enough for a busy pool to drain or a restart to finish. */
const SERVICE_UNAVAILABLE_RETRY_AFTER = 5;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetails,
    /** Seconds the client should wait before trying again: sent as `Retry-After`. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }

  static validation(message: string, details?: ErrorDetails) {
    return new ApiError(400, "validation_error", "VALIDATION_ERROR", message, details);
  }
  static unauthorized(message = "Authorization header required") {
    return new ApiError(401, "unauthorized", "INVALID_TOKEN", message);
  }
  static forbidden(
    message = "Insufficient permissions for this resource",
    code = "INSUFFICIENT_PERMISSIONS",
    details?: ErrorDetails,
  ) {
    return new ApiError(403, "forbidden", code, message, details);
  }
  static notFound(message = "Resource not found") {
    return new ApiError(404, "not_found", "RESOURCE_NOT_FOUND", message);
  }
  static conflict(message: string, code = "CONFLICT", details?: ErrorDetails) {
    return new ApiError(409, "conflict", code, message, details);
  }
  static invalidState(message: string) {
    return ApiError.conflict(message, "INVALID_STATE");
  }
  static unprocessable(message: string, details?: ErrorDetails) {
    return new ApiError(422, "unprocessable_entity", "UNPROCESSABLE", message, details);
  }
  static payloadTooLarge(limitBytes: number) {
    return new ApiError(
      413,
      "payload_too_large",
      "PAYLOAD_TOO_LARGE",
      `Request body exceeds the ${limitBytes} byte limit`,
    );
  }
  /**
   * 503: the database is unreachable or too busy to take the request now (lib/db/errors.ts,
   * isDatabaseUnavailable). Nothing about the request was wrong; the same request may succeed later.
   */
  static serviceUnavailable(retryAfter = SERVICE_UNAVAILABLE_RETRY_AFTER) {
    return new ApiError(
      503,
      "service_unavailable",
      "SERVICE_UNAVAILABLE",
      "The service is busy or its database cannot be reached. Please try again shortly.",
      undefined,
      retryAfter,
    );
  }
  static internal() {
    return new ApiError(500, "internal_error", "INTERNAL_ERROR", "Something went wrong on our side. Please try again.");
  }
}

export function errorBody(error: ApiError) {
  return {
    error: error.error,
    message: error.message,
    code: error.code,
    ...(error.details && Object.keys(error.details).length > 0 ? { details: error.details } : {}),
    timestamp: new Date().toISOString(),
  };
}
