import { fileURLToPath } from "node:url";
import type { Locator, Page } from "@playwright/test";
import { apiPost, createCaptureSmtp } from "./support/api";
import { expect, saveScreenshot, signInContext, test } from "./support/fixtures";
import { germanReader } from "./support/i18n";

// Issue 24: a person who picked German designs a template (Sendwell's chrome and GrapesJS's own
// style panel), opens the media library, the Emails log, one email's details and the Send email
// form, and none of them shows an English word of the UI.

test.use({ locale: "de-DE" });

const BANNER_PNG = fileURLToPath(new URL("fixtures/spring-banner.png", import.meta.url));
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** English words these screens used to show; none may remain in `area`. */
async function expectNoEnglish(area: Locator, words: string[]) {
  const text = await area.innerText();
  for (const word of words) expect(text, `"${word}" is still in English`).not.toContain(word);
}

/** The main area of the page, where the screens under test draw (the designer covers the whole page). */
const main = (page: Page) => page.locator("main");

test("templates, media and emails in German", async ({ page, context, request }) => {
  test.setTimeout(150_000);
  const { account, token } = await germanReader(request, "vorlagen");
  const template = await apiPost(request, token, "/templates", {
    name: "Frühlingsangebot",
    subject: "Frühling bei uns",
    html: "<h1>Frühling</h1><p>Hallo {{ firstName | default: 'zusammen' }}</p>",
  });
  await createCaptureSmtp(request, token, { fromName: "Acme" });
  const sent = await request.post("/api/v1/email", {
    data: {
      to: "kundin@example.com",
      subject: "Ihre Bestellung ist unterwegs",
      html: "<p>Danke für Ihren Einkauf.</p>",
    },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const email = (await sent.json()) as { id: string };
  const opened = await request.post("/api/v1/t", {
    data: { emailId: email.id, event: "open", userAgent: CHROME },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  await signInContext(context, account);

  // The designer: German toolbar, palette and side panel, and GrapesJS's style properties in German.
  await page.goto(`/templates/${template.id}`);
  await expect(page).toHaveTitle(/Vorlagen-Designer/);
  await expect(page.getByLabel("Name der Vorlage")).toHaveValue("Frühlingsangebot");
  await expect(page.getByTestId("designer-canvas-loading")).toBeHidden({ timeout: 60_000 });
  await expect(page.getByRole("button", { name: "Speichern", exact: true })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Vorschau", exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Blöcke: Inhalt" }).getByText("Überschrift")).toBeVisible();
  await expect(page.getByText("Ziehen Sie einen Block hierher, um zu beginnen")).toHaveCount(0);
  await page.frameLocator('[data-testid="designer-canvas"] iframe.gjs-frame').locator("h1").click();
  const properties = page.getByRole("complementary", { name: "Eigenschaften" });
  await expect(properties.getByRole("tab", { name: "Stil" })).toHaveAttribute("aria-selected", "true");
  await expect(properties.getByText("Abstände", { exact: true })).toBeVisible();
  await expect(properties.getByText("Schriftgröße", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Variablen: eine in die E-Mail einfügen" }).click();
  await expect(page.getByRole("menuitem", { name: /Vorname/ }).first()).toBeVisible();
  await page.keyboard.press("Escape");
  const designer = page.locator("body");
  await expectNoEnglish(designer, [
    "Save",
    "Preview",
    "Variables",
    "Subject",
    "Blocks",
    "Heading",
    "Divider",
    "Footer",
    "Settings",
    "Layers",
    "Spacing",
    "Font size",
    "Unsaved",
    "Saved",
  ]);
  await saveScreenshot(page, "i18n-de-designer", { fullPage: false });

  // The media library, with a file uploaded through its German drop zone.
  await page.goto("/contacts/media");
  // The template's HTML is already one of the team's files, so the drop zone offers more files.
  await expect(page.getByRole("button", { name: "Dateien auswählen", exact: true })).toBeVisible();
  await expect(page.getByTestId("drop-zone")).toContainText("oder hierher ziehen");
  // The file list is fetched in the browser: once it shows, the page has hydrated and the file
  // input has its handler (a file set before that was lost, and the test failed now and then).
  await expect(page.getByTestId("media-card").filter({ hasText: "Frühlingsangebot.html" })).toBeVisible();
  await page.getByLabel("Dateien zum Hochladen auswählen").setInputFiles(BANNER_PNG);
  const card = page.getByTestId("media-card").filter({ hasText: "spring-banner.png" });
  await expect(card).toContainText("PNG-Bild");
  await expect(page.getByRole("button", { name: "Alle Dateien" })).toBeVisible();
  await expectNoEnglish(main(page), [
    "All files",
    "Upload files",
    "Images",
    "Choose files",
    "drag and drop",
    "PNG image",
    "Uploaded",
  ]);
  await saveScreenshot(page, "i18n-de-media");

  // The Emails log.
  await page.goto("/emails");
  await expect(page).toHaveTitle(/E-Mails/);
  await expect(page.getByRole("heading", { level: 1, name: "E-Mails" })).toBeVisible();
  const row = page.getByTestId("email-row").filter({ hasText: "kundin@example.com" });
  await expect(row).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Empfänger" })).toBeVisible();
  await expectNoEnglish(main(page), [
    "Sent emails",
    "Send email",
    "Outbox",
    "Recipient",
    "Subject",
    "Queued",
    "Scheduled",
    "Failed",
    "Bounced",
    "Search recipient",
    "ago",
  ]);
  await saveScreenshot(page, "i18n-de-emails-log");

  // One email: details, German status and the tracking timeline.
  await row.click();
  await expect(page.getByRole("heading", { level: 1, name: "Ihre Bestellung ist unterwegs" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Aktivität" })).toBeVisible();
  await expect(page.getByTestId("email-event").first()).toContainText("Geöffnet");
  await expectNoEnglish(main(page), [
    "Activity",
    "Attempts",
    "Tracking events",
    "Opened",
    "Created",
    "Opens and clicks",
    "Raw source",
    "Headers",
    "This page updates",
  ]);
  await saveScreenshot(page, "i18n-de-email-detail");

  // The Send email form.
  await page.goto("/emails/new");
  await expect(page).toHaveTitle(/E-Mail senden/);
  await expect(page.getByRole("radio", { name: "Vorlage verwenden" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Jetzt senden" })).toBeVisible();
  await page.getByLabel("Vorlage", { exact: true }).selectOption({ label: "Frühlingsangebot" });
  await expect(page.getByTestId("preview-subject")).toHaveText("Frühling bei uns");
  await expectNoEnglish(main(page), [
    "Use a template",
    "Write your own",
    "Recipient",
    "Track opens",
    "Send now",
    "Schedule",
    "Preview",
    "Choose a template",
    "Cc, Bcc and",
    "Variables",
    "First name",
  ]);
  await saveScreenshot(page, "i18n-de-send-email");
});
