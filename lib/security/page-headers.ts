// The headers every HTML page answers with (docs/contract.md section 18): dashboard pages through proxy.ts,
// the small public pages (unsubscribe, signup answers) through publicPageResponse.

const REFERRER_POLICY = "strict-origin-when-cross-origin";
/** Where members go to set up two-factor sign-in when their team requires it. */
export const TWO_FACTOR_SETUP_PATH = "/settings/security";
/** Set by proxy.ts on the request: the page's path, which layouts cannot otherwise see. */
export const PATHNAME_HEADER = "x-sendwell-pathname";
/** Two years, the preload list's floor; only sent when APP_URL is https (a browser ignores it on http anyway). */
const HSTS = "max-age=63072000; includeSubDomains";

/** nosniff, Referrer-Policy and, on https, HSTS. */
export function baseSecurityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": REFERRER_POLICY,
    ...(https ? { "Strict-Transport-Security": HSTS } : {}),
  };
}

function policy(directives: (string | false)[]): string {
  return directives.filter(Boolean).join("; ");
}

/**
 * The dashboard's CSP: scripts only with this response's nonce (Next.js puts it on its own
 * scripts) and what they load ('strict-dynamic'); styles inline (Tailwind, React style props, the
 * template designer), images from anywhere over https (templates show remote images), and no framing.
 * `appOrigin` (APP_URL's) is allowed beside 'self': signed file links are built on APP_URL, which
 * may name the host differently from the address in the browser (localhost and 127.0.0.1).
 */
export function dashboardCsp({
  nonce,
  dev,
  https,
  appOrigin,
  unsafeEval = false,
}: {
  nonce: string;
  dev: boolean;
  https: boolean;
  appOrigin: string;
  unsafeEval?: boolean;
}): string {
  return policy([
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev || unsafeEval ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' ${appOrigin} data: blob: https:`,
    "font-src 'self' data:",
    `connect-src 'self' ${appOrigin}`,
    `frame-src 'self' ${appOrigin} blob:`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    https && "upgrade-insecure-requests",
  ]);
}

/**
 * The public pages' CSP: no script and no remote asset at all. The signup answers may be framed
 * by any site (the embeddable form can live in an iframe); every other page by none.
 */
export function publicPageCsp({
  frameable = false,
  imageOrigins = [],
}: {
  frameable?: boolean;
  /** Where the page's images may come from: the team's logo on the preference centre. */
  imageOrigins?: string[];
} = {}): string {
  return policy([
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    imageOrigins.length > 0 && `img-src ${imageOrigins.join(" ")}`,
    "form-action 'self'",
    `frame-ancestors ${frameable ? "*" : "'none'"}`,
  ]);
}
