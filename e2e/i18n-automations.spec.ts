import type { Page } from "@playwright/test";
import { apiPost } from "./support/api";
import { expect, saveScreenshot, signInContext, test } from "./support/fixtures";
import { expectNoEnglish, germanReader } from "./support/i18n";

// Issue 24, automations: a person who picked German sees the automations list (empty), the new
// automation dialog and the flow editor with a few steps in German, without an English word of the UI.

test.use({ locale: "de-DE" });

async function addStep(page: Page, kind: string, x: number, y: number) {
  const before = await page.getByTestId("flow-node").count();
  await page.getByTestId(`palette-${kind}`).dragTo(page.getByTestId("flow-canvas"), { targetPosition: { x, y } });
  await expect(page.getByTestId("flow-node")).toHaveCount(before + 1);
  return page.getByTestId("flow-node").nth(before);
}

test("a person who reads German builds an automation in German", async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const { account, token } = await germanReader(request, "automationen");
  await apiPost(request, token, "/lists", { name: "Neukunden" });
  await signInContext(context, account);

  await page.goto("/automations");
  await expect(page).toHaveTitle(/Automationen/);
  await expect(page.getByRole("heading", { level: 1, name: "Automationen" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Noch keine Automationen" })).toBeVisible({ timeout: 30_000 });
  await expectNoEnglish(
    page,
    ["No automations yet", "New automation", "Flows that email", "welcome series"],
    page.locator("body"),
  );
  await saveScreenshot(page, "i18n-de-automations-empty");

  await page.getByRole("button", { name: "Neue Automation" }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("radio", { name: /Willkommensserie/ })).toBeVisible();
  await expectNoEnglish(
    page,
    [
      "Pick a starting point",
      "Start from scratch",
      "Welcome series",
      "Re-engagement",
      "Create and open editor",
      "Cancel",
    ],
    page.locator("body"),
  );
  await saveScreenshot(page, "i18n-de-automations-new", { fullPage: false });
  await dialog.getByRole("radio", { name: /Ohne Vorlage beginnen/ }).click();
  await dialog.getByLabel("Name").fill("Begrüßung");
  await dialog.getByRole("button", { name: "Erstellen und Editor öffnen" }).click();

  await expect(page.getByText("Mit einem Auslöser beginnen")).toBeVisible({ timeout: 30_000 });
  const palette = page.getByRole("complementary", { name: "Schritte" });
  for (const group of ["Nachrichten", "Logik", "Aktionen"])
    await expect(palette.getByRole("heading", { name: group })).toBeVisible();
  const trigger = await addStep(page, "TRIGGER", 330, 60);
  await expect(trigger).toContainText("Startliste wählen");
  const panel = page.getByTestId("step-panel");
  await expect(panel.getByLabel("Starten, wenn ein Kontakt…")).toBeVisible();
  await addStep(page, "SEND_EMAIL", 330, 210);
  await expect(panel.getByLabel("Vorlage", { exact: true })).toBeVisible();
  const delay = await addStep(page, "DELAY", 330, 360);
  await expect(delay).toContainText("1 Tag warten");
  const condition = await addStep(page, "CONDITION", 330, 510);
  await expect(condition).toContainText("Vorherige E-Mail geöffnet?");
  await expect(panel.getByLabel("Prüfung")).toBeVisible();

  // A draft saves unfinished; the steps still to set up say so in German.
  await page.getByRole("button", { name: "Entwurf speichern" }).click();
  await expect(page.getByText("Entwurf gespeichert").first()).toBeVisible();
  await expect(trigger.getByTestId("node-problems")).toContainText("Liste ist erforderlich");
  await page.mouse.move(0, 0);
  await expectNoEnglish(
    page,
    [
      "Steps",
      "Drag a step",
      "Messages",
      "Logic",
      "Actions",
      "Trigger",
      "Send email",
      "Delay",
      "Condition",
      "Update contact",
      "Wait for event",
      "Save draft",
      "Activate",
      "Unsaved changes",
      "Saved",
      "Draft",
      "Runs",
      "Choose",
      "is required",
      "Opened the previous",
      "Duplicate",
      "Delete step",
      "Email activity",
      "Connect both",
    ],
    page.locator("body"),
  );
  await saveScreenshot(page, "i18n-de-automations-editor", { fullPage: false });

  await page.getByRole("button", { name: "Ablaufeinstellungen" }).click();
  await expect(page.getByRole("dialog").getByText("Kann ein Kontakt den Ablauf erneut durchlaufen?")).toBeVisible();
  await expectNoEnglish(
    page,
    ["Flow settings", "No goal", "Every time", "Only once", "Save settings"],
    page.locator("body"),
  );
  await saveScreenshot(page, "i18n-de-automations-settings", { fullPage: false });
  await page.getByRole("button", { name: "Abbrechen" }).click();

  await page.getByRole("button", { name: "Durchläufe" }).click();
  await expect(page.getByRole("heading", { name: "Noch niemand ist in diesen Ablauf eingetreten" })).toBeVisible();
  await expectNoEnglish(
    page,
    ["No one has entered", "Filter runs", "Running", "Waiting", "Completed", "Reached goal"],
    page.locator("body"),
  );
  await saveScreenshot(page, "i18n-de-automations-runs", { fullPage: false });
});
