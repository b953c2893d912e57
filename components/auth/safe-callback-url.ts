const AUTH_PAGES = /^\/(sign-in|sign-up|forgot-password|reset-password|invite)(?:[/?#]|$)/;

/**
 * Where to go after signing in: a path on this site, never another origin ("//evil.example",
 * "/\evil.example") and never an auth page, which would only send the user round again.
 */
export function safeCallbackUrl(value: string | string[] | undefined | null): string {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw?.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return "/";
  return AUTH_PAGES.test(raw) ? "/" : raw;
}

/** An auth page's address carrying the callbackUrl along, so switching pages keeps the destination. */
export function withCallbackUrl(path: string, callbackUrl: string) {
  return callbackUrl === "/" ? path : `${path}?callbackUrl=${encodeURIComponent(callbackUrl)}`;
}
