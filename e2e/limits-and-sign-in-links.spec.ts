import { expect, newAccount, registerAccount, saveScreenshot, signedInAt, test } from "./support/fixtures";

// docs/contract.md section 25 in the dashboard: a team's rate limits with their sources, and the
// sign-in link offered after a refused sign-in (the link itself is proven by tests/security/login-link.test.ts).

test("an admin lowers a rate limit on Settings -> Rate limits and sees it in force, from the team", async ({
  page,
  context,
  request,
}) => {
  await signedInAt({ page, context, request }, "rate-limits", "/settings/rate-limits");
  await expect(page.getByRole("heading", { level: 2, name: "Rate limits" })).toBeVisible();
  const rows = page.getByTestId("rate-limit-row");
  await expect(rows).toHaveCount(9);
  const sending = rows.filter({ hasText: "Email sending" });
  await expect(sending).toContainText("50 per minute");
  await expect(sending).toContainText("Default");

  await page.getByLabel("Custom limit for Email sending").fill("20");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Rate limits saved")).toBeVisible();
  await expect(sending).toContainText("20 per minute");
  await expect(sending.getByText("Team", { exact: true })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, "rate-limits-settings", { fullPage: false });
});

test("a refused sign-in offers a one-time sign-in link by email; a spent link says so", async ({ page, request }) => {
  const account = await registerAccount(request, newAccount("login-link"));
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  const offer = page.getByTestId("login-link-offer");
  await offer.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(offer.getByRole("status")).toContainText(`If an account exists for ${account.email}`);
  await saveScreenshot(page, "sign-in-link-offer", { fullPage: false });

  await page.goto("/sign-in/link?token=already-spent-or-unknown");
  await expect(page.getByRole("heading", { name: "This sign-in link doesn't work" })).toBeVisible();
  await saveScreenshot(page, "sign-in-link-invalid", { fullPage: false });
});
