import { createHash, timingSafeEqual } from "node:crypto";
import { ApiError } from "@/lib/api/errors";

// GET /metrics answers only to `Authorization: Bearer <METRICS_TOKEN>` (docs/contract.md section 19): with no
// token configured the endpoint does not exist (404), so a deployment that never set one exposes
// nothing; a missing or wrong token is 401.

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Throws the answer for a scrape that may not read the metrics; returns when it may. */
export function assertMetricsAccess(configuredToken: string | undefined, authorization: string | null): void {
  if (!configuredToken) throw ApiError.notFound();
  const given = /^Bearer (.+)$/i.exec(authorization ?? "")?.[1];
  if (!given) throw ApiError.unauthorized("A metrics token is required: Authorization: Bearer <METRICS_TOKEN>");
  // Digests have equal lengths, so the comparison takes the same time whatever was sent.
  if (!timingSafeEqual(digest(given), digest(configuredToken)))
    throw ApiError.unauthorized("The metrics token is not valid");
}
