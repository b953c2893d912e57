import { apiPost, createCaptureSmtp } from "./support/api";
import { expect, saveScreenshot, signInContext, test } from "./support/fixtures";
import { expectNoEnglish, germanReader } from "./support/i18n";

// Issue 24: a person who reads Sendwell in German imports a small CSV through the wizard (list and
// file, mapping, review, run, report) and opens the analytics pages; none of it is English.

test.use({ locale: "de-DE" });

/** A German export: the headers match by their German names, one row is broken, one repeats. */
const KUNDEN_CSV = [
  "E-Mail,Vorname,Nachname,Stadt,Kundennummer",
  "anna.schmidt@example.com,Anna,Schmidt,München,K-1001",
  "juergen.weber@example.com,Jürgen,Weber,Köln,K-1002",
  "kaputt-at-example.com,Bernd,Fehler,Hamburg,K-1003",
  "ANNA.Schmidt@example.com,Anna,Schmidt,München,K-1004",
].join("\n");

test("a German reader imports contacts and reads the analytics in German", async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const { account, token } = await germanReader(request, "import-de");
  const list = await apiPost(request, token, "/lists", { name: "Stammkunden" });
  const template = await apiPost(request, token, "/templates", {
    name: "Herbstangebot",
    subject: "Herbst bei uns",
    html: "<h1>Herbst</h1><p>Hallo {{ firstName }}</p>",
  });
  const smtp = await createCaptureSmtp(request, token);
  const campaign = await apiPost(request, token, "/campaigns", {
    name: "Herbstaktion",
    listId: list.id,
    templateId: template.id,
    smtpConfigId: smtp.id,
  });
  await signInContext(context, account);

  // Step 1: list and file, with the refusal of an empty step in German.
  await page.goto("/contacts/imports/new");
  await expect(page).toHaveTitle(/Kontakte importieren/);
  await expect(page.getByRole("heading", { name: "Kontakte aus einer CSV-Datei importieren" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Liste und CSV-Datei wählen" })).toBeVisible();
  // The lists are fetched in the browser: once they show, the page has hydrated and "Weiter" has
  // its handler (a click before that did nothing, and the test failed now and then).
  await expect(page.getByLabel("Verteilerliste")).toContainText("Stammkunden (0 Kontakte)");
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByText("Wählen Sie die Liste, in die importiert werden soll.")).toBeVisible();
  await expect(page.getByText("Wählen Sie die CSV-Datei, die importiert werden soll.")).toBeVisible();
  await page.getByLabel("Verteilerliste").selectOption({ label: "Stammkunden (0 Kontakte)" });
  await page.getByLabel("CSV-Datei wählen", { exact: true }).setInputFiles({
    name: "kunden.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: Buffer.from("PK\u0003\u0004"),
  });
  await expect(page.getByText("„kunden.xlsx“ ist keine CSV-Datei.", { exact: false })).toBeVisible();
  await page
    .getByLabel("CSV-Datei wählen", { exact: true })
    .setInputFiles({ name: "kunden.csv", mimeType: "text/csv", buffer: Buffer.from(KUNDEN_CSV) });
  await expect(page.getByTestId("chosen-file")).toContainText("Byte · etwa 4 Zeilen");
  await expect(page.getByRole("navigation", { name: "Importschritte" })).toContainText("Liste und Datei");
  await expectNoEnglish(page, [
    "Choose a list",
    "CSV file",
    "Mailing list",
    "Change file",
    "about 4 rows",
    "Continue",
    "Import contacts from",
  ]);
  await saveScreenshot(page, "i18n-de-import-source");
  await page.getByRole("button", { name: "Weiter" }).click();

  // Step 2: the German headers are matched; the customer number is kept as a custom field.
  await expect(page.getByRole("heading", { name: "Spalten den Kontaktfeldern zuordnen" })).toBeVisible();
  const mapping = (column: string) => page.getByRole("combobox", { name: `„${column}“ importieren als` });
  await expect(mapping("E-Mail")).toHaveValue("email");
  await expect(mapping("Vorname")).toHaveValue("firstName");
  await expect(mapping("Stadt")).toHaveValue("city");
  await expect(mapping("Kundennummer")).toHaveValue("");
  await expect(page.getByTestId("mapping-row").filter({ hasText: "Automatisch zugeordnet" })).toHaveCount(4);
  await expect(mapping("Stadt").locator("option:checked")).toHaveText("Ort");
  // Two email columns are refused in German, next to both columns.
  await mapping("Kundennummer").selectOption("email");
  await expect(
    page.getByText("Nur eine Spalte kann als E-Mail importiert werden", { exact: false }).first(),
  ).toBeVisible();
  await mapping("Kundennummer").selectOption("metadata.Kundennummer");
  await expectNoEnglish(page, [
    "Map your columns",
    "Column in your file",
    "Sample values",
    "Import as",
    "Auto-matched",
    "First rows",
    "Back",
  ]);
  await page.setViewportSize({ width: 1440, height: 1500 });
  await saveScreenshot(page, "i18n-de-import-mapping");
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole("button", { name: "Weiter" }).click();

  // Step 3: the review.
  await expect(page.getByRole("heading", { name: "Prüfen und Import starten" })).toBeVisible();
  await expect(page.getByText("Etwa 4 Kontakte")).toBeVisible();
  await expect(page.getByTestId("review-contact-fields")).toContainText("Vorname");
  await expect(page.getByTestId("review-custom-fields")).toContainText("Eigenes Feld „Kundennummer“");
  await expectNoEnglish(page, [
    "Review and start",
    "Into list",
    "From file",
    "Contact fields",
    "Custom field",
    "Do not trigger",
    "Start import",
  ]);
  await page.setViewportSize({ width: 1440, height: 1100 });
  await saveScreenshot(page, "i18n-de-import-review");
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole("button", { name: "Import starten" }).click();

  // Steps 4 and 5: the run and its report, skipped rows with their reason in German.
  await expect(page.getByTestId("import-result")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Import abgeschlossen" })).toBeVisible();
  await expect(page.getByTestId("result-imported")).toHaveText("2");
  await expect(page.getByTestId("result-skipped")).toHaveText("2");
  const skipped = page.getByTestId("skipped-row");
  await expect(skipped).toHaveCount(2);
  await expect(skipped.nth(0)).toContainText("Ungültige E-Mail-Adresse");
  await expect(skipped.nth(1)).toContainText("Doppelt in der Datei");
  await expect(page.getByRole("link", { name: "Liste ansehen" })).toBeVisible();
  await expectNoEnglish(page, [
    "Import complete",
    "New contacts",
    "Updated",
    "Skipped rows",
    "Invalid email",
    "Duplicate in file",
    "View list",
    "Import another file",
    " into ",
  ]);
  await saveScreenshot(page, "i18n-de-import-result");

  await page.goto("/contacts/imports");
  await expect(page.getByTestId("import-row").getByTestId("import-status")).toHaveText("Abgeschlossen");

  // Audience analytics: contacts but no email yet, so the segment chart says so (no 0-400 % axis).
  await page.goto("/analytics");
  await expect(page.getByRole("heading", { level: 1, name: "Analysen" })).toBeVisible();
  await expect(page.getByTestId("audience-total")).toContainText("2", { timeout: 30_000 });
  const segmentChart = page.getByTestId("chart-segments");
  await expect(segmentChart.getByTestId("chart-empty")).toContainText("Noch keine Öffnungen oder Klicks");
  await expect(segmentChart.locator("svg.recharts-surface")).toHaveCount(0);
  await expectNoEnglish(page, [
    "Audience insights",
    "Engagement by segment",
    "No opens or clicks yet",
    "Devices",
    "Countries",
    "No opens yet",
    "of contacts",
  ]);
  await saveScreenshot(page, "i18n-de-analytics-audience");

  // A campaign's report before it is sent.
  await page.goto(`/campaigns/${campaign.id}/report`);
  await expect(page.getByText("Kampagnenbericht", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Diese Kampagne wurde noch nicht gesendet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Zurück zur Kampagne" })).toBeVisible();
  await expectNoEnglish(page, ["Campaign report", "has not been sent", "Back to the campaign"]);
  await saveScreenshot(page, "i18n-de-campaign-report");
});
