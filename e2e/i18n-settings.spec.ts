import { createCaptureSmtp } from "./support/api";
import { expect, saveScreenshot, signInContext, test } from "./support/fixtures";
import { expectNoEnglish, germanReader } from "./support/i18n";

// Issue 24: a person who picked German walks the settings pages of the team and its sending
// (branding, security, SMTP, SMTP relay, inbound mail, the API key and invitation dialogs, audit
// log) and reads none of their UI in English.

test.use({ locale: "de-DE" });

test("the settings pages read in German for a person who picked German", async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const { account, token } = await germanReader(request, "einstellungen");
  await createCaptureSmtp(request, token, { name: "Versandserver", fromName: "Analytische Maschinen" });
  await signInContext(context, account);

  await page.goto("/settings/branding");
  await expect(page).toHaveTitle(/Branding/);
  await expect(page.getByRole("textbox", { name: "Name des Dashboards" })).toBeVisible();
  await expect(page.getByText("Vorschau", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Branding speichern" })).toBeVisible();
  await expectNoEnglish(page, [
    "Dashboard name",
    "Logo URL",
    "Primary color",
    "Preview",
    "Save branding",
    "Use Sendwell defaults",
    "Make the dashboard",
  ]);
  await saveScreenshot(page, "i18n-de-settings-branding");

  await page.goto("/settings/security");
  await expect(page).toHaveTitle(/Sicherheit/);
  await expect(page.getByRole("heading", { name: "Zwei-Faktor-Anmeldung" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Passwort" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sitzungen" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Team-Regel" })).toBeVisible();
  await expectNoEnglish(page, [
    "Two-factor sign-in",
    "Set up",
    "Current password",
    "Change password",
    "Sessions",
    "Sign out everywhere",
    "Team rule",
    "Require",
  ]);
  await saveScreenshot(page, "i18n-de-settings-security");

  await page.goto("/settings/smtp");
  await expect(page).toHaveTitle(/SMTP/);
  await expect(page.getByRole("heading", { name: "SMTP-Server" })).toBeVisible();
  const row = page.getByTestId("smtp-row").filter({ hasText: "Versandserver" });
  await expect(row).toContainText("Nicht geprüft");
  await row.getByRole("button", { name: "Versandserver prüfen" }).click();
  await expect(page.getByText("Verbindung geprüft")).toBeVisible();
  await expect(row).toContainText("Geprüft gerade eben");
  await expectNoEnglish(page, [
    "SMTP servers",
    "Add SMTP server",
    "Custom SMTP",
    "No encryption",
    "no login",
    "Verified",
    "Not verified",
    "Send test",
  ]);
  // Clicking the row's buttons scrolled the wide table sideways: back to its first column.
  await row.getByText("Versandserver", { exact: true }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, "i18n-de-settings-smtp");
  await row.getByRole("button", { name: "Versandserver bearbeiten" }).click();
  const dialog = page.getByRole("dialog", { name: "„Versandserver“ bearbeiten" });
  await expect(dialog.getByRole("textbox", { name: "Absenderadresse", exact: true })).toHaveValue("news@acme.test");
  await expect(dialog.getByRole("button", { name: "Änderungen speichern" })).toBeVisible();
  const dialogText = await dialog.innerText();
  for (const word of [
    "Provider",
    "From address",
    "Send rate",
    "Encrypt the connection",
    "Default server",
    "Save changes",
  ])
    expect(dialogText).not.toContain(word);
  await saveScreenshot(page, "i18n-de-settings-smtp-dialog", { fullPage: false });
  await dialog.getByRole("button", { name: "Abbrechen" }).click();

  await page.goto("/settings/smtp-relay");
  await expect(page).toHaveTitle(/SMTP-Relay/);
  await expect(page.getByRole("heading", { name: "SMTP-Relay" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "So verbinden Sie sich" })).toBeVisible();
  await expectNoEnglish(page, [
    "How to connect",
    "Username",
    "Password",
    "Encryption",
    "Sending rate",
    "messages per minute",
    "Largest message",
  ]);
  await saveScreenshot(page, "i18n-de-settings-smtp-relay");

  await page.goto("/settings/inbound-mail");
  await expect(page).toHaveTitle(/Eingehende E-Mails/);
  await expect(page.getByRole("heading", { name: "Noch kein Eingangspostfach" })).toBeVisible();
  await page.getByRole("button", { name: "Eingangspostfach hinzufügen" }).click();
  const mailbox = page.getByRole("dialog", { name: "Eingangspostfach hinzufügen" });
  await expect(mailbox.getByLabel("TLS von Anfang an (Port 993)")).toBeChecked();
  await expect(mailbox.getByRole("textbox", { name: "Postfach", exact: true })).toHaveValue("INBOX");
  await expectNoEnglish(page, ["No inbound mailbox yet", "Add inbound mailbox", "Connect the mailbox"]);
  const mailboxText = await mailbox.innerText();
  for (const word of ["Username", "Password", "Folders", "Move handled mail", "Add mailbox", "Active"])
    expect(mailboxText).not.toContain(word);
  await saveScreenshot(page, "i18n-de-settings-inbound-mail", { fullPage: false });
  await mailbox.getByRole("button", { name: "Abbrechen" }).click();

  await page.goto("/settings/api-keys");
  await page.getByRole("button", { name: "API-Schlüssel erstellen" }).first().click();
  const keyDialog = page.getByRole("dialog", { name: "API-Schlüssel erstellen" });
  await expect(keyDialog.getByText("Alle auswählen", { exact: true })).toBeVisible();
  await expect(keyDialog.getByRole("checkbox", { name: "Kontakte: Lesen" })).toBeVisible();
  await expect(keyDialog.getByTestId("permission-count")).toContainText("0 von");
  const keyText = await keyDialog.innerText();
  for (const word of ["Select all", "Resource", "Audience", "Read", "Write", "Expiry date", "Create key", "selected"])
    expect(keyText).not.toContain(word);
  await saveScreenshot(page, "i18n-de-settings-api-key-dialog", { fullPage: false });
  await keyDialog.getByRole("button", { name: "Abbrechen" }).click();

  await page.goto("/settings/members");
  await page.getByRole("button", { name: "Mitglied einladen" }).first().click();
  const invite = page.getByRole("dialog", { name: "Teammitglied einladen" });
  await expect(invite.getByRole("radio", { name: /^Mitglied/ })).toBeChecked();
  const inviteText = await invite.innerText();
  for (const word of [
    "Invite a team member",
    "Role",
    "Send invitation",
    "Creates and sends",
    "Everything a member does",
  ])
    expect(inviteText).not.toContain(word);
  await saveScreenshot(page, "i18n-de-settings-invite-dialog", { fullPage: false });
  await invite.getByRole("button", { name: "Abbrechen" }).click();

  await page.goto("/settings/audit-log");
  await expect(page).toHaveTitle(/Audit-Protokoll/);
  await expect(page.getByRole("heading", { name: "Audit-Protokoll" })).toBeVisible();
  await expect(page.getByTestId("audit-row").first()).toBeVisible();
  await expect(page.getByTestId("audit-row").filter({ hasText: "SMTP-Server hinzugefügt" })).toHaveCount(1);
  await expect(page.getByRole("combobox", { name: "Anzeigen" })).toHaveValue("");
  await expect(page.getByRole("columnheader", { name: "Wann" })).toBeVisible();
  await expectNoEnglish(page, [
    "Audit log",
    "All activity",
    "When",
    "Who",
    "What",
    "Signed in",
    "Added an SMTP server",
    "with password",
    "entries",
    "profile_updated",
  ]);
  await saveScreenshot(page, "i18n-de-settings-audit-log");
});
