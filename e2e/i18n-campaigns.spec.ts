import type { Page } from "@playwright/test";
import { apiPost, createCaptureSmtp } from "./support/api";
import { expect, saveScreenshot, signInContext, test } from "./support/fixtures";
import { expectNoEnglish, germanReader } from "./support/i18n";

// Issue 24: a person who picked German walks the campaigns area: the empty list, every step of the
// wizard, the send, the campaign page with its follow-up dialog, the report and the list again, and
// none of the campaign pages shows an English word of the UI.

test.use({ locale: "de-DE" });

const CONTACTS = 3;

/** The wizard's current step: its German title, no English buttons, a screenshot. */
async function step(page: Page, key: string, title: string, english: string[]) {
  await expect(page.getByTestId(`wizard-step-${key}`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  await expectNoEnglish(page, ["Continue", "Back", "Steps", "Review", ...english]);
  await saveScreenshot(page, `i18n-de-campaign-wizard-${key}`);
}

test("a person who reads German creates, sends and follows a campaign in German", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const { account, token } = await germanReader(request, "kampagne");
  const list = await apiPost(request, token, "/lists", { name: "Stammkunden" });
  for (let index = 0; index < CONTACTS; index++) {
    await apiPost(request, token, "/contacts", {
      listId: list.id,
      email: `kunde-${index}@example.com`,
      firstName: `Kunde${index}`,
    });
  }
  await apiPost(request, token, "/templates", {
    name: "Frühlingsangebot",
    subject: "Frühling bei uns, {{ firstName }}",
    html: "<h1>Frühling</h1><p>Hallo {{ firstName }}</p>",
  });
  // The app's own capture server is the SMTP peer, as in campaigns.spec.ts.
  await createCaptureSmtp(request, token, { fromName: "Laden am Markt" });
  await signInContext(context, account);

  // The empty list points at the wizard.
  await page.goto("/campaigns");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page).toHaveTitle(/Kampagnen/);
  await expect(page.getByRole("heading", { level: 1, name: "Kampagnen" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Noch keine Kampagnen" })).toBeVisible({ timeout: 60_000 });
  await expectNoEnglish(page, [
    "Campaigns",
    "No campaigns yet",
    "Create campaign",
    "One-time and recurring",
    "Scheduled",
    "Draft",
  ]);
  await saveScreenshot(page, "i18n-de-campaigns-empty");
  await page.getByRole("link", { name: "Kampagne erstellen" }).first().click();
  await expect(page).toHaveURL(/\/campaigns\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "Neue Kampagne" })).toBeVisible();
  await expect(page).toHaveTitle(/Neue Kampagne/);

  // 1. Name: the browser's check speaks German too.
  await expect(page.getByLabel("Kampagnenname")).toBeVisible({ timeout: 60_000 });
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByText("Geben Sie der Kampagne einen Namen.")).toBeVisible();
  await page.getByLabel("Kampagnenname").fill("Frühlingsaktion");
  await step(page, "details", "Benennen Sie Ihre Kampagne", [
    "Campaign name",
    "Description",
    "Give the campaign a name",
  ]);
  await page.getByRole("button", { name: "Weiter" }).click();

  // 2. Audience.
  await page.getByLabel("Verteilerliste").selectOption({ label: `Stammkunden – ${CONTACTS} aktiv` });
  await expect(page.getByText(`${CONTACTS} aktive Kontakte erhalten sie.`)).toBeVisible();
  await step(page, "audience", "Empfänger wählen", [
    "A mailing list",
    "A segment",
    "Mailing list",
    "active contacts will receive",
  ]);
  await page.getByRole("button", { name: "Weiter" }).click();

  // 3. Template.
  const choice = page.getByRole("radio", { name: "Frühlingsangebot" });
  await expect(choice.locator("iframe")).toHaveAttribute("sandbox", "", { timeout: 60_000 });
  await choice.click();
  await step(page, "template", "E-Mail auswählen", ["Pick the email", "Previews show"]);
  await page.getByRole("button", { name: "Weiter" }).click();

  // 4. Sender: the only server is preselected.
  await expect(page.getByLabel("SMTP-Server")).toHaveValue(/.+/);
  await expect(page.getByText("Von Laden am Markt <news@acme.test>")).toBeVisible();
  await step(page, "smtp", "Absender wählen", [
    "Choose the sender",
    "Manage SMTP servers",
    "From ",
    "not verified yet",
  ]);
  await page.getByRole("button", { name: "Weiter" }).click();

  // 5. A/B test: shown switched on, then off again.
  const abToggle = page.getByLabel("Varianten testen, bevor an alle gesendet wird");
  await abToggle.check();
  await expect(page.getByTestId("ab-variant")).toHaveCount(2);
  await expect(page.getByLabel("Betreff von Variante A")).toBeVisible();
  await step(page, "ab", "A/B-Test", [
    "Test variants",
    "Variant A",
    "Test group",
    "Winner by",
    "Wait before picking",
    "Add variant",
    "of the audience",
  ]);
  await abToggle.uncheck();
  await page.getByRole("button", { name: "Weiter" }).click();

  // 6. Schedule: later in each recipient's zone, then recurring, then now.
  await page.getByRole("radio", { name: /Später senden/ }).click();
  await page.getByLabel("In der Zeitzone jedes Empfängers zustellen").check();
  await expect(page.getByText("Die jedes Empfängers; die Ihres Teams für Kontakte ohne eigene")).toBeVisible();
  await step(page, "schedule", "Zeitplan", [
    "Send now",
    "Send later",
    "Recurring",
    "Deliver in each",
    "Local time",
    "Timezone",
  ]);
  await page.getByRole("radio", { name: /Wiederkehrend/ }).click();
  await expect(page.getByTestId("next-runs").locator("li")).toHaveCount(5);
  await expect(page.getByTestId("next-runs")).toContainText("Nächste 5 Läufe");
  await expectNoEnglish(page, ["Repeats", "Every week", "Next 5 runs", "Starting on"]);
  await saveScreenshot(page, "i18n-de-campaign-wizard-schedule-recurring");
  await page.getByRole("radio", { name: /Jetzt senden/ }).click();
  await page.getByRole("button", { name: "Weiter" }).click();

  // 7. Batching.
  await step(page, "batching", "Stapelversand", ["Batch size", "Pause between batches", "No pause", "seconds"]);
  await page.getByRole("button", { name: "Weiter" }).click();

  // 8. Review, then send.
  const review = page.getByTestId("campaign-review");
  await expect(review).toContainText(`Stammkunden · ${CONTACTS} aktive Kontakte`);
  await expect(review).toContainText("Kein Test: Alle erhalten dieselbe E-Mail");
  await expect(review).toContainText("Sofort senden");
  await expect(review).toContainText("Stapel zu 500, ohne Pause zwischen den Stapeln");
  await step(page, "review", "Prüfen und bestätigen", [
    "Change",
    "Audience",
    "Sender",
    "Send immediately",
    "Batches of",
    "Save draft",
    "Send now",
  ]);
  await page.getByRole("button", { name: "Jetzt senden", exact: true }).click();

  // The campaign page follows the send to the end, in German.
  await expect(page).toHaveURL(/\/campaigns\/(?!new)[^/]+$/, { timeout: 60_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Frühlingsaktion" })).toBeVisible();
  await expect(page.getByTestId("campaign-status")).toHaveText("Gesendet", { timeout: 60_000 });
  await expect(page.getByTestId("campaign-processed")).toContainText(`${CONTACTS} / ${CONTACTS}`);
  await expect(page.getByRole("heading", { name: "Zustellung" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Einstellungen" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Gesendete E-Mails" })).toBeVisible();
  await expect(page.getByTestId("campaign-email-row")).toHaveCount(CONTACTS);
  await expect(page.getByTestId("pagination-range")).toHaveText(`1–${CONTACTS} von ${CONTACTS} E-Mails`);
  await expect(page).toHaveTitle(/Kampagne/);
  await expectNoEnglish(page, [
    "Delivery",
    "Settings",
    "Sent emails",
    "View report",
    "Resend to non-openers",
    "Send test",
    "Duplicate",
    "Batching",
    "Recipient",
    "Subject",
    "Sender",
    "Send immediately",
    " sent",
  ]);
  await page.mouse.move(0, 0);
  await saveScreenshot(page, "i18n-de-campaign-detail");

  // The follow-up dialog.
  await page.getByRole("button", { name: "An Nicht-Öffner erneut senden" }).click();
  const followUp = page.getByRole("dialog", { name: "An Nicht-Öffner erneut senden" });
  await expect(followUp.getByTestId("follow-up-count")).toContainText(
    `${CONTACTS} von ${CONTACTS} zugestellten Empfängern haben sie nicht geöffnet`,
  );
  await expect(followUp.getByLabel("Neuer Betreff")).toBeVisible();
  await expect(followUp).not.toContainText("Schedule follow-up");
  await saveScreenshot(page, "i18n-de-campaign-follow-up", { fullPage: false });
  await followUp.getByRole("button", { name: "Abbrechen" }).click();
  await expect(followUp).toHaveCount(0);

  // The report (components/analytics) under its German page title.
  await page.getByRole("link", { name: "Bericht ansehen" }).click();
  await expect(page).toHaveURL(/\/report$/);
  await expect(page).toHaveTitle(/Kampagnenbericht/);
  await expect(page.getByTestId("campaign-status").first()).toHaveText("Gesendet", { timeout: 60_000 });
  await saveScreenshot(page, "i18n-de-campaign-report");

  // The list again: the campaign as sent, with its counts.
  await page.goto("/campaigns");
  const row = page.getByTestId("campaign-row").filter({ hasText: "Frühlingsaktion" });
  await expect(row.getByTestId("campaign-status")).toHaveText("Gesendet");
  await expect(row).toContainText(`${CONTACTS} gesendet`);
  await expect(
    page.getByRole("group", { name: "Nach Status filtern" }).getByRole("button", { name: "Entwurf" }),
  ).toBeVisible();
  await expectNoEnglish(page, ["Audience", "Delivery", "Not sent yet", "Scheduled", "Draft", " sent"]);
  await saveScreenshot(page, "i18n-de-campaigns-list");
});
