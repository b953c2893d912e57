import type { Page } from "@playwright/test";
import { apiPost, createCaptureSmtp, listWithContacts, numberedContacts, signedUpWithToken } from "./support/api";
import { expect, saveScreenshot, signInContext, test } from "./support/fixtures";

// A campaign from the wizard to the last email: list, template and SMTP config through the API, then
// the marketer's path in the dashboard, the live progress bar, and the campaigns list.

const CONTACTS = 30;

async function shoot(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

test("create a campaign in the wizard, send it now, watch it reach 100%", async ({ page, context, request }) => {
  test.setTimeout(240_000);
  const { account, token } = await signedUpWithToken(request, "campaigns");
  await listWithContacts(request, token, "Newsletter readers", numberedContacts(CONTACTS, "reader", "Reader"));
  await apiPost(request, token, "/templates", {
    name: "Monthly news",
    subject: "News for {{ firstName }}",
    html: "<h1>Hello {{ firstName }}!</h1><p>Here is what happened this month at Acme.</p>",
  });
  await createCaptureSmtp(request, token, { fromName: "Acme News", maxSendRate: 50 });
  await signInContext(context, account);

  // An empty campaigns page points at the wizard.
  await page.goto("/campaigns");
  await expect(page.getByRole("heading", { name: "No campaigns yet" })).toBeVisible({ timeout: 60_000 });
  await page.getByRole("link", { name: "Create campaign" }).first().click();
  await expect(page).toHaveURL(/\/campaigns\/new$/);
  await expect(page.getByLabel("Campaign name")).toBeVisible({ timeout: 60_000 });

  // 1. Name: required before going on.
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Give the campaign a name.")).toBeVisible();
  await page.getByLabel("Campaign name").fill("March newsletter");
  await page.getByRole("button", { name: "Continue" }).click();

  // 2. Audience: the list with its active count.
  await page.getByLabel("Mailing list").selectOption({ label: `Newsletter readers — ${CONTACTS} active` });
  await expect(page.getByText(`${CONTACTS} active contacts will receive it.`)).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();

  // 3. Template: a rendered preview in a sandboxed frame.
  const choice = page.getByRole("radio", { name: "Monthly news" });
  await expect(choice.locator("iframe")).toHaveAttribute("sandbox", "", { timeout: 60_000 });
  await choice.click();
  await page.getByRole("button", { name: "Continue" }).click();

  // 4. Sender: the only config is preselected.
  await expect(page.getByLabel("SMTP server")).toHaveValue(/.+/);
  await page.getByRole("button", { name: "Continue" }).click();

  // An A/B test is optional and off by default.
  await expect(page.getByLabel("Test variants before sending to everyone")).not.toBeChecked();
  await page.getByRole("button", { name: "Continue" }).click();

  // 5. Schedule: a custom cron previews its next runs; a bad one says so.
  await page.getByRole("radio", { name: /Recurring/ }).click();
  await page.getByLabel("Timezone").selectOption("Europe/Paris");
  await page.getByLabel("Repeats").selectOption("CUSTOM");
  await page.getByLabel("Cron expression").fill("0 9 * * 1-5");
  await expect(page.getByTestId("next-runs").locator("li")).toHaveCount(5);
  await shoot(page, "campaigns-wizard-schedule");
  await page.getByLabel("Cron expression").fill("61 9 * *");
  await expect(page.getByText(/The cron expression must have 5 fields/)).toBeVisible();
  await page.getByRole("radio", { name: /Send now/ }).click();
  await page.getByRole("button", { name: "Continue" }).click();

  // 6. Batching: batches of 10, no pause.
  await page.getByLabel("Batch size").fill("10");
  await page.getByRole("button", { name: "Continue" }).click();

  // 7. Review, then send.
  const review = page.getByTestId("campaign-review");
  await expect(review).toContainText("March newsletter");
  await expect(review).toContainText(`Newsletter readers · ${CONTACTS} active contacts`);
  await expect(review).toContainText("Batches of 10, no pause between batches");
  await page.getByRole("button", { name: "Send now" }).click();

  // The campaign page follows the run to the end.
  await expect(page).toHaveURL(/\/campaigns\/(?!new)[^/]+$/);
  const progress = page.getByTestId("campaign-progress");
  await expect(progress).toBeVisible({ timeout: 30_000 });
  await shoot(page, "campaign-progress");
  await expect(progress).toHaveAttribute("aria-valuenow", "100", { timeout: 120_000 });
  await expect(page.getByTestId("campaign-status")).toHaveText("Sent", { timeout: 30_000 });
  await expect(page.getByTestId("campaign-processed")).toContainText(`${CONTACTS} / ${CONTACTS}`);
  await expect(page.getByTestId("campaign-email-row")).toHaveCount(25);
  await expect(page.getByTestId("pagination-range")).toContainText(`of ${CONTACTS} emails`);
  await shoot(page, "campaign-progress");

  // The list shows it as sent with its counts.
  await page.getByRole("link", { name: "Campaigns" }).first().click();
  const row = page.getByTestId("campaign-row").filter({ hasText: "March newsletter" });
  await expect(row.getByTestId("campaign-status")).toHaveText("Sent");
  await expect(row).toContainText(`${CONTACTS} sent`);
  await shoot(page, "campaigns-list");
});
