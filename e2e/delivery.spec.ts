import type { Page } from "@playwright/test";
import { apiPost, CAPTURE_PORT, createCaptureSmtp, signedUpWithToken } from "./support/api";
import { expect, saveScreenshot, signedInAt, signInContext, test } from "./support/fixtures";

// Sending one email from the dashboard to the app's own capture SMTP server, end to end: SMTP
// config, verify, compose from a template and from scratch, the log, and the Outbox rendering.

/** Full-page screenshots are taken from the top, with no hover effect on. */
async function shoot(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

/** The detail page of an email until the worker has sent it (not the compose page, /emails/new). */
async function expectSent(page: Page) {
  await expect(page).toHaveURL(/\/emails\/(?!new$)[^/]+$/);
  await expect(page.getByTestId("email-status")).toHaveText("Sent", { timeout: 60_000 });
}

test("send from a template and from scratch, follow it in the log, read it in the Outbox", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const { account, token } = await signedUpWithToken(request, "delivery");
  const smtp = await createCaptureSmtp(request, token, { fromName: "Acme News", maxSendRate: 20 });
  await apiPost(request, token, "/templates", {
    name: "Order shipped",
    subject: "Your order {{ orderNumber }} is on its way",
    html: "<h1>Hi {{ firstName }},</h1><p>Order <strong>{{ orderNumber }}</strong> left our warehouse today.</p>",
  });
  await signInContext(context, account);

  // Verify the server where a marketer would: Settings -> SMTP.
  await page.goto("/settings/smtp");
  await page.getByRole("button", { name: `Verify ${smtp.name}` }).click();
  await expect(page.getByText("Connection verified")).toBeVisible({ timeout: 30_000 });

  // The Emails area starts empty, with a way to send.
  await page.getByRole("link", { name: "Emails", exact: true }).click();
  await expect(page).toHaveURL(/\/emails$/);
  await expect(page.getByRole("heading", { name: "No emails sent yet" })).toBeVisible();

  // From a template: its variables become fields, the preview renders them server-side.
  await page.getByRole("link", { name: "Send your first email" }).click();
  await expect(page).toHaveURL(/\/emails\/new$/);
  await expect(page.getByLabel("SMTP server")).toHaveValue(smtp.id);
  await page.getByLabel("Template", { exact: true }).selectOption({ label: "Order shipped" });
  const preview = page.getByTestId("send-preview");
  await expect(preview.getByRole("status").filter({ hasText: "Some variables have no value" })).toContainText(
    "firstName, orderNumber",
  );
  await page.locator('[data-variable="firstName"]').fill("Ada");
  await page.locator('[data-variable="orderNumber"]').fill("A-1042");
  await expect(preview.getByTestId("preview-subject")).toHaveText("Your order A-1042 is on its way");
  await expect(preview.frameLocator("iframe").getByRole("heading", { name: "Hi Ada," })).toBeVisible();
  await expect(preview.getByText("Some variables have no value")).toHaveCount(0);

  // Client-side checks before the server is asked; then the server's own message on the field.
  await page.getByRole("button", { name: "Send now" }).click();
  await expect(page.getByText("Enter who this email goes to.")).toBeVisible();
  await page.getByLabel("To", { exact: true }).fill("not-an-address");
  await page.getByRole("button", { name: "Send now" }).click();
  await expect(page.getByText("must be a valid email address")).toBeVisible();
  await page.getByLabel("To", { exact: true }).fill("ada@example.com");
  await page.getByRole("radio", { name: /Schedule/ }).click();
  await page.getByLabel("Send at").fill("2020-01-01T09:00");
  await page.getByRole("button", { name: "Schedule email" }).click();
  await expect(page.getByText("Pick a time in the future.")).toBeVisible();
  await page.getByRole("radio", { name: /Send now/ }).click();
  await page.getByText("Pick a time in the future.").waitFor({ state: "detached" });
  await shoot(page, "send-email");

  await page.getByRole("button", { name: "Send now" }).click();
  await expect(page.getByText("Email on its way")).toBeVisible();
  await expectSent(page);
  await expect(page.getByRole("heading", { name: "Your order A-1042 is on its way" })).toBeVisible();

  // From scratch, with a Cc (once the form has picked the default server, as before the first send).
  await page.goto("/emails/new");
  await expect(page.getByLabel("SMTP server")).toHaveValue(smtp.id);
  await page.getByRole("radio", { name: "Write your own" }).click();
  await page.getByLabel("Subject", { exact: true }).fill("Spring sale starts Monday");
  await page.getByLabel("HTML", { exact: true }).fill("<h2>Spring sale</h2><p>Everything 20% off.</p>");
  await expect(
    page.getByTestId("send-preview").frameLocator("iframe").getByRole("heading", { name: "Spring sale" }),
  ).toBeVisible();
  await page.getByLabel("To", { exact: true }).fill("grace@example.com");
  await page.getByRole("button", { name: "Cc, Bcc and Reply-To" }).click();
  await page.getByLabel("Cc", { exact: true }).fill("team@example.com");
  await page.getByRole("button", { name: "Send now" }).click();
  await expectSent(page);

  // The log: both SENT, filterable by status, searchable.
  await page.getByRole("link", { name: "Sent emails" }).first().click();
  const rows = page.getByTestId("email-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "Spring sale starts Monday" })).toContainText("Sent");
  await expect(rows.filter({ hasText: "Your order A-1042 is on its way" })).toContainText("ada@example.com");
  await page.getByRole("button", { name: "Failed", exact: true }).click();
  await expect(page.getByRole("heading", { name: "No emails match" })).toBeVisible();
  await page.getByRole("button", { name: "Sent", exact: true }).click();
  await expect(rows).toHaveCount(2);
  await page.getByRole("searchbox", { name: "Search emails" }).fill("grace");
  await expect(rows).toHaveCount(1);
  await page.getByRole("searchbox", { name: "Search emails" }).fill("");
  await expect(rows).toHaveCount(2);
  await shoot(page, "emails-log");

  // The Outbox: what the capture server received, rendered with the substituted values.
  await page.getByRole("link", { name: "Outbox" }).click();
  await expect(
    page.getByText("Mail sent through the built-in capture server lands here instead of real inboxes"),
  ).toBeVisible();
  const captured = page.getByTestId("outbox-row").filter({ hasText: "Your order A-1042 is on its way" });
  await expect(captured).toContainText("ada@example.com");
  await expect(page.getByTestId("outbox-row").filter({ hasText: "Spring sale starts Monday" })).toContainText(
    "team@example.com",
  );
  await captured.click();
  await expect(page).toHaveURL(/\/emails\/outbox\/[^/]+$/);
  await expect(page.getByText("Acme News <news@acme.test>")).toBeVisible();
  const rendered = page.frameLocator('iframe[title^="Captured message"]');
  await expect(rendered.getByRole("heading", { name: "Hi Ada," })).toBeVisible();
  await expect(rendered.getByText("A-1042")).toBeVisible();
  await shoot(page, "outbox-message");

  await page.getByRole("tab", { name: "Text" }).click();
  await expect(page.getByRole("tabpanel")).toContainText("Order A-1042 left our warehouse today.");
  await page.getByRole("tab", { name: /Headers/ }).click();
  await expect(page.getByRole("tabpanel")).toContainText("Message-ID");
  await page.getByRole("tab", { name: "Raw source" }).click();
  await expect(page.getByTestId("raw-source")).toContainText("Subject: Your order A-1042 is on its way");
  await page.getByRole("link", { name: "Delivery details" }).click();
  await expectSent(page);
  await expect(page.getByText("Acme News <news@acme.test>")).toBeVisible();
  await shoot(page, "email-detail");

  await page.goto("/emails/outbox");
  await expect(page.getByTestId("outbox-row")).toHaveCount(2);
  await shoot(page, "outbox-list");
});

test("a new team is told how to start: no SMTP server, nothing captured yet", async ({ page, context, request }) => {
  await signedInAt({ page, context, request }, "delivery-empty", "/emails/new");
  const warning = page.getByRole("status").filter({ hasText: "No SMTP server yet" });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole("link", { name: "Add one in Settings → SMTP" })).toHaveAttribute(
    "href",
    "/settings/smtp",
  );
  await expect(page.getByRole("button", { name: "Send now" })).toBeDisabled();
  // No templates yet: the form starts on "Write your own".
  await expect(page.getByRole("radio", { name: "Write your own" })).toHaveAttribute("aria-checked", "true");

  await page.getByRole("link", { name: "Outbox" }).click();
  await expect(page.getByRole("heading", { name: "Nothing captured yet" })).toBeVisible();
  await expect(page.getByTestId("empty-state")).toContainText(`port ${CAPTURE_PORT}`);
  await shoot(page, "outbox-empty");
});
