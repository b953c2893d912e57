import path from "node:path";
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";

// Shared by the dashboard specs: accounts, sign-in and screenshots.

/**
 * A distinct client address per test. The API limits sign-ups (3 an hour) and sign-ins (5 a
 * minute) per IP, taken from X-Forwarded-For first (docs/interface.md section 8); without this every test
 * would share 127.0.0.1 and the suite would trip those limits, in CI retries especially.
 */
export function uniqueClientIp() {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

export function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring (it must be one); there are none.
  extraHTTPHeaders: async ({}, use) => {
    await use({ "X-Forwarded-For": uniqueClientIp() });
  },
});

export { expect };

export type Account = { email: string; password: string; firstName: string; lastName: string; teamName: string };

export function newAccount(label: string, overrides: Partial<Account> = {}): Account {
  return {
    email: uniqueEmail(label),
    password: "correct-horse-battery-42",
    firstName: "Ada",
    lastName: "Lovelace",
    teamName: `Analytical Engines ${Math.random().toString(36).slice(2, 6).toUpperCase()}`,
    ...overrides,
  };
}

/** Signs an account up through the API (the dashboard's sign-up page has its own test). */
export async function registerAccount(request: APIRequestContext, account: Account) {
  const response = await request.post("/api/v1/auth/register", { data: account });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/**
 * Signs the browser context in without the form, through Auth.js's credentials endpoint: the
 * context's request client shares the browser's cookie jar, so the session cookie lands there.
 */
export async function signInContext(context: BrowserContext, account: Pick<Account, "email" | "password">) {
  const csrf = await context.request.get("/api/auth/csrf");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await context.request.post("/api/auth/callback/credentials", {
    form: { email: account.email, password: account.password, csrfToken, callbackUrl: "/" },
    maxRedirects: 0,
  });
  expect([200, 302]).toContain(response.status());
  const cookies = await context.cookies();
  expect(
    cookies.some((cookie) => cookie.name.endsWith("authjs.session-token")),
    "session cookie after sign-in",
  ).toBe(true);
}

/**
 * A fresh account (newAccount(`label`)) signed up through the API and signed in in `context`, its
 * `page` opened at `path`: the start of a test about one signed-in page.
 */
export async function signedInAt(
  { page, context, request }: { page: Page; context: BrowserContext; request: APIRequestContext },
  label: string,
  path: string,
) {
  const account = await registerAccount(request, newAccount(label));
  await signInContext(context, account);
  await page.goto(path);
  return account;
}

/** test-results/screenshots next to the e2e folder, kept as artifacts between runs. */
function screenshotPath(name: string) {
  return path.resolve(test.info().project.testDir, "../test-results/screenshots", `${name}.png`);
}

export async function saveScreenshot(page: Page, name: string, { fullPage = true } = {}) {
  // Screenshots taken before the web font loads show fallback text metrics.
  await page.evaluate(() => document.fonts.ready);
  // Dialogs fade in: finish running transitions so a screenshot never catches one half-drawn.
  await page.screenshot({ path: screenshotPath(name), fullPage, animations: "disabled" });
}
