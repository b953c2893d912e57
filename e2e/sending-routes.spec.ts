import type { APIRequestContext } from "@playwright/test";
import { apiPost, createCaptureSmtp, signedUpWithToken } from "./support/api";
import { expect, openSignedIn, saveScreenshot, test } from "./support/fixtures";

// Sending routes and warm-up (docs/contract.md section 20): a marketer builds a route over two SMTP
// servers with weights on sliders, sends a test through a route whose first server refuses
// connections (it fails over, and the refusing server's chip turns to "Cooling"), deletes a route,
// and sets a warm-up schedule on a server, whose planned ramp is then drawn against what was sent.

async function seed(request: APIRequestContext, label: string, locale?: string) {
  const { account, token } = await signedUpWithToken(request, label, locale);
  const capture = await createCaptureSmtp(request, token, { name: "Capture server" });
  await createCaptureSmtp(request, token, { name: "Backup relay" });
  // Port 1 on loopback: nothing listens, the connection is refused.
  const broken = await createCaptureSmtp(request, token, { name: "Broken relay", port: 1 });
  await apiPost(request, token, "/sending-routes", {
    name: "Failover",
    stream: "transactional",
    isDefault: true,
    targets: [
      { smtpConfigId: broken.id, weight: 100, priority: 1 },
      { smtpConfigId: capture.id, weight: 100, priority: 2 },
    ],
  });
  return account;
}

test("build a weighted route, fail over a test send, see the health chips, delete a route", async ({
  page,
  context,
  request,
}) => {
  const account = await seed(request, "sending-routes");
  await openSignedIn({ page, context }, account, "/settings/sending-routes");
  await expect(page.getByRole("heading", { name: "Sending routes" }).first()).toBeVisible();

  await page.getByRole("button", { name: "Add route" }).click();
  const dialog = page.getByRole("dialog", { name: "Add route" });
  await dialog.getByLabel("Name", { exact: true }).fill("Newsletter pool");
  await dialog.getByLabel("Stream", { exact: true }).selectOption("broadcast");
  await dialog.getByLabel("Add an SMTP server…").selectOption({ label: "Capture server" });
  await dialog.getByLabel("Add an SMTP server…").selectOption({ label: "Backup relay" });
  await dialog.getByLabel("Weight of Capture server").fill("70");
  await dialog.getByLabel("Weight of Backup relay").fill("30");
  await expect(dialog.getByText("Weight 70")).toBeVisible();
  await saveScreenshot(page, "sending-routes-dialog");
  await dialog.getByRole("button", { name: "Add route" }).click();
  await expect(dialog).toBeHidden();

  const pool = page.getByTestId("route-row").filter({ hasText: "Newsletter pool" });
  await expect(pool.getByText("weight 70 · priority 1")).toBeVisible();
  await expect(pool.getByTestId("health-chip")).toHaveText(["Healthy", "Healthy"]);

  // A test through the failover route: the refusing server cools, the next one takes the message.
  await page.getByRole("button", { name: "Send a test email through Failover" }).click();
  const test_ = page.getByRole("dialog", { name: "Send a test email" });
  await test_.getByLabel("Send to").fill("me@example.com");
  await test_.getByRole("button", { name: "Send test" }).click();
  await expect(page.getByText("Sent to me@example.com through “Capture server”.")).toBeVisible();
  await page.reload();
  const failover = page.getByTestId("route-row").filter({ hasText: "Failover" });
  await expect(
    failover.getByTestId("route-target").filter({ hasText: "Broken relay" }).getByTestId("health-chip"),
  ).toContainText("Cooling until");
  await expect(
    failover.getByTestId("route-target").filter({ hasText: "Capture server" }).getByTestId("health-chip"),
  ).toHaveText("Healthy");
  await saveScreenshot(page, "sending-routes-list");

  await page.getByRole("button", { name: "Delete Newsletter pool" }).click();
  await page.getByRole("button", { name: "Delete route" }).click();
  await expect(pool).toHaveCount(0);
  await expect(failover).toBeVisible();
});

test("set a warm-up schedule on an SMTP server and see its ramp", async ({ page, context, request }) => {
  const account = await seed(request, "warmup");
  await openSignedIn({ page, context }, account, "/settings/smtp");
  await page.getByRole("button", { name: "Edit Backup relay" }).click();
  const dialog = page.getByRole("dialog", { name: /Backup relay/ });
  await dialog.getByLabel("Warm this server up").check();
  await dialog.getByLabel("First day").fill("50");
  await dialog.getByLabel("Growth per day (%)").fill("40");
  await dialog.getByLabel("At most per day").fill("2000");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Edit Backup relay" }).click();
  await expect(dialog.getByText("Today: 0 of 50 sent")).toBeVisible();
  const chart = dialog.getByTestId("warmup-chart");
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator(".recharts-line")).toBeVisible();
  await saveScreenshot(page, "sending-routes-warmup", { fullPage: false });
});

test.describe("in German", () => {
  test.use({ locale: "de-DE" });

  test("sending routes and warm-up read in German", async ({ page, context, request }) => {
    const account = await seed(request, "sending-routes-de", "de");
    await openSignedIn({ page, context }, account, "/settings/sending-routes");
    const failover = page.getByTestId("route-row").filter({ hasText: "Failover" });
    await expect(failover.getByText("Gewicht 100 · Priorität 1")).toBeVisible();
    await expect(failover.getByTestId("health-chip").first()).toHaveText("Bereit");
    await saveScreenshot(page, "sending-routes-list-de");

    await page.getByRole("button", { name: "Failover bearbeiten" }).click();
    const dialog = page.getByRole("dialog", { name: /Failover/ });
    await expect(dialog.getByLabel("Gewicht von Broken relay")).toHaveValue("100");
    await saveScreenshot(page, "sending-routes-dialog-de");
    await dialog.getByRole("button", { name: "Abbrechen" }).click();

    await page.goto("/settings/smtp");
    await page.getByRole("button", { name: "Backup relay bearbeiten" }).click();
    const smtpDialog = page.getByRole("dialog", { name: /Backup relay/ });
    await smtpDialog.getByLabel("Diesen Server aufwärmen").check();
    await smtpDialog.getByRole("button", { name: "Änderungen speichern" }).click();
    await expect(smtpDialog).toBeHidden();
    await page.getByRole("button", { name: "Backup relay bearbeiten" }).click();
    await expect(smtpDialog.getByText("Heute: 0 von 50 gesendet")).toBeVisible();
    await smtpDialog.getByTestId("warmup-chart").scrollIntoViewIfNeeded();
    await saveScreenshot(page, "sending-routes-warmup-de", { fullPage: false });
  });
});
