import type { Page } from "@playwright/test";
import { createCaptureSmtp, signedUpWithToken } from "./support/api";
import { dismissToasts, expect, saveScreenshot, signInContext, test, uniqueEmail } from "./support/fixtures";

// Settings -> Billing in self-hosted mode (the e2e server has no STRIPE_SECRET_KEY): compare the
// plans, upgrade to Pro at once, see the new limits on Billing and on the Usage page.

async function shoot(page: Page, name: string) {
  await dismissToasts(page);
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

test("compare plans, upgrade to Pro in self-hosted mode and see the new limits", async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const { account, token } = await signedUpWithToken(request, "billing");
  // A little history for the Usage chart: two emails through the capture server.
  await createCaptureSmtp(request, token);
  for (const label of ["one", "two"]) {
    const sent = await request.post("/api/v1/email", {
      data: { to: uniqueEmail(`usage-${label}`), subject: "Hello", html: "<p>Hi</p>" },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(sent.status(), await sent.text()).toBe(200);
  }
  await signInContext(context, account);

  await page.goto("/settings/billing");
  const current = page.getByTestId("current-plan");
  await expect(current).toContainText("Free");
  await expect(page.getByTestId("usage-emails")).toContainText("of 3,000");
  const comparison = page.getByTestId("plan-comparison");
  await expect(comparison.getByRole("columnheader", { name: /Pro/ })).toContainText("$29 / month");
  await shoot(page, "billing-compare-plans");

  // Yearly prices, then back to monthly to buy.
  await page.getByRole("button", { name: "Yearly (2 months free)" }).click();
  await expect(comparison.getByRole("columnheader", { name: /Pro/ })).toContainText("$290 / year");
  await page.getByRole("button", { name: "Monthly", exact: true }).click();

  await comparison.getByRole("button", { name: "Upgrade" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Upgrade to Pro (monthly)?" });
  await expect(dialog).toBeVisible();
  await shoot(page, "billing-upgrade-confirm");
  await dialog.getByRole("button", { name: "Upgrade to Pro" }).click();

  await expect(page.getByTestId("toast").filter({ hasText: "You're on Pro" })).toBeVisible();
  await expect(current).toContainText("Pro");
  await expect(current).toContainText("Renews");
  await expect(page.getByTestId("usage-emails")).toContainText("of 100,000");
  await expect(page.getByTestId("usage-email_campaigns")).toContainText("0 of 1,000");
  await expect(comparison.getByRole("columnheader", { name: /Pro/ })).toContainText("Current plan");
  await shoot(page, "billing-upgraded");

  // Cancel at period end asks first and says until when.
  await current.getByRole("button", { name: "Cancel plan" }).click();
  const confirm = page.getByRole("dialog", { name: "Cancel Pro?" });
  await expect(confirm).toContainText("stays active until");
  await confirm.getByRole("button", { name: "Cancel", exact: true }).click();

  await page.getByRole("link", { name: "Usage" }).first().click();
  await expect(page).toHaveURL(/\/usage$/);
  await expect(page.getByTestId("stat-emails")).toContainText("of 100,000 on Pro");
  await expect(page.getByTestId("chart-daily-sends").locator(".recharts-bar-rectangle").first()).toBeVisible();
  await shoot(page, "usage-page");
});
