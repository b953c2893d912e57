import { expect, saveScreenshot, signInContext, test } from "./support/fixtures";
import { germanReader } from "./support/i18n";

// Issue 24: a German marketer who starts a template from "Newsletter" gets German sample content,
// not "Hi there, here is what's new".

test.use({ locale: "de-DE" });

test("a German user's Newsletter starter opens in the designer with German sample text", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const { account } = await germanReader(request, "starter-de");
  await signInContext(context, account);

  await page.goto("/templates");
  await page.getByRole("button", { name: "Neue Vorlage" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Neue Vorlage" });
  const newsletter = dialog.getByRole("radio", { name: /Newsletter/ });
  await expect(newsletter).toContainText("monatlicher Überblick");
  await expect(dialog.getByRole("radio", { name: /Ankündigung/ })).toBeVisible();
  await newsletter.click();
  await dialog.getByLabel("Name", { exact: true }).fill("Mai-Newsletter");
  await expect(dialog.getByLabel("Betreffzeile")).toHaveValue(
    '{{ firstName | default: "Hallo" }}, das ist neu in diesem Monat',
  );
  await saveScreenshot(page, "i18n-de-starters-dialog", { fullPage: false });
  await dialog.getByRole("button", { name: "Erstellen und Designer öffnen" }).click();

  await expect(page).toHaveURL(/\/templates\/[^/]+$/);
  const canvas = page.frameLocator("iframe.gjs-frame");
  await expect(canvas.getByRole("heading", { level: 1 })).toContainText("das ist neu");
  await expect(canvas.getByText("Ein schnelleres Dashboard")).toBeVisible();
  await expect(canvas.getByText("Weiterlesen →").first()).toBeVisible();
  await expect(canvas.getByText("Abmelden")).toBeVisible();
  const text = await canvas.locator("body").innerText();
  for (const word of ["here is what's new", "Read more", "Your company", "Unsubscribe", "Explore what's new"])
    expect(text).not.toContain(word);
  await saveScreenshot(page, "i18n-de-starters-designer", { fullPage: false });
});
