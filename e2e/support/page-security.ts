import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

// docs/contract.md section 18: every HTML page answers nosniff, Referrer-Policy and a CSP with a
// per-request nonce and frame-ancestors 'none', and renders without a CSP violation.

type ViolationLog = { cspViolations: string[] };

/** Collects the CSP violations `page` reports from each document's first script on; call before navigating. */
export async function watchCspViolations(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as ViolationLog).cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as ViolationLog).cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as ViolationLog).cspViolations);
}

/** Asserts the security headers of the page at `url` and returns its CSP nonce. */
export function expectPageHeaders(headers: Record<string, string>, url: string) {
  expect(headers["x-content-type-options"], url).toBe("nosniff");
  expect(headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
  const csp = headers["content-security-policy"] ?? "";
  expect(csp, url).toContain("frame-ancestors 'none'");
  expect(csp, url).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  // Only the template designer may evaluate code at run time.
  expect(csp.includes("'unsafe-eval'"), url).toBe(/^\/templates\/[^/]+$/.test(new URL(url, "http://x").pathname));
  expect(csp, url).toContain("object-src 'none'");
  // APP_URL is http here: no HSTS (a browser would ignore it on http anyway).
  expect(headers["strict-transport-security"], url).toBeUndefined();
  return /'nonce-([^']+)'/.exec(csp)![1];
}

/**
 * Opens `url`, asserts its security headers and waits until Next.js's scripts ran under the nonce
 * (the page hydrated: window.next is set then). Returns the nonce.
 */
export async function openUnderCsp(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response, url).not.toBeNull();
  const nonce = expectPageHeaders(response!.headers(), url);
  await page.waitForFunction(() => "next" in window, undefined, { timeout: 15_000 });
  return nonce;
}
