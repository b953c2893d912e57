import { startDovecot } from "../tests/helpers/dovecot";
import { dsn, reply } from "../tests/inbound/messages";
import { apiGet, apiPost, sentCampaign, signedUpWithToken } from "./support/api";
import { expect, openSignedIn, saveScreenshot, test } from "./support/fixtures";

// Inbound mail end to end: a campaign goes out through the capture SMTP server; a bounce report
// and a reply about two of its emails arrive in a real Dovecot mailbox (started here, on a free
// loopback port; the app allows private targets when APP_URL is local). The marketer connects the
// mailbox under Settings → Inbound mail, verifies and syncs it (the app's own worker reads it),
// and sees the bounce on the campaign report and the email page.

test("connect an inbound mailbox, sync it, and see a bounce on the campaign report", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const dovecot = await startDovecot({ user: "bounces@acme.test", password: "mailbox-passw0rd" });
  try {
    const { account, token } = await signedUpWithToken(request, "inbound");
    const list = await apiPost(request, token, "/lists", { name: "Spring readers" });
    const readers = ["ana@example.com", "ben@example.com", "gone.away@example.com", "dora@example.com"];
    for (const [index, email] of readers.entries())
      await apiPost(request, token, "/contacts", { listId: list.id, email, firstName: `Reader${index}` });
    const template = await apiPost(request, token, "/templates", {
      name: "Spring sale",
      subject: "Spring sale, {{ firstName }}",
      html: `<div style="font-family:Arial,sans-serif;padding:24px"><h1>Spring sale is on</h1><p>30% off everything until Sunday.</p></div>`,
    });
    const campaign = await sentCampaign(request, token, {
      name: "Spring sale",
      listId: list.id,
      templateId: template.id,
    });

    // What comes back: the mail server's report for gone.away@, and Ben's reply.
    const { data: sent } = await apiGet<{ data: { id: string; to: string; messageId: string }[] }>(
      request,
      token,
      `/campaigns/${campaign.id}/emails?limit=50`,
    );
    const to = (address: string) => sent.find((email) => email.to.includes(address))!;
    await dovecot.append(
      "INBOX",
      dsn({ recipient: "gone.away@example.com", messageId: to("gone.away@example.com").messageId }),
    );
    await dovecot.append(
      "INBOX",
      reply({
        from: "ben@example.com",
        messageId: to("ben@example.com").messageId,
        text: "Do the boots come in size 44? I'd love a pair.",
      }),
    );

    await openSignedIn({ page, context }, account, "/settings/inbound-mail");
    await expect(page.getByRole("heading", { name: "No inbound mailbox yet" })).toBeVisible();
    await page.getByRole("button", { name: "Add inbound mailbox" }).click();
    const dialog = page.getByRole("dialog", { name: "Add inbound mailbox" });
    await dialog.getByRole("textbox", { name: "Host", exact: true }).fill(dovecot.host);
    await dialog.getByRole("textbox", { name: "Port", exact: true }).fill(String(dovecot.port));
    await dialog.getByLabel("TLS from the start (port 993)").uncheck();
    await dialog.getByRole("textbox", { name: "Username", exact: true }).fill(dovecot.user);
    await dialog.getByLabel("Password", { exact: true }).fill(dovecot.password);
    await dialog.getByRole("button", { name: "Add mailbox" }).click();
    await expect(dialog).toBeHidden();

    const row = page.getByTestId("imap-row").filter({ hasText: dovecot.user });
    await expect(row).toContainText(`${dovecot.host}:${dovecot.port}`);
    await row.getByRole("button", { name: `Verify ${dovecot.user}` }).click();
    await expect(page.getByText("Mailbox verified")).toBeVisible();

    await row.getByRole("button", { name: `Sync ${dovecot.user} now` }).click();
    await expect(page.getByText("Sync started")).toBeVisible();
    await expect(row.getByTestId("imap-counts")).toContainText("1 bounce", { timeout: 60_000 });
    await expect(row.getByTestId("imap-counts")).toContainText("1 reply");
    await expect(row).toContainText("Reading");
    await page.mouse.move(0, 0);
    await saveScreenshot(page, "inbound-mail-settings");

    // The campaign report counts the bounce; one address fewer was delivered.
    await page.goto(`/campaigns/${campaign.id}/report`);
    await expect(page.getByRole("heading", { name: "Spring sale" })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId("kpi-sent")).toContainText("1 bounce");
    await expect(page.getByTestId("kpi-delivered")).toContainText(String(readers.length - 1));
    await page.waitForTimeout(1_600);
    await page.mouse.move(0, 0);
    await saveScreenshot(page, "inbound-mail-campaign-report");

    // The bounced email says why; the replied one shows what Ben wrote.
    await page.goto(`/emails/${to("gone.away@example.com").id}`);
    await expect(page.getByTestId("bounce-reason")).toContainText("Permanent · 5.1.1");
    await page.mouse.move(0, 0);
    await saveScreenshot(page, "inbound-mail-bounced-email");
    await page.goto(`/emails/${to("ben@example.com").id}`);
    await expect(page.getByTestId("reply-snippet")).toContainText("Do the boots come in size 44?");
  } finally {
    await dovecot.close();
  }
});
