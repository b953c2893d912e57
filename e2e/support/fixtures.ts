import path from "node:path";
import {
  type APIRequestContext,
  test as base,
  type BrowserContext,
  expect,
  type Page,
  type PlaywrightWorkerArgs,
} from "@playwright/test";

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
 * Signs a fresh account (newAccount(`label`)) up from a request context of its own, with a client
 * address of its own: for a hook, such as beforeAll, that has no test's `request` to use.
 */
export async function registerFromHook(
  { playwright, baseURL }: { playwright: PlaywrightWorkerArgs["playwright"]; baseURL: string | undefined },
  label: string,
) {
  const request = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() },
  });
  try {
    return await registerAccount(request, newAccount(label));
  } finally {
    await request.dispose();
  }
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

/** Signs `account` in in `context` (signInContext) and opens its `page` at `path`. */
export async function openSignedIn(
  { page, context }: { page: Page; context: BrowserContext },
  account: Pick<Account, "email" | "password">,
  path: string,
) {
  await signInContext(context, account);
  await page.goto(path);
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
  await openSignedIn({ page, context }, account, path);
  return account;
}

/** test-results/screenshots next to the e2e folder, kept as artifacts between runs. */
function screenshotPath(name: string) {
  return path.resolve(test.info().project.testDir, "../test-results/screenshots", `${name}.png`);
}

/**
 * Clicks away the toasts on show (three at the most; one may also leave by itself meanwhile), so a
 * screenshot shows what they covered; gives their dismiss buttons.
 */
export async function dismissToasts(page: Page) {
  const dismiss = page.getByRole("button", { name: "Dismiss notification" });
  for (let left = 3; left > 0 && (await dismiss.count()) > 0; left--)
    await dismiss
      .first()
      .click({ timeout: 2_000 })
      .catch(() => {});
  return dismiss;
}

export async function saveScreenshot(page: Page, name: string, { fullPage = true } = {}) {
  // Screenshots taken before the web font loads show fallback text metrics.
  await page.evaluate(() => document.fonts.ready);
  // Dialogs fade in: finish running transitions so a screenshot never catches one half-drawn.
  await page.screenshot({ path: screenshotPath(name), fullPage, animations: "disabled" });
}
