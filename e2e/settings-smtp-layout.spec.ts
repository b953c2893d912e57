import type { Page } from "@playwright/test";
import { createCaptureSmtp, signedUpWithToken } from "./support/api";
import { expect, openSignedIn, type registerAccount, saveScreenshot, test } from "./support/fixtures";

// Issue 24: at 1440 px the SMTP table fits its card (no row action cut off) and the page does not
// scroll sideways, in English and in German (longer words), nor in a wider window (the page keeps
// its maximum width, so the card does not grow).

async function expectFits(page: Page, sendTestName: string) {
  const row = page.getByTestId("smtp-row").filter({ hasText: "Capture server" });
  await expect(row).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
  // The table's scroll box does not scroll either: every column, the actions included, is in view.
  const scroll = await row.evaluate((element) => {
    const box = element.closest("table")!.parentElement!;
    return { scrollWidth: box.scrollWidth, clientWidth: box.clientWidth };
  });
  expect(scroll.scrollWidth, "the SMTP table is wider than its card").toBeLessThanOrEqual(scroll.clientWidth);
  await expect(row.getByRole("button", { name: sendTestName, exact: true })).toBeInViewport({ ratio: 1 });
}

async function seed(request: Parameters<typeof registerAccount>[0], label: string, locale?: string) {
  const { account, token } = await signedUpWithToken(request, label, locale);
  await createCaptureSmtp(request, token, { fromName: "Acme Outfitters", maxSendRate: 50 });
  return account;
}

test("the SMTP table fits its card at 1440 px in English", async ({ page, context, request }) => {
  const account = await seed(request, "smtp-layout-en");
  await openSignedIn({ page, context }, account, "/settings/smtp");
  await expectFits(page, "Send a test email through Capture server");
  await saveScreenshot(page, "settings-smtp-layout-en");
});

test.describe("in German", () => {
  test.use({ locale: "de-DE" });

  test("the SMTP table fits its card at 1440 px and in a wide window in German", async ({ page, context, request }) => {
    const account = await seed(request, "smtp-layout-de", "de");
    await openSignedIn({ page, context }, account, "/settings/smtp");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expectFits(page, "Test-E-Mail über Capture server senden");
    await saveScreenshot(page, "settings-smtp-layout-de");

    await page.setViewportSize({ width: 1920, height: 900 });
    await expectFits(page, "Test-E-Mail über Capture server senden");
    await saveScreenshot(page, "settings-smtp-layout-de-wide");
  });
});
