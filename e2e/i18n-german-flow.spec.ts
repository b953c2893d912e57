import { accessToken, apiPost, createCaptureSmtp } from "./support/api";
import { expect, newAccount, saveScreenshot, test } from "./support/fixtures";

// Issue 24: one whole first day in German, each step through the dashboard as a person does it:
// sign up (the browser asks for German, nobody has chosen a language yet), import contacts from a
// CSV file, make a template from a starter, send a campaign to the imported list, read its report.
// The area specs (i18n-*.spec.ts) check each page's words in depth; this one checks they hold
// together as one German journey.

test.use({ locale: "de-DE" });

const KUNDEN_CSV =
  "E-Mail,Vorname,Stadt\nanna@example.com,Anna,Berlin\nbernd@example.com,Bernd,Köln\ncarla@example.com,Carla,München\n";

test("a German marketer signs up, imports, designs, sends and reads the report in German", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const account = newAccount("erster-tag");

  // Sign up: German from the browser's Accept-Language.
  await page.goto("/sign-up");
  await page.waitForLoadState("networkidle");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1, name: "Ihr Sendwell-Konto erstellen" })).toBeVisible();
  await page.getByLabel("Vorname").fill(account.firstName);
  await page.getByLabel("Nachname").fill(account.lastName);
  await page.getByLabel("Teamname").fill(account.teamName);
  await page.getByLabel("Geschäftliche E-Mail").fill(account.email);
  await page.getByLabel("Passwort", { exact: true }).fill(account.password);
  await saveScreenshot(page, "i18n-de-flow-1-sign-up");
  await page.getByRole("button", { name: "Konto erstellen" }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Willkommen bei Sendwell" })).toBeVisible();
  await saveScreenshot(page, "i18n-de-flow-2-overview");

  // What the person sets up outside this journey: a list to import into and the SMTP server.
  const token = await accessToken(request, account);
  await apiPost(request, token, "/lists", { name: "Stammkunden" });
  await createCaptureSmtp(request, token, { fromName: "Laden am Markt" });

  // Import: three contacts from a German CSV.
  await page.goto("/contacts/imports/new");
  await expect(page.getByRole("heading", { name: "Liste und CSV-Datei wählen" })).toBeVisible();
  await page.getByLabel("Verteilerliste").selectOption({ label: "Stammkunden (0 Kontakte)" });
  await page
    .getByLabel("CSV-Datei wählen", { exact: true })
    .setInputFiles({ name: "kunden.csv", mimeType: "text/csv", buffer: Buffer.from(KUNDEN_CSV) });
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByRole("heading", { name: "Spalten den Kontaktfeldern zuordnen" })).toBeVisible();
  await page.getByRole("button", { name: "Weiter" }).click();
  await page.getByRole("button", { name: "Import starten" }).click();
  await expect(page.getByRole("heading", { name: "Import abgeschlossen" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("result-imported")).toHaveText("3");
  await saveScreenshot(page, "i18n-de-flow-3-import");

  // Template: the newsletter starter, opened in the designer and saved.
  await page.goto("/templates");
  await page.getByRole("button", { name: "Neue Vorlage" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Neue Vorlage" });
  await dialog.getByRole("radio", { name: /Newsletter/ }).click();
  await dialog.getByLabel("Name").fill("Herbst-Newsletter");
  await dialog.getByLabel("Betreffzeile").fill("Neues aus dem Laden, {{ firstName }}");
  await dialog.getByRole("button", { name: "Erstellen und Designer öffnen" }).click();
  await expect(page).toHaveURL(/\/templates\/[^/]+$/);
  const save = page.getByRole("button", { name: "Speichern", exact: true });
  await expect(save).toBeEnabled({ timeout: 60_000 });
  await save.click();
  await saveScreenshot(page, "i18n-de-flow-4-designer");

  // Campaign: the wizard to the imported list with the new template, sent now.
  await page.goto("/campaigns/new");
  await page.getByLabel("Kampagnenname").fill("Herbstaktion");
  await page.getByRole("button", { name: "Weiter" }).click();
  await page.getByLabel("Verteilerliste").selectOption({ label: "Stammkunden – 3 aktiv" });
  await page.getByRole("button", { name: "Weiter" }).click();
  await page.getByRole("radio", { name: "Herbst-Newsletter" }).click();
  await page.getByRole("button", { name: "Weiter" }).click();
  for (const step of ["smtp", "ab", "schedule", "batching"]) {
    await expect(page.getByTestId(`wizard-step-${step}`)).toBeVisible();
    // The sender is chosen once the team's SMTP servers have loaded; "Weiter" before that only
    // asks for one (seen flaky with two Playwright workers on a busy machine).
    if (step === "smtp") await expect(page.getByLabel("SMTP-Server")).toHaveValue(/.+/);
    await page.getByRole("button", { name: "Weiter" }).click();
  }
  await expect(page.getByRole("heading", { level: 2, name: "Prüfen und bestätigen" })).toBeVisible();
  await saveScreenshot(page, "i18n-de-flow-5-review");
  await page.getByRole("button", { name: "Jetzt senden", exact: true }).click();
  await expect(page.getByTestId("campaign-status")).toHaveText("Gesendet", { timeout: 60_000 });

  // Report.
  await page.getByRole("link", { name: "Bericht ansehen" }).click();
  await expect(page).toHaveTitle(/Kampagnenbericht/);
  await expect(page.getByRole("heading", { name: "Herbstaktion" })).toBeVisible();
  await expect(page.getByTestId("campaign-status").first()).toHaveText("Gesendet");
  await saveScreenshot(page, "i18n-de-flow-6-report");
});
