import type { Browser } from "@playwright/test";
import { generate } from "otplib";
import { apiPost, signedUpWithToken } from "./support/api";
import { expect, openSignedIn, saveScreenshot, signedInAt, test, uniqueClientIp } from "./support/fixtures";
import { expectPageHeaders } from "./support/page-security";

// docs/contract.md section 18 against `npm start`: the signed-out pages, and what a stranger would
// try to frame, answer the security headers. Every page's headers, nonce and CSP in the browser
// are checked by accessibility.spec.ts on the same visit as its accessibility check.
test("the signed-out pages answer the security headers", async ({ request }) => {
  for (const url of [
    "/sign-in",
    "/sign-up",
    "/forgot-password",
    "/reset-password",
    "/invite",
    "/docs",
    "/no-such-page",
  ]) {
    const response = await request.get(url, { maxRedirects: 0 });
    expectPageHeaders(response.headers(), url);
  }
});

/** The authenticator app's code, `steps` periods ahead (a code once used is refused afterwards). */
function authenticatorCode(secret: string, steps = 0) {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** A new browser at the sign-in form's code step, the password accepted. */
async function atCodeStep(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });
  const page = await context.newPage();
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByLabel("Authentication code")).toBeVisible();
  return page;
}

test("a marketer turns on two-factor sign-in, keeps the recovery codes and signs in with a code", async ({
  page,
  context,
  browser,
  request,
}) => {
  const account = await signedInAt({ page, context, request }, "two-factor", "/settings/security");
  await expect(page.getByRole("heading", { level: 2, name: "Two-factor sign-in" })).toBeVisible();
  await saveScreenshot(page, "security-settings");

  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  const qr = page.getByRole("img", { name: "QR code to scan with your authenticator app" });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute("src")).toMatch(/^data:image\/png;base64,/);
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  await saveScreenshot(page, "security-two-factor-setup");

  await page.getByLabel("6-digit code from the app").fill("000000");
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("That code didn't match. Enter the current code from your app.")).toBeVisible();
  await page.getByLabel("6-digit code from the app").fill(await authenticatorCode(secret));
  await page.getByRole("button", { name: "Turn on" }).click();
  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  await saveScreenshot(page, "security-recovery-codes");
  await page.getByRole("button", { name: "I've saved them" }).click();
  await expect(page.getByRole("region", { name: "Two-factor sign-in" }).getByText("On", { exact: true })).toBeVisible();
  // Shown once: a reload offers to turn it off, never the codes again.
  await page.reload();
  await expect(page.getByRole("button", { name: "Turn off two-factor sign-in" })).toBeVisible();
  await expect(page.getByText(recoveryCodes[0])).toHaveCount(0);

  // A fresh browser signs in: password, then the code step.
  const signIn = await atCodeStep(browser, account);
  await saveScreenshot(signIn, "sign-in-two-factor-step");
  await signIn.getByLabel("Authentication code").fill("123456");
  await signIn.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(signIn.getByRole("form", { name: "Two-factor sign-in" }).getByRole("alert")).toHaveText(
    "That code didn't work. Enter the current code from your app, or a recovery code.",
  );
  await signIn.getByLabel("Authentication code").fill(await authenticatorCode(secret, 1));
  await signIn.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(signIn).toHaveURL(/\/$/);
  await expect(signIn.getByRole("button", { name: /account menu|Ada Lovelace/i }).first()).toBeVisible();

  // A recovery code works too, in another browser.
  const withRecovery = await atCodeStep(browser, account);
  await withRecovery.getByLabel("Authentication code").fill(recoveryCodes[0]);
  await withRecovery.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(withRecovery).toHaveURL(/\/$/);
  await signIn.context().close();
  await withRecovery.context().close();
});

test("an admin reads the audit log and filters it", async ({ page, context, request }) => {
  const { account, token } = await signedUpWithToken(request, "audit");
  await apiPost(request, token, "/api-keys", { name: "Zapier sync", permissions: ["contacts:read", "contacts:write"] });
  await apiPost(request, token, "/webhooks", {
    name: "CRM",
    url: "https://crm.example.com/hooks/sendwell",
    secret: "a-secret-of-24-chars-ok!",
    events: ["open"],
  });
  await openSignedIn({ page, context }, account, "/settings/audit-log");
  const rows = page.getByTestId("audit-row");
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasText: "Created an API key" })).toContainText("Zapier sync");
  await expect(rows.filter({ hasText: "Added a webhook" })).toContainText("CRM");
  await expect(rows.filter({ hasText: "Signed in" }).first()).toBeVisible();
  await saveScreenshot(page, "audit-log");

  await page.getByLabel("Show").selectOption({ label: "API keys" });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Created an API key");
  await expect(rows.first()).toContainText("Ada Lovelace");
  await saveScreenshot(page, "audit-log-filtered");
});

test("a team that requires two-factor sign-in sends members without it to the Security page", async ({
  page,
  context,
  request,
}) => {
  const { account, token } = await signedUpWithToken(request, "require-2fa");
  const response = await request.patch("/api/v1/settings", {
    data: { require2fa: true },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  await openSignedIn({ page, context }, account, "/campaigns");
  await expect(page).toHaveURL(/\/settings\/security\?required=2fa$/);
  await expect(page.getByText("Your team requires two-factor sign-in")).toBeVisible();
  await expect(page.getByRole("button", { name: "Set up two-factor sign-in" })).toBeVisible();
  await saveScreenshot(page, "security-required");
  // Navigating inside the app does not get around it either.
  await page.getByRole("link", { name: "Campaigns" }).first().click();
  await expect(page).toHaveURL(/\/settings\/security\?required=2fa$/);
});
