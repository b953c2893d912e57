import { ZodError } from "zod";
import { isDatabaseUnavailable } from "@/lib/db/database-unavailable";
import { isForeignKeyViolation, isRecordNotFound, isUniqueViolation } from "@/lib/db/errors";
import { ApiError, type ErrorDetails } from "./errors";

/** Per-field messages, keyed by the dotted path of the field ("to", "data.firstName"). */
export function zodDetails(error: ZodError): ErrorDetails {
  const details: ErrorDetails = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join(".") : "body";
    details[field] ??= issue.message;
  }
  return details;
}

/** Maps anything a handler throws to an ApiError; an unavailable database a 503, unknown errors a
 * 500 (withApi logs both with the request's id). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof ZodError) return ApiError.validation("Request validation failed", zodDetails(error));
  if (isRecordNotFound(error)) return ApiError.notFound();
  if (isUniqueViolation(error)) return ApiError.conflict("A resource with these values already exists");
  if (isForeignKeyViolation(error)) return ApiError.validation("A referenced resource does not exist");
  if (isStorageFull(error)) return storageFull();
  // The database is down or its pool is exhausted: the request was fine, a later retry may work.
  if (isDatabaseUnavailable(error)) return ApiError.serviceUnavailable();
  return ApiError.internal();
}

/** The disk (or the quota) holding uploads is full: storage removes what it had written (lib/storage). */
function isStorageFull(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "ENOSPC" || code === "EDQUOT";
}

/** 507 Insufficient Storage (RFC 4918) with the envelope: nothing was kept, a retry may work later. */
const storageFull = () =>
  new ApiError(
    507,
    "insufficient_storage",
    "INSUFFICIENT_STORAGE",
    "There is no room left to store this upload; nothing was kept. Try again later.",
  );
