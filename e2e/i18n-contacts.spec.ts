import { apiPost } from "./support/api";
import { expect, saveScreenshot, signInContext, test } from "./support/fixtures";
import { expectNoEnglish, germanReader } from "./support/i18n";

// Issue 24: a person who picked German adds a contact with the form (its Language select
// included) and builds a language rule in the segment editor, and reads neither in English.

test.use({ locale: "de-DE" });

test("the contact form and the segment rule editor read in German", async ({ page, context, request }) => {
  test.setTimeout(60_000);
  const { account, token } = await germanReader(request, "kontakte");
  const list = await apiPost(request, token, "/lists", { name: "Stammkunden" });
  await apiPost(request, token, "/contacts", { listId: list.id, email: "grace@example.com", firstName: "Grace" });
  await signInContext(context, account);

  await page.goto(`/contacts/lists/${list.id}`);
  await page.getByRole("button", { name: "Kontakt hinzufügen" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Kontakt hinzufügen" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("E-Mail", { exact: true }).fill("ada@example.com");
  await dialog.getByLabel("Vorname").fill("Ada");
  await dialog.getByRole("button", { name: /^Sprache/ }).click();
  const language = dialog.getByLabel("Sprache", { exact: true });
  await expect(language).toHaveValue("");
  await expect(language.locator("option").first()).toHaveText("Team-Standard");
  await language.selectOption("de");
  await expect(dialog.getByRole("button", { name: /^Sprache/ })).toContainText("Deutsch");
  await expectNoEnglish(
    page,
    [
      "Add contact",
      "First name",
      "Last name",
      "Address",
      "Social profiles",
      "Time zone",
      "Team default",
      "Custom data",
      "Press Enter",
    ],
    dialog,
  );
  await language.scrollIntoViewIfNeeded();
  await saveScreenshot(page, "i18n-de-contact-form");
  await dialog.getByRole("button", { name: "Kontakt hinzufügen" }).click();
  await expect(dialog).toBeHidden();

  const contacts = await request.get(`/api/v1/contacts?listId=${list.id}&q=ada`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(
    ((await contacts.json()) as { data: { language: string | null }[] }).data.map((contact) => contact.language),
  ).toEqual(["de"]);

  // Editing: the section holding a language opens by itself and shows it.
  await page.getByRole("button", { name: "ada@example.com bearbeiten" }).click();
  const edit = page.getByRole("dialog", { name: "Kontakt bearbeiten" });
  await expect(edit.getByLabel("Sprache", { exact: true })).toHaveValue("de");
  await expect(edit).toContainText("Hinzugefügt am");
  await expectNoEnglish(page, ["Edit contact", "Added ", "Save changes", "Personal data"], edit);
  await saveScreenshot(page, "i18n-de-contact-edit");
  await edit.getByRole("button", { name: "Abbrechen" }).click();

  await page.goto("/contacts/segments/new");
  await expect(page).toHaveTitle(/Neues Segment/);
  await page.getByRole("button", { name: "Regel hinzufügen" }).click();
  await page.getByLabel("Regel 1: Feld").selectOption("language");
  const condition = page.getByLabel("Regel 1: Bedingung");
  await expect(condition.locator("option")).toHaveText(["ist", "ist nicht", "ist gesetzt", "ist leer"]);
  await page.getByLabel("Regel 1: Wert").selectOption("de");
  await expect(page.getByTestId("segment-count")).toHaveText("1");
  await page.getByRole("button", { name: "Regel hinzufügen" }).click();
  await page.getByLabel("Regel 2: Feld").selectOption("engagement");
  await expect(page.getByText("in den letzten")).toBeVisible();
  await expectNoEnglish(page, [
    "Add rule",
    "Add group",
    "Custom field",
    "Remove rule",
    "in the last",
    "Engagement (human",
    "Contacts matching",
  ]);
  await saveScreenshot(page, "i18n-de-segment-rules");
});
