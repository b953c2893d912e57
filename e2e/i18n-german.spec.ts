import { apiPost } from "./support/api";
import { expect, saveScreenshot, test } from "./support/fixtures";
import { expectNoEnglish, germanReader } from "./support/i18n";

// Issue 24: a person who picked German walks sign-in -> overview -> contacts -> a list ->
// templates -> analytics -> settings, and none of those pages shows an English word of the UI.

// The browser asks for German too, so the sign-in page (before anyone is known) is German.
test.use({ locale: "de-DE" });

test("a person who reads German gets the whole dashboard in German", async ({ page, request }) => {
  test.setTimeout(180_000);
  const { account, token } = await germanReader(request, "deutsch");
  const list = await apiPost(request, token, "/lists", {
    name: "Stammkunden",
    description: "Kunden mit mindestens zwei Bestellungen",
  });
  await apiPost(request, token, "/contacts", {
    listId: list.id,
    email: "ada@example.com",
    firstName: "Ada",
    lastName: "Lovelace",
  });
  await apiPost(request, token, "/contacts", { listId: list.id, email: "grace@example.com", firstName: "Grace" });
  await apiPost(request, token, "/templates", {
    name: "Frühlingsangebot",
    subject: "Frühling bei uns",
    html: "<h1>Frühling</h1><p>Hallo {{ firstName | default: 'zusammen' }}</p>",
  });

  await page.goto("/sign-in");
  // The form signs in through script: typing before it hydrates would submit it as a plain GET.
  await page.waitForLoadState("networkidle");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { name: "Bei Sendwell anmelden" })).toBeVisible();
  await saveScreenshot(page, "i18n-de-sign-in", { fullPage: false });
  await page.getByLabel("E-Mail").fill(account.email);
  await page.getByLabel("Passwort", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Willkommen bei Sendwell" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Erste Schritte" })).toBeVisible();
  await expect(page.getByTestId("overview-sent")).toContainText("Gesendete E-Mails");
  await expectNoEnglish(page, [
    "Welcome to Sendwell",
    "Get started",
    "Emails sent",
    "Open rate",
    "Performance",
    "Month by month",
    "New campaign",
    "Step 1",
  ]);
  await saveScreenshot(page, "i18n-de-overview");

  await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Kontakte" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kontakte" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Verteilerlisten" })).toBeVisible();
  const row = page.getByTestId("list-row").filter({ hasText: "Stammkunden" });
  await expect(row).toContainText("2 Kontakte");
  await expect(row).toContainText("2 aktiv");
  await expectNoEnglish(page, [
    "Mailing lists",
    "New list",
    "Search lists",
    "Created",
    "Single opt-in",
    " active ",
    "Media library",
  ]);
  await saveScreenshot(page, "i18n-de-contacts");

  await row.getByRole("link", { name: "Stammkunden", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Stammkunden" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Kontakt hinzufügen" })).toBeVisible();
  await expect(page.getByTestId("contact-row")).toHaveCount(2);
  await expect(page.getByTestId("pagination-range")).toHaveText("1–2 von 2 Kontakten");
  await expectNoEnglish(page, [
    "All lists",
    "Add contact",
    "Export CSV",
    "Total",
    "Active",
    "Search contacts",
    "All statuses",
    "Rows per page",
    "Added",
  ]);
  await saveScreenshot(page, "i18n-de-list");

  await page.getByRole("tab", { name: "Einstellungen" }).click();
  await expect(page.getByRole("heading", { name: "Anmeldeformular" })).toBeVisible();
  await expectNoEnglish(page, [
    "Signup form",
    "Delete list",
    "Save changes",
    "Require double opt-in",
    "Paste this form",
  ]);
  await saveScreenshot(page, "i18n-de-list-settings");

  await page.getByRole("link", { name: "Segmente" }).click();
  await expect(page.getByRole("heading", { name: "Die richtigen Personen erreichen" })).toBeVisible();
  await page.getByRole("link", { name: "Importe" }).click();
  await expect(page.getByRole("heading", { name: "Noch keine Importe" })).toBeVisible();
  await expectNoEnglish(page, ["No imports yet", "New import"]);

  await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Vorlagen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Vorlagen" })).toBeVisible();
  await expect(page.getByTestId("template-card")).toContainText("Frühlingsangebot");
  await expect(page.getByTestId("template-card")).toContainText("Bearbeitet");
  await expectNoEnglish(page, ["New template", "Categories", "All templates", "Edited", "Search templates"]);
  await saveScreenshot(page, "i18n-de-templates");

  await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Analysen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Analysen" })).toBeVisible();
  await expect(page.getByTestId("audience-total")).toContainText("Aktive Kontakte");
  await expect(page.getByTestId("segment-engaged")).toBeVisible();
  await expectNoEnglish(page, [
    "Audience insights",
    "Active contacts",
    "Open rate",
    "Best time to send",
    "Engagement by segment",
    "Devices",
    "No change",
    "of contacts",
  ]);
  await saveScreenshot(page, "i18n-de-analytics");

  await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Einstellungen" }).click();
  await expect(page).toHaveURL(/\/settings\/team$/);
  await expect(page.getByRole("heading", { level: 1, name: "Einstellungen" })).toBeVisible();
  await expect(page.getByLabel("Teamname")).toHaveValue(account.teamName);
  await expect(page.getByTestId("plan-name")).toHaveText("Tarif Free");
  const settingsNav = page.getByRole("navigation", { name: "Einstellungen" });
  await expect(settingsNav.getByRole("heading", { name: "Versand" })).toBeVisible();
  await expect(settingsNav.getByRole("link", { name: "Abrechnung" })).toBeVisible();
  await expectNoEnglish(page, [
    "General",
    "Team name",
    "Sending",
    "Developers",
    "Seats used",
    "Not included",
    "Unlimited",
  ]);
  await saveScreenshot(page, "i18n-de-settings");
});
