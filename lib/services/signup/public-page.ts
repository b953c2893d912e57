import { env } from "@/lib/env";
import { escapeHtml } from "@/lib/html/escape-html";
import { baseSecurityHeaders, publicPageCsp } from "@/lib/security/page-headers";

// The small pages subscribers see (unsubscribe, signup thank-you, confirmation): self-contained,
// no external assets and no script, under a CSP that allows nothing else.

export { escapeHtml };

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;
font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Helvetica,Arial,sans-serif;background:#f4f5f7;color:#1f2937;line-height:1.55}
main{width:100%;max-width:440px;background:#fff;border-radius:14px;padding:36px 32px;box-shadow:0 1px 3px rgba(0,0,0,.06),0 10px 30px rgba(15,23,42,.08);text-align:center}
.brand{font-size:13px;font-weight:600;letter-spacing:.06em;text-transform:uppercase;color:#6b7280;margin:0 0 20px}
h1{font-size:22px;margin:0 0 12px;color:#111827}
p{margin:0 0 16px}
.address{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;background:#f3f4f6;border-radius:6px;padding:2px 8px}
button{appearance:none;border:0;border-radius:8px;background:#111827;color:#fff;font:inherit;font-weight:600;padding:11px 22px;cursor:pointer}
button:hover{background:#374151}
button:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}
.muted{font-size:13px;color:#6b7280;margin:20px 0 0}
`;

export type PublicPage = {
  title: string;
  /** Already-escaped HTML of the card's content below the heading. */
  body: string;
  brand?: string | null;
  status?: number;
  headers?: HeadersInit;
  /** Answers of the embeddable signup form, which any site may show in a frame. */
  frameable?: boolean;
  /** The page's language (the team's, Settings -> Defaults). */
  lang?: string;
  /** Markup above the heading instead of the team's name (the preference centre's logo), already escaped. */
  masthead?: string;
  /** Extra CSS after the house style (the preference centre's switches in the team's colour). */
  style?: string;
  /** Origins the page may load images from (the team's logo). */
  imageOrigins?: string[];
};

/** An HTML answer: a card with the team's name, a heading and the given content. */
export function publicPageResponse({
  title,
  body,
  brand,
  status = 200,
  headers,
  frameable = false,
  lang = "en",
  masthead,
  style = "",
  imageOrigins,
}: PublicPage): Response {
  const html = `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}${style}</style></head>
<body><main>${masthead ?? (brand ? `<p class="brand">${escapeHtml(brand)}</p>` : "")}<h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
  const answer = new Headers(headers);
  answer.set("Content-Type", "text/html; charset=utf-8");
  answer.set("Content-Security-Policy", publicPageCsp({ frameable, imageOrigins }));
  answer.set("Cache-Control", "no-store");
  for (const [name, value] of Object.entries(baseSecurityHeaders({ https: env.APP_URL.startsWith("https:") })))
    answer.set(name, value);
  return new Response(html, { status, headers: answer });
}

/** Whether the caller is a browser wanting a page rather than a program wanting JSON. */
export function wantsHtml(request: Request): boolean {
  return /\btext\/html\b/i.test(request.headers.get("accept") ?? "");
}

/** "ada.lovelace@example.com" -> "a***e@example.com": recognisable to its owner, not to onlookers. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  const local = email.slice(0, at);
  const masked = local.length <= 2 ? `${local[0]}***` : `${local[0]}***${local[local.length - 1]}`;
  return `${masked}${email.slice(at)}`;
}
