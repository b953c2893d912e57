import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/lib/env";
import { baseSecurityHeaders, dashboardCsp, PATHNAME_HEADER } from "@/lib/security/page-headers";

// Security headers of every HTML page (docs/contract.md section 18), with a fresh CSP nonce per request that
// Next.js reads from the request's Content-Security-Policy and puts on its own scripts. The API
// and static assets are not pages and skip this (see `config.matcher`).

const https = env.APP_URL.startsWith("https:");
const dev = env.NODE_ENV === "development";
const appOrigin = new URL(env.APP_URL).origin;
// The template designer (GrapesJS) compiles its component templates with `new Function`: only its
// page allows eval.
const NEEDS_EVAL = /^\/templates\/[^/]+\/?$/;

export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const csp = dashboardCsp({ nonce, dev, https, appOrigin, unsafeEval: NEEDS_EVAL.test(request.nextUrl.pathname) });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", csp);
  requestHeaders.set(PATHNAME_HEADER, request.nextUrl.pathname);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  for (const [name, value] of Object.entries(baseSecurityHeaders({ https }))) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: [
    {
      source: "/((?!api/|u/|preferences/|_next/static|_next/image|favicon.ico|icon.svg|metrics).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
