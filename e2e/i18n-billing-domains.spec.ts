import { apiPost } from "./support/api";
import { expect, saveScreenshot, signInContext, test } from "./support/fixtures";
import { expectNoEnglish, germanReader } from "./support/i18n";

// Issue 24: a person who picked German sees Settings -> Webhooks (empty, then one endpoint and its
// deliveries), Settings -> Domains (a domain and its DNS records), Settings -> Billing (the plans)
// and Usage in German, with no English word of the UI left.

test.use({ locale: "de-DE" });

test("webhooks, domains, billing and usage speak German", async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const { account, token } = await germanReader(request, "de-billing");
  await signInContext(context, account);

  // Webhooks, none yet.
  await page.goto("/settings/webhooks");
  await expect(page.getByRole("heading", { name: "Noch keine Webhooks" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Webhook hinzufügen" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Signaturen prüfen" })).toBeVisible();
  await expect(page).toHaveTitle(/Webhooks/);
  await expectNoEnglish(page, [
    "No webhooks yet",
    "Add webhook",
    "Verify signatures",
    "Each delivery is signed",
    "are retried after about",
  ]);
  await saveScreenshot(page, "i18n-de-webhooks-empty");

  // One endpoint, made through the API, and its (empty) delivery log.
  const webhook = await apiPost(request, token, "/webhooks", {
    name: "Bestellsystem",
    url: "https://example.com/hooks/sendwell",
    secret: "geheimnis-geheimnis-geheimnis-42",
    events: ["open", "click", "bounce", "contact.created"],
  });
  await page.reload();
  const row = page.getByTestId("webhook-row").filter({ hasText: "Bestellsystem" });
  await expect(row).toContainText("Aktiv");
  await expect(row).toContainText("+1 weitere");
  await expect(page.getByRole("columnheader", { name: "Endpunkt" })).toBeVisible();
  await expectNoEnglish(page, ["Endpoint", "Send test", "more", "Add webhook", "Verify signatures"]);
  await saveScreenshot(page, "i18n-de-webhooks");

  await page.goto(`/settings/webhooks/${webhook.id}`);
  await expect(page.getByRole("heading", { name: "Bestellsystem" })).toBeVisible();
  await expect(page.getByText("4 Ereignisse: open, click, bounce, contact.created")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Noch keine Zustellungen" })).toBeVisible();
  await expect(page).toHaveTitle(/Webhook-Zustellungen/);
  await expectNoEnglish(page, [
    "All webhooks",
    "Send test event",
    "No deliveries yet",
    "Newest first",
    "All statuses",
    "All events",
    "Edit",
  ]);
  await page.getByRole("button", { name: "Bearbeiten" }).click();
  const dialog = page.getByRole("dialog", { name: "„Bestellsystem“ bearbeiten" });
  await expect(dialog).toContainText("Ein Empfänger hat eine E-Mail geöffnet");
  await expect(dialog.getByRole("button", { name: "Geheimnis erneuern" })).toBeVisible();
  await saveScreenshot(page, "i18n-de-webhook-edit");
  await dialog.getByRole("button", { name: "Abbrechen" }).click();

  // A sending domain and the DNS records to publish.
  const domain = `acme-${Math.random().toString(36).slice(2, 8)}.de`;
  await apiPost(request, token, "/domains", { domain });
  await page.goto("/settings/domains");
  await expect(page.getByRole("heading", { name: "Absenderdomains" })).toBeVisible();
  const panel = page.getByTestId("domain-panel").filter({ hasText: domain });
  await expect(panel.getByTestId("domain-record")).toHaveCount(4);
  const records = panel.getByRole("table", { name: `DNS-Einträge für ${domain}` });
  await expect(records.getByRole("columnheader", { name: "Hostname" })).toBeVisible();
  await expect(records.getByTestId("domain-record").first()).toContainText("Inhaberschaft");
  await expect(records).toContainText("Erforderlich");
  await expect(records).toContainText("Empfohlen");
  await expect(panel.getByRole("button", { name: `${domain} jetzt verifizieren` })).toBeVisible();
  await expect(page.getByRole("switch", { name: "Nur von verifizierten Domains senden" })).toBeVisible();
  await expectNoEnglish(page, [
    "Sending domains",
    "Add domain",
    "Verify now",
    "Rotate key",
    "Host name",
    "Required",
    "Recommended",
    "Ownership",
    "Pending",
    "Not checked yet",
    "Publish these records",
    "Sending policy",
  ]);
  await saveScreenshot(page, "i18n-de-domains");

  // Billing: the current plan and the seeded plans, with their descriptions.
  await page.goto("/settings/billing");
  await expect(page).toHaveTitle(/Abrechnung/);
  const current = page.getByTestId("current-plan");
  await expect(current.getByRole("heading", { name: "Aktueller Tarif" })).toBeVisible();
  await expect(current).toContainText("Dauerhaft kostenlos");
  const comparison = page.getByTestId("plan-comparison");
  await expect(comparison.getByRole("columnheader", { name: /Pro/ })).toContainText("Für wachsende Teams");
  await expect(comparison.getByRole("columnheader", { name: /Pro/ })).toContainText("/ Monat");
  await expect(comparison.getByRole("cell", { name: "E-Mails pro Monat" })).toBeVisible();
  await expect(comparison.getByRole("cell", { name: "Team-Plätze" })).toBeVisible();
  await expect(page.getByTestId("usage-emails")).toContainText("von 3.000");
  await expectNoEnglish(page, [
    "Current plan",
    "Compare plans",
    "Emails a month",
    "Upgrade to",
    "Unlimited",
    "Monthly",
    "Free forever",
    "Team seats",
    "API keys",
    "For growing teams",
    " / month",
    "of 3,000",
  ]);
  await saveScreenshot(page, "i18n-de-billing");

  // Usage.
  await page.goto("/usage");
  await expect(page).toHaveTitle(/Nutzung/);
  await expect(page.getByRole("heading", { level: 1, name: "Nutzung" })).toBeVisible();
  await expect(page.getByTestId("stat-emails")).toContainText("E-Mails in diesem Zeitraum");
  await expect(page.getByTestId("chart-daily-sends")).toContainText("E-Mails pro Tag");
  await expect(page.getByRole("heading", { name: "Gemessen an Ihrem Tarif" })).toBeVisible();
  await expectNoEnglish(page, [
    "Usage",
    "This period",
    "Emails per day",
    "Against your plan",
    "Plans and billing",
    "across all lists",
    "Team seats",
    "Compare plans",
  ]);
  await saveScreenshot(page, "i18n-de-usage");
});
