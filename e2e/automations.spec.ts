import type { Locator, Page } from "@playwright/test";
import { apiPost, createCaptureSmtp } from "./support/api";
import { expect, saveScreenshot, signedInAt, signInContext, test } from "./support/fixtures";
import { connect, dragStep, shoot, source, startFlowTest, target } from "./support/flow-canvas";

// The automation editor as a marketer uses it: the welcome flow built by dragging steps from the
// palette and joining handles with the mouse, each step set in its side panel, saved, reloaded
// and found the same. Then the AI models settings page.

/** Opens a step's side panel by clicking its card. */
async function openStep(page: Page, node: Locator) {
  await node.click();
  await expect(page.getByTestId("step-panel")).toBeVisible();
  return page.getByTestId("step-panel");
}

test("build the welcome flow by dragging and connecting, save, reload, see the same graph", async ({
  page,
  context,
  request,
}) => {
  const { pageErrors, account, token } = await startFlowTest(page, request, "automations");
  const list = await apiPost(request, token, "/lists", { name: "Newsletter readers" });
  await apiPost(request, token, "/templates", {
    name: "Welcome",
    subject: "Welcome, {{ firstName }}",
    html: "<p>Glad you're here, {{ firstName }}.</p>",
  });
  await apiPost(request, token, "/templates", {
    name: "Reminder",
    subject: "Did you see this?",
    html: "<p>A quick reminder, {{ firstName }}.</p>",
  });
  await createCaptureSmtp(request, token, { fromEmail: "hello@acme.test", fromName: "Acme", isDefault: true });
  await signInContext(context, account);

  // An empty list invites a first automation; a blank starter opens an empty canvas.
  await page.goto("/automations");
  await expect(page.getByRole("heading", { name: "No automations yet" })).toBeVisible({ timeout: 60_000 });
  await shoot(page, "automations-empty");
  await page.getByRole("button", { name: "New automation" }).first().click();
  await page.getByRole("radio", { name: /Start from scratch/ }).click();
  await page.getByLabel("Name").fill("Welcome flow");
  await page.getByRole("button", { name: "Create and open editor" }).click();
  await expect(page).toHaveURL(/\/automations\/[^/?]+$/);
  await expect(page.getByText("Start with a trigger")).toBeVisible({ timeout: 60_000 });
  await shoot(page, "automation-editor-empty");

  // The trigger first; saving it unset keeps it as a draft and shows what is missing on the node itself.
  const trigger = await dragStep(page, "TRIGGER", 330, 50);
  await expect(page.getByTestId("palette-TRIGGER")).toBeDisabled();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Draft saved" })).toBeVisible();
  await expect(trigger.getByTestId("node-problems")).toContainText("List is required");
  await expect(page.getByTestId("save-state")).toContainText("Saved");

  let panel = await openStep(page, trigger);
  await panel.getByLabel("List").selectOption({ label: "Newsletter readers" });
  await expect(trigger).toContainText("Joins Newsletter readers");
  await expect(trigger.getByTestId("node-problems")).toHaveCount(0);

  // The rest of the steps, each dropped on its own row.
  const welcome = await dragStep(page, "SEND_EMAIL", 330, 185);
  panel = page.getByTestId("step-panel");
  await panel.getByLabel("Template").selectOption({ label: "Welcome — Welcome, {{ firstName }}" });

  const wait = await dragStep(page, "DELAY", 330, 320);
  await page.getByTestId("step-panel").getByLabel("Wait for", { exact: true }).fill("5");
  await page.getByTestId("step-panel").getByLabel("Wait for unit").selectOption("minutes");
  await expect(wait).toContainText("Wait 5 minutes");

  const opened = await dragStep(page, "CONDITION", 330, 455);
  await expect(opened).toContainText("Opened the previous email?");

  const tag = await dragStep(page, "UPDATE_CONTACT", 180, 590);
  const tags = page.getByTestId("step-panel").getByLabel("Add tags");
  await tags.fill("engaged");
  await tags.press("Enter");
  await expect(tag).toContainText("Tag “engaged”");

  const reminder = await dragStep(page, "SEND_EMAIL", 480, 590);
  await page.getByTestId("step-panel").getByLabel("Template").selectOption({ label: "Reminder — Did you see this?" });
  await page.getByTestId("step-panel").getByRole("button", { name: "Close step settings" }).click();

  // Join them: trigger -> send -> delay -> condition -> yes: tag / no: reminder.
  await connect(page, source(trigger), target(welcome));
  await connect(page, source(welcome), target(wait));
  await connect(page, source(wait), target(opened));
  await connect(page, opened.getByTestId("handle-yes"), target(tag));
  await connect(page, opened.getByTestId("handle-no"), target(reminder));
  await expect(page.locator(".react-flow__edge")).toHaveCount(5);
  await expect(page.getByTestId("edge-label")).toHaveText(["yes", "no"]);

  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Draft saved" }).last()).toBeVisible();
  await expect(page.getByTestId("save-state")).toContainText("Saved");
  await expect(page.getByTestId("node-problems")).toHaveCount(0);

  // A reload draws the same graph from the API.
  await page.reload();
  await expect(page.getByTestId("flow-node")).toHaveCount(6, { timeout: 60_000 });
  await expect(page.locator(".react-flow__edge")).toHaveCount(5);
  await expect(page.getByTestId("edge-label")).toHaveText(["yes", "no"]);
  const kinds = await page
    .getByTestId("flow-node")
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-kind")).sort());
  expect(kinds).toEqual(["CONDITION", "DELAY", "SEND_EMAIL", "SEND_EMAIL", "TRIGGER", "UPDATE_CONTACT"]);
  const canvas = page.getByTestId("flow-canvas");
  for (const text of [
    "Joins Newsletter readers",
    "Welcome",
    "Wait 5 minutes",
    "Opened the previous email?",
    "Tag “engaged”",
    "Reminder",
  ]) {
    await expect(canvas.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(page.getByTestId("save-state")).toContainText("Saved");
  await shoot(page, "automation-editor-welcome-flow");

  // Activation checks the whole graph: a step joined to nothing is named on the canvas.
  await page.getByTestId("palette-EXIT").click();
  const exit = page.locator('[data-kind="EXIT"]');
  await expect(exit).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("save-state")).toContainText("Saved");
  await page.getByRole("switch", { name: "Active" }).click();
  await expect(exit.getByTestId("node-problems")).toContainText("Is not connected to the trigger");
  await expect(page.getByTestId("toast").filter({ hasText: "The flow can't start yet" })).toBeVisible();
  await shoot(page, "automation-editor-activation-errors");
  await page.getByTestId("step-panel").getByRole("button", { name: "Delete step" }).click();
  await expect(exit).toHaveCount(0);
  await page.getByRole("switch", { name: "Active" }).click();
  await expect(page.getByRole("switch", { name: "Active" })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByTestId("save-state")).toContainText("Active");
  await expect(page.getByTestId("save-state")).toContainText("Saved");

  // A contact joining the list enters the flow and shows in the runs table.
  await apiPost(request, token, "/contacts", {
    listId: list.id,
    email: "grace@example.com",
    firstName: "Grace",
    lastName: "Hopper",
  });
  await page.getByRole("button", { name: /^Runs/ }).click();
  await expect(page.getByTestId("run-row")).toHaveCount(1, { timeout: 60_000 });
  await expect(page.getByTestId("run-row")).toContainText("Grace Hopper");
  await expect(page.getByTestId("run-row")).toContainText("Waiting", { timeout: 30_000 });
  await shoot(page, "automation-runs");

  // The canvas counts the contacts waiting at each step, polled while the flow is active.
  await page.getByRole("button", { name: "Flow", exact: true }).click();
  await expect(page.locator('[data-kind="DELAY"]').getByTestId("node-waiting")).toHaveText("1", { timeout: 30_000 });
  await shoot(page, "automation-editor-live-counts");

  // Selecting a step shows its settings as saved.
  panel = await openStep(page, page.locator('[data-kind="DELAY"]'));
  await expect(panel.getByLabel("Wait for", { exact: true })).toHaveValue("5");
  await shoot(page, "automation-editor-panel");

  // An unsaved change asks before leaving.
  await panel.getByLabel("Wait for", { exact: true }).fill("10");
  await expect(page.getByTestId("save-state")).toContainText("Unsaved changes");
  await page.getByRole("link", { name: "Back to automations" }).click();
  await expect(page.getByRole("heading", { name: "Leave without saving?" })).toBeVisible();
  await page.getByRole("button", { name: "Discard changes" }).click();
  await expect(page).toHaveURL(/\/automations$/);
  await expect(page.getByTestId("automation-row")).toHaveCount(1);
  await expect(page.getByTestId("automation-row")).toContainText("Welcome flow");
  await expect(page.getByTestId("automation-row")).toContainText("Active");
  await expect(page.getByTestId("automation-row")).toContainText("When a contact joins a list");
  await shoot(page, "automations-list");

  // A starter flow opens on the canvas, unsaved, with the team's own choices left to make.
  await page.getByRole("button", { name: "New automation" }).first().click();
  await page.getByRole("radio", { name: /Welcome series/ }).click();
  await saveScreenshot(page, "automations-new-dialog", { fullPage: false });
  await page.getByRole("button", { name: "Create and open editor" }).click();
  await expect(page.getByTestId("flow-node")).toHaveCount(6, { timeout: 60_000 });
  await expect(page.getByTestId("edge-label")).toHaveText(["yes", "no"]);
  await expect(page.getByTestId("save-state")).toContainText("Unsaved changes");
  await expect(page.getByTestId("flow-canvas")).toContainText("Choose a list to start from");
  await shoot(page, "automation-editor-starter");

  // The AI email writer's panel: model picker, prompt editor, fallback template.
  await page.getByTestId("palette-EMAIL_WRITER").click();
  const writer = page.getByTestId("step-panel");
  await expect(writer.getByLabel("Prompt")).toBeVisible();
  await writer.getByLabel("Prompt").fill("Write a warm welcome for ");
  await writer.getByRole("button", { name: "firstName" }).click();
  await expect(writer.getByLabel("Prompt")).toHaveValue("Write a warm welcome for {{firstName}}");
  await writer.getByLabel("Fallback template").selectOption({ label: "Welcome — Welcome, {{ firstName }}" });
  await shoot(page, "automation-editor-ai-writer");
  expect(pageErrors).toEqual([]);
});

test("AI models settings: add a model with a write-only key, edit it, delete it", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await signedInAt({ page, context, request }, "models", "/settings/models");

  await expect(page.getByRole("heading", { name: "No AI models yet" })).toBeVisible({ timeout: 60_000 });
  await page.getByRole("button", { name: "Add model" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill("Friendly writer");
  await dialog.getByLabel("Base URL").fill("ftp://models.example.com");
  await dialog.getByLabel("API key").fill("sk-test-123456");
  await dialog.getByRole("button", { name: "Add model" }).click();
  await expect(dialog.getByText("Base URL must be an http or https URL")).toBeVisible();
  await dialog.getByLabel("Base URL").fill("https://api.openai.com/v1");
  await dialog.getByRole("button", { name: "Add model" }).click();
  await expect(page.getByTestId("model-row")).toHaveCount(1);
  await expect(page.getByTestId("model-row")).toContainText("Friendly writer");
  await expect(page.getByTestId("model-row")).toContainText("Stored");
  await expect(page.getByText("sk-test-123456")).toHaveCount(0);
  await shoot(page, "settings-models");

  await page.getByRole("button", { name: "Edit Friendly writer" }).click();
  await expect(dialog.getByLabel("API key")).toHaveValue("");
  await dialog.getByLabel("Model").fill("gpt-4.1-mini");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("model-row")).toContainText("gpt-4.1-mini");
  await expect(page.getByTestId("model-row")).toContainText("Stored");

  await page.getByRole("button", { name: "Delete Friendly writer" }).click();
  await page.getByRole("button", { name: "Delete model" }).click();
  await expect(page.getByRole("heading", { name: "No AI models yet" })).toBeVisible();
});
