import { Webhook } from "standardwebhooks";
import { startReceiver } from "../tests/webhooks/webhook-receiver";
import { expect, saveScreenshot, signedInAt, test } from "./support/fixtures";

// A real HTTP receiver on 127.0.0.1 (the app allows private targets when APP_URL is local) that
// fails the first delivery and accepts the retry, and checks signatures with the official library.

test("add a webhook, send a test event, and see the failed attempt and its retry in the log", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const receiver = await startReceiver((_request, index, response) => {
    response.writeHead(index === 0 ? 500 : 200, { "content-type": "application/json" });
    response.end(index === 0 ? '{"error":"database is restarting"}' : '{"received":true}');
  });
  try {
    await signedInAt({ page, context, request }, "webhooks", "/settings/webhooks");
    await expect(page.getByRole("heading", { name: "No webhooks yet" })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole("heading", { name: "Verify signatures" })).toBeVisible();
    await page.getByRole("button", { name: "Add webhook" }).first().click();

    const dialog = page.getByRole("dialog", { name: "Add webhook" });
    await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("Order system");
    // Client-side checks answer before the API is asked.
    await dialog.getByRole("textbox", { name: "Endpoint URL" }).fill("ftp://example.com/hook");
    await dialog.getByRole("button", { name: "Add webhook" }).click();
    await expect(dialog.getByText("Endpoint URL must be an http or https URL")).toBeVisible();
    await expect(dialog.getByText("Pick at least one event")).toBeVisible();

    await dialog.getByRole("textbox", { name: "Endpoint URL" }).fill(receiver.url);
    await dialog.getByRole("checkbox", { name: /^open/ }).check();
    await dialog.getByRole("checkbox", { name: /^click/ }).check();
    await dialog.getByRole("checkbox", { name: /^bounce/ }).check();
    const secretInput = dialog.getByLabel("Signing secret");
    await expect(secretInput).toHaveAttribute("type", "password");
    await dialog.getByRole("button", { name: "Reveal secret" }).click();
    await expect(secretInput).toHaveAttribute("type", "text");
    const secret = await secretInput.inputValue();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    await page.mouse.move(0, 0);
    await saveScreenshot(page, "webhooks-dialog", { fullPage: false });
    await dialog.getByRole("button", { name: "Add webhook" }).click();
    await expect(dialog).toBeHidden();

    const row = page.getByTestId("webhook-row").filter({ hasText: "Order system" });
    await expect(row).toContainText(receiver.url);
    await expect(row).toContainText("Active");
    await row.getByRole("button", { name: "Send a test event to Order system" }).click();
    await expect(page.getByText("Test event sent")).toBeVisible();
    await saveScreenshot(page, "webhooks-list");

    await row.getByRole("link", { name: "Deliveries of Order system" }).click();
    // A first visit compiles the page under `npm run dev`.
    await expect(page).toHaveURL(/\/settings\/webhooks\/[^/]+$/, { timeout: 60_000 });
    const delivery = page.getByTestId("delivery-row").filter({ hasText: "webhook.test" });
    await expect(delivery).toBeVisible({ timeout: 30_000 });
    // The first attempt gets a 500; the retry about 5 s later a 200.
    await expect(delivery).toContainText("Succeeded", { timeout: 30_000 });
    await expect(delivery).toContainText("200");
    await delivery.getByRole("button", { name: /Show details/ }).click();
    const attempts = page.getByTestId("delivery-attempt");
    await expect(attempts).toHaveCount(2);
    await expect(attempts.nth(0)).toContainText("500");
    await expect(attempts.nth(0)).toContainText("database is restarting");
    await expect(attempts.nth(1)).toContainText("200");
    await page.mouse.move(0, 0);
    await saveScreenshot(page, "webhooks-deliveries");

    // Both requests carry the same message id and verify with the official library.
    expect(receiver.received).toHaveLength(2);
    const verifier = new Webhook(new TextEncoder().encode(secret), { format: "raw" });
    for (const received of receiver.received) {
      expect(verifier.verify(received.body, received.headers as Record<string, string>)).toMatchObject({
        type: "webhook.test",
      });
    }
    expect(receiver.received[1].headers["webhook-id"]).toBe(receiver.received[0].headers["webhook-id"]);
  } finally {
    await receiver.close();
  }
});
