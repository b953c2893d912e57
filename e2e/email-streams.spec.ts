import type { APIRequestContext } from "@playwright/test";
import { createCaptureSmtp, signedUpWithToken } from "./support/api";
import { expect, openSignedIn, saveScreenshot, test } from "./support/fixtures";

// Streams (docs/contract.md section 20): the Emails log filters by stream. Transactional mail
// (the API, SMTP submission) and broadcast mail (campaigns, automations; here POST /email with
// stream "broadcast") side by side; the filter shows one or the other, and broadcast rows say so.

async function post(request: APIRequestContext, token: string, path: string, data: unknown) {
  const response = await request.post(`/api/v1${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

async function seed(request: APIRequestContext, label: string, locale?: string) {
  const { account, token } = await signedUpWithToken(request, label, locale);
  await createCaptureSmtp(request, token, { name: "Capture server" });
  const html = "<p>Hello</p>";
  for (const [to, subject] of [
    ["ada@example.com", "Your sign-in code"],
    ["grace@example.com", "Receipt for order 1042"],
    ["alan@example.com", "Reset your password"],
  ])
    await post(request, token, "/emails", { from: "Acme <security@acme.test>", to, subject, html });
  for (const [to, subject] of [
    ["katherine@example.com", "November newsletter"],
    ["margaret@example.com", "Spring sale starts today"],
  ])
    await post(request, token, "/email", { to, subject, html, stream: "broadcast" });
  return account;
}

test("the Emails log filters by stream: transactional or broadcast", async ({ page, context, request }) => {
  const account = await seed(request, "email-streams");
  await openSignedIn({ page, context }, account, "/emails");
  const rows = page.getByTestId("email-row");
  await expect(rows).toHaveCount(5);
  const filter = page.getByRole("group", { name: "Filter by stream" });
  await expect(filter.getByRole("button", { name: "All mail" })).toHaveAttribute("aria-pressed", "true");

  await filter.getByRole("button", { name: "Broadcast" }).click();
  await expect(page).toHaveURL(/stream=broadcast/);
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "November newsletter" })).toBeVisible();
  await expect(rows.filter({ hasText: "Your sign-in code" })).toHaveCount(0);
  await saveScreenshot(page, "email-streams-broadcast");

  await filter.getByRole("button", { name: "Transactional" }).click();
  await expect(page).toHaveURL(/stream=transactional/);
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: "Receipt for order 1042" })).toBeVisible();
  await expect(rows.getByText("Broadcast")).toHaveCount(0);
  await saveScreenshot(page, "email-streams-transactional");

  await filter.getByRole("button", { name: "All mail" }).click();
  await expect(rows).toHaveCount(5);
  await expect(rows.getByText("Broadcast")).toHaveCount(2);
});

test.describe("in German", () => {
  test.use({ locale: "de-DE" });

  test("der Stream-Filter im E-Mail-Protokoll", async ({ page, context, request }) => {
    const account = await seed(request, "email-streams-de", "de");
    await openSignedIn({ page, context }, account, "/emails");
    const rows = page.getByTestId("email-row");
    await expect(rows).toHaveCount(5);
    const filter = page.getByRole("group", { name: "Nach Stream filtern" });
    await filter.getByRole("button", { name: "Massenversand" }).click();
    await expect(rows).toHaveCount(2);
    await saveScreenshot(page, "email-streams-broadcast-de");
    await filter.getByRole("button", { name: "Transaktional" }).click();
    await expect(rows).toHaveCount(3);
    await saveScreenshot(page, "email-streams-transactional-de");
  });
});
