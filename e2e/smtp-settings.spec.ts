import { startAuthSmtpPeer } from "../tests/smtp/auth-smtp-peer";
import { expect, saveScreenshot, signedInAt, test } from "./support/fixtures";

// A real SMTP server on 127.0.0.1 (the app allows private targets when APP_URL is local) that
// checks the login and keeps what it receives.

test("add an SMTP server, verify it, send a test email, and see a failed login explained", async ({
  page,
  context,
  request,
}) => {
  const peer = await startAuthSmtpPeer({ username: "mailer", password: "peer-passw0rd" });
  try {
    await signedInAt({ page, context, request }, "smtp", "/settings/smtp");
    await expect(page.getByRole("heading", { name: "No SMTP servers yet" })).toBeVisible();
    await page.getByRole("button", { name: "Add SMTP server" }).click();

    const dialog = page.getByRole("dialog", { name: "Add SMTP server" });
    // A provider preset fills the connection.
    await dialog.getByLabel("Provider").selectOption("GMAIL");
    await expect(dialog.getByRole("textbox", { name: "Host", exact: true })).toHaveValue("smtp.gmail.com");
    await expect(dialog.getByRole("textbox", { name: "Port", exact: true })).toHaveValue("587");
    await dialog.getByLabel("Provider").selectOption("CUSTOM");

    await dialog.getByRole("textbox", { name: "Name (optional)", exact: true }).fill("Local relay");
    await dialog.getByRole("textbox", { name: "Host", exact: true }).fill(peer.host);
    await dialog.getByRole("textbox", { name: "Port", exact: true }).fill(String(peer.port));
    await dialog.getByLabel("Encrypt the connection (TLS)").uncheck();
    await dialog.getByRole("textbox", { name: "Username", exact: true }).fill("mailer");
    await dialog.getByLabel("Password", { exact: true }).fill("peer-passw0rd");
    await dialog.getByRole("textbox", { name: "From address", exact: true }).fill("news@acme.test");
    await dialog.getByRole("textbox", { name: "From name (optional)", exact: true }).fill("Acme News");
    await dialog.getByRole("button", { name: "Add server" }).click();
    await expect(dialog).toBeHidden();

    const row = page.getByTestId("smtp-row").filter({ hasText: "Local relay" });
    await expect(row).toContainText(`${peer.host}:${peer.port}`);
    await expect(row).toContainText("Not verified");
    await expect(row.getByLabel("Default server")).toBeVisible();

    await row.getByRole("button", { name: "Verify Local relay" }).click();
    await expect(page.getByText("Connection verified")).toBeVisible();
    await expect(row).toContainText("Verified just now");

    await row.getByRole("button", { name: "Send a test email through Local relay" }).click();
    const testDialog = page.getByRole("dialog", { name: "Send a test email" });
    await testDialog.getByLabel("Send to").fill("inbox@acme.test");
    await testDialog.getByRole("button", { name: "Send test" }).click();
    await expect(page.getByText("Test email sent")).toBeVisible();
    const mail = await peer.mailTo("inbox@acme.test");
    expect(mail.from?.value).toEqual([{ address: "news@acme.test", name: "Acme News" }]);
    expect(mail.subject).toBe("Sendwell test: Local relay");

    // A second server with a wrong password: verify names the step that failed, in plain words.
    await page.getByRole("button", { name: "Add SMTP server" }).click();
    await dialog.getByRole("textbox", { name: "Name (optional)", exact: true }).fill("Backup relay");
    await dialog.getByRole("textbox", { name: "Host", exact: true }).fill(peer.host);
    await dialog.getByRole("textbox", { name: "Port", exact: true }).fill(String(peer.port));
    await dialog.getByLabel("Encrypt the connection (TLS)").uncheck();
    await dialog.getByRole("textbox", { name: "Username", exact: true }).fill("mailer");
    await dialog.getByLabel("Password", { exact: true }).fill("not-the-passw0rd");
    await dialog.getByRole("textbox", { name: "From address", exact: true }).fill("backup@acme.test");
    await dialog.getByRole("button", { name: "Add server" }).click();
    await expect(dialog).toBeHidden();
    const backup = page.getByTestId("smtp-row").filter({ hasText: "Backup relay" });
    await backup.getByRole("button", { name: "Verify Backup relay" }).click();
    const problem = page.getByRole("alert").filter({ hasText: "The server refused the username or password" });
    await expect(problem).toBeVisible();
    await expect(problem).toContainText("535");
    await expect(backup).toContainText("Check failed");

    await page.mouse.move(0, 0);
    await saveScreenshot(page, "smtp-settings");

    // The edit form never shows the password, and leaving it blank keeps it.
    await row.getByRole("button", { name: "Edit Local relay" }).click();
    const edit = page.getByRole("dialog", { name: "Edit “Local relay”" });
    await expect(edit.getByLabel("Password", { exact: true })).toHaveValue("");
    await expect(edit.getByText("Leave blank to keep the current password.")).toBeVisible();
    await edit.getByRole("textbox", { name: "Send rate", exact: true }).fill("5");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText("5/s");
    await row.getByRole("button", { name: "Verify Local relay" }).click();
    await expect(row).toContainText("Verified just now");

    // Making the backup the default moves the star; deleting asks first.
    await backup.getByRole("button", { name: "Make Backup relay the default server" }).click();
    await expect(backup.getByLabel("Default server")).toBeVisible();
    await backup.getByRole("button", { name: "Delete Backup relay" }).click();
    await page
      .getByRole("dialog", { name: "Delete “Backup relay”?" })
      .getByRole("button", { name: "Delete server" })
      .click();
    await expect(backup).toHaveCount(0);
    await expect(row.getByLabel("Default server")).toBeVisible();
  } finally {
    await peer.close();
  }
});
