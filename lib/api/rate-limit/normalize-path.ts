const API_PREFIX = "/api/v1";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMBER = /^\d+$/;
const CUID = /^[a-z0-9]{20,32}$/;
const LONG_TOKEN = /^[A-Za-z0-9_~.=%-]{20,}$/;
// A long segment made only of lowercase words ("password-reset-confirmation") is a route name,
// not an id; real tokens and ids carry digits or mixed case.
const PLAIN_WORDS = /^[a-z]+(?:[-_.][a-z]+)*$/;

/** Removes the /api/v1 prefix, also docs/interface.md's doubled /api/v1/api/v1. Always returns "/..." */
export function stripApiPrefix(pathname: string): string {
  let path = pathname.split(/[?#]/, 1)[0].replace(/\/{2,}/g, "/");
  while (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)) {
    path = path.slice(API_PREFIX.length);
  }
  path = path.replace(/\/+$/, "");
  return path.startsWith("/") ? path : `/${path}`;
}

function isIdSegment(segment: string): boolean {
  if (NUMBER.test(segment) || UUID.test(segment)) return true;
  if (CUID.test(segment) && /\d/.test(segment)) return true;
  // Addresses in paths (suppressions, lookups by email) are per-client values too.
  if (segment.includes("@") || /%40/i.test(segment)) return true;
  return LONG_TOKEN.test(segment) && !PLAIN_WORDS.test(segment);
}

// Paths without ids are the routes' own names, a short list: their normal form is kept, so that the
// tracking fast path (which counts its hits under "/api/v1/t/o") does not parse its path per hit.
// Bounded, since a client can send any path.
const ID_FREE_PATHS_KEPT = 1_000;
const idFreePaths = new Map<string, string>();

/**
 * The path as counted by the limiter: ids become ":id" and a trailing id is dropped, so
 * "/analytics/campaign/<id>" and "/analytics/campaign" share one counter (docs/interface.md section 8).
 */
export function normalizePath(pathname: string): string {
  const known = idFreePaths.get(pathname);
  if (known !== undefined) return known;
  const segments = stripApiPrefix(pathname)
    .split("/")
    .filter(Boolean)
    .map((segment) => (isIdSegment(segment) ? ":id" : segment));
  const idFree = !segments.includes(":id");
  if (segments.at(-1) === ":id") segments.pop();
  const normalized = `/${segments.join("/")}`;
  if (idFree && idFreePaths.size < ID_FREE_PATHS_KEPT) idFreePaths.set(pathname, normalized);
  return normalized;
}
