import type { Page } from "@playwright/test";
import { expect, registerFromHook, saveScreenshot, signInContext, test } from "./support/fixtures";

// The templates grid, the GrapesJS designer and the server-rendered preview, as a marketer uses them.

// A fresh team per test, so the grid holds only what that test made.
test.beforeEach(async ({ context, playwright, baseURL }) => {
  await signInContext(context, await registerFromHook({ playwright, baseURL }, "templates"));
});

type EditorHandle = {
  addComponents: (html: string) => { getId: () => string }[];
  getHtml: () => string;
  getWrapper: () => { find: (selector: string) => unknown[] };
  select: (component: unknown) => void;
};

/** The live GrapesJS editor, reached through the property the designer sets on its canvas element. */
async function withEditor<T>(page: Page, run: (editor: EditorHandle, arg: string) => T, arg = "") {
  const canvas = page.getByTestId("designer-canvas");
  await expect
    .poll(() => canvas.evaluate((element) => Boolean((element as unknown as Record<string, unknown>).__sendwellEditor)))
    .toBe(true);
  return canvas.evaluate(
    (element, [source, value]) => {
      const editor = (element as unknown as Record<string, EditorHandle>).__sendwellEditor;
      return new Function("editor", "arg", `return (${source})(editor, arg);`)(editor, value) as T;
    },
    [run.toString(), arg] as const,
  );
}

async function createTemplate(page: Page, { name, starter }: { name: string; starter?: string }) {
  await page.goto("/templates");
  await page.getByRole("button", { name: "New template" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New template" });
  await expect(dialog).toBeVisible();
  if (starter) await dialog.getByRole("radio", { name: new RegExp(starter, "i") }).click();
  else await dialog.getByRole("radio", { name: /Blank/ }).click();
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByRole("button", { name: "Create and open designer" }).click();
  await expect(page).toHaveURL(/\/templates\/[^/]+$/);
  await expect(page.getByLabel("Template name")).toHaveValue(name);
}

test("design a template from blank: text block, variable, subject, save, reload and preview", async ({ page }) => {
  // The first open of the designer compiles GrapesJS on a dev server; production builds are quicker.
  test.setTimeout(150_000);
  await createTemplate(page, { name: "Welcome email" });

  // Blocks from the palette (a click appends one), a text block through the editor's API, then a
  // variable typed into that text on the canvas.
  await page.getByTestId("block-sw-heading").click();
  await expect(page.frameLocator("iframe.gjs-frame").getByText("Your headline here")).toBeVisible();
  const blockId = await withEditor(page, (editor) => {
    const [block] = editor.addComponents(
      '<div style="max-width:600px;margin:0 auto;background-color:#ffffff;padding:12px 32px;font-size:16px;line-height:1.6">Hello</div>',
    );
    return block.getId();
  });
  expect(blockId).toBeTruthy();
  await page.getByTestId("block-sw-button").click();
  await page.getByTestId("block-sw-footer").click();
  const frame = page.frameLocator("iframe.gjs-frame");
  const greeting = frame.getByText("Hello", { exact: true });
  await greeting.dblclick();
  await page.keyboard.press("End");
  await page.keyboard.type(" {{ firstName }}, welcome aboard!");
  // Selecting another element ends the text editing; the button's style panel is shown.
  await frame.getByText("Call to action").click();

  await page.getByLabel("Subject", { exact: true }).fill("Welcome, ");
  await page.getByRole("button", { name: "Variables: insert one into the subject" }).click();
  await page.getByRole("menuitem", { name: /First name, or/ }).click();
  await expect(page.getByLabel("Subject", { exact: true })).toHaveValue('Welcome, {{ firstName | default: "there" }}');
  await expect(page.getByTestId("save-status")).toHaveText(/Unsaved changes/);

  await page.keyboard.press("ControlOrMeta+s");
  await expect(page.getByTestId("save-status")).toHaveText(/Saved/);
  await expect(page.getByTestId("toast").filter({ hasText: "Template saved" })).toBeVisible();
  await saveScreenshot(page, "template-designer", { fullPage: false });

  await page.reload();
  await expect(page.getByLabel("Subject", { exact: true })).toHaveValue('Welcome, {{ firstName | default: "there" }}');
  await expect(frame.getByText("welcome aboard!")).toBeVisible();
  const html = await withEditor(page, (editor) => editor.getHtml());
  expect(html).toContain("{{ firstName }}, welcome aboard!");

  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByTestId("template-preview");
  await expect(preview.getByTestId("preview-subject")).toHaveText(/Welcome, Jane/);
  await expect(preview.frameLocator("iframe").getByText("Hello Jane, welcome aboard!")).toBeVisible();
  await saveScreenshot(page, "template-preview", { fullPage: false });

  await page.getByRole("radio", { name: "Mobile" }).last().click();
  await page.keyboard.press("Escape");

  // Unsaved changes hold the way out until the marketer chooses: stay keeps them, discard leaves.
  await page.getByLabel("Subject", { exact: true }).fill("A subject never saved");
  await page.getByRole("link", { name: "Back to templates" }).click();
  await expect(page.getByRole("heading", { name: "Leave without saving?" })).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByLabel("Subject", { exact: true })).toHaveValue("A subject never saved");
  await page.getByRole("link", { name: "Back to templates" }).click();
  await page.getByRole("button", { name: "Discard changes" }).click();
  await expect(page).toHaveURL(/\/templates$/);
  await expect(page.getByTestId("template-card").filter({ hasText: "Welcome email" })).toBeVisible();
});

test("templates grid with a starter, search, category filter, duplicate and delete", async ({ page }) => {
  await createTemplate(page, { name: "March newsletter", starter: "newsletter" });
  await page.getByRole("link", { name: "Back to templates" }).click();

  const cards = page.getByTestId("template-card");
  await expect(cards.filter({ hasText: "March newsletter" })).toBeVisible();

  // A category made in the manager, then used as a filter.
  await page.getByRole("button", { name: "Categories" }).click();
  const manager = page.getByRole("dialog", { name: "Categories" });
  await manager.getByLabel("New category name").fill("Newsletters");
  await manager.getByRole("button", { name: "Add" }).click();
  await expect(manager.getByTestId("category-row").filter({ hasText: "Newsletters" })).toBeVisible();
  await manager.getByRole("button", { name: "Close" }).click();

  await page.getByRole("button", { name: "New template" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New template" });
  await dialog.getByRole("radio", { name: /announcement/i }).click();
  await dialog.getByLabel("Name", { exact: true }).fill("Spring launch");
  await dialog.getByLabel("Category").selectOption({ label: "Newsletters" });
  await dialog.getByRole("button", { name: "Create and open designer" }).click();
  await expect(page.getByLabel("Template name")).toHaveValue("Spring launch");
  await page.getByRole("link", { name: "Back to templates" }).click();

  await page.getByRole("button", { name: "Newsletters", exact: true }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Spring launch");
  await page.getByRole("button", { name: "All templates" }).click();
  await expect(cards).toHaveCount(2);

  await page.getByRole("searchbox", { name: "Search templates" }).fill("march");
  await expect(cards).toHaveCount(1);
  await page.getByRole("searchbox", { name: "Search templates" }).fill("");
  await expect(cards).toHaveCount(2);

  await page.getByRole("button", { name: "Actions for March newsletter" }).click();
  await page.getByRole("menuitem", { name: "Duplicate" }).click();
  await expect(cards).toHaveCount(3);

  // Let the live previews draw before the picture is taken.
  await expect(cards.first().locator("iframe")).toBeVisible();
  await page.mouse.move(0, 0);
  await page.waitForTimeout(500);
  await saveScreenshot(page, "templates-grid");

  await page.getByRole("button", { name: "Actions for Spring launch" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page
    .getByRole("dialog", { name: "Delete this template?" })
    .getByRole("button", { name: "Delete template" })
    .click();
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: "Spring launch" })).toHaveCount(0);
});
