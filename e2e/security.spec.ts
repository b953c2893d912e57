import { readdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { accessToken, apiPost } from "./support/api";
import { expect, newAccount, registerAccount, signInContext, test } from "./support/fixtures";

// API.md section 18 against `npm start`: every HTML page answers nosniff, Referrer-Policy and a
// CSP with a per-request nonce and frame-ancestors 'none', and renders without a CSP violation.

const APP = path.resolve(import.meta.dirname, "../app");

/** Every page.tsx as a URL: route groups dropped, dynamic segments filled from `ids`. */
function pageRoutes(ids: Record<string, string>): string[] {
  const walk = (directory: string): string[] =>
    readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
      if (entry.isDirectory()) return entry.name === "api" ? [] : walk(path.join(directory, entry.name));
      return entry.name === "page.tsx" ? [directory] : [];
    });
  return walk(APP).map((directory) => {
    const segments = path.relative(APP, directory).split(path.sep).filter((segment) => segment && !segment.startsWith("("));
    return `/${segments.map((segment, index) => (segment === "[id]" ? ids[segments[index - 1]] ?? "unknown-id" : segment)).join("/")}`;
  });
}

/** CSP violations the page reports (collected from its first script on). */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { cspViolations: string[] }).cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { cspViolations: string[] }).cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

function expectPageHeaders(headers: Record<string, string>, url: string) {
  expect(headers["x-content-type-options"], url).toBe("nosniff");
  expect(headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
  const csp = headers["content-security-policy"] ?? "";
  expect(csp, url).toContain("frame-ancestors 'none'");
  expect(csp, url).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  // Only the two editors may evaluate code at run time.
  expect(csp.includes("'unsafe-eval'"), url).toBe(/^\/(templates|automations)\/[^/]+$/.test(new URL(url, "http://x").pathname));
  expect(csp, url).toContain("object-src 'none'");
  // APP_URL is http here: no HSTS (a browser would ignore it on http anyway).
  expect(headers["strict-transport-security"], url).toBeUndefined();
  return /'nonce-([^']+)'/.exec(csp)![1];
}

test("every page answers the security headers and renders under its CSP", async ({ page, context, request }) => {
  test.setTimeout(240_000);
  const account = await registerAccount(request, newAccount("headers"));
  const token = await accessToken(request, account);
  const template = await apiPost(request, token, "/templates", { name: "Header check", subject: "Hi", html: "<p>Hello</p>" });
  const list = await apiPost(request, token, "/lists", { name: "Header list" });
  const campaign = await apiPost(request, token, "/campaigns", { name: "Header campaign" });
  const automation = await apiPost(request, token, "/automations", { name: "Header automation" });
  const routes = pageRoutes({ templates: template.id, lists: list.id, campaigns: campaign.id, automations: automation.id });
  expect(routes.length).toBeGreaterThan(30);

  // Signed out first: the sign-in pages, and what a stranger would try to frame.
  for (const url of ["/sign-in", "/sign-up", "/forgot-password", "/reset-password", "/invite", "/docs", "/no-such-page"]) {
    const response = await request.get(url, { maxRedirects: 0 });
    expectPageHeaders(response.headers(), url);
  }

  await signInContext(context, account);
  const violations = await watchViolations(page);
  const nonces = new Set<string>();
  for (const url of routes) {
    const response = await page.goto(url);
    expect(response, url).not.toBeNull();
    nonces.add(expectPageHeaders(response!.headers(), url));
    // Next.js put the nonce on its scripts: they ran and hydrated the page (window.next is set then).
    await page.waitForFunction(() => "next" in window, undefined, { timeout: 15_000 });
    await page.waitForLoadState("networkidle");
    expect(await violations(), url).toEqual([]);
  }
  // A fresh nonce per response.
  expect(nonces.size).toBe(routes.length);
});
