import { apiPost, signedUpWithToken } from "./support/api";
import { expect, saveScreenshot, signInContext, test } from "./support/fixtures";

// The Contacts area as a marketer uses it: lists, a list's contacts, its settings.

test("a marketer manages a list and its contacts", async ({ page, context, request }) => {
  // One long journey through three pages and four dialogs.
  test.setTimeout(120_000);
  const { account, token } = await signedUpWithToken(request, "contacts");
  // An existing list with a mix of statuses, so the lists table shows real figures.
  const customers = await apiPost(request, token, "/lists", {
    name: "Customers",
    description: "Everyone who bought something",
  });
  const statuses = ["ACTIVE", "ACTIVE", "ACTIVE", "ACTIVE", "UNSUBSCRIBED", "BOUNCED", "PENDING"];
  for (const [index, status] of statuses.entries()) {
    await apiPost(request, token, "/contacts", {
      listId: customers.id,
      email: `customer-${index}@example.com`,
      status,
    });
  }

  await signInContext(context, account);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/contacts");
  await expect(page.getByRole("heading", { level: 1, name: "Contacts" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Lists" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("list-row")).toHaveCount(1);
  await expect(page.getByTestId("list-row").first()).toContainText("7 contacts");

  // Create a list in the dialog; a one-letter name is refused inline first.
  await page.getByRole("button", { name: "New list" }).click();
  const dialog = page.getByRole("dialog", { name: "New list" });
  await dialog.getByLabel("Name").fill("W");
  await dialog.getByRole("button", { name: "Create list" }).click();
  await expect(dialog.getByText("Name must be at least 2 characters")).toBeVisible();
  await dialog.getByLabel("Name").fill("Weekly digest");
  await dialog.getByLabel(/Description/).fill("Our best articles, every Monday");
  await dialog.getByRole("switch", { name: "Require double opt-in" }).check();
  await dialog.getByRole("button", { name: "Create list" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("list-row")).toHaveCount(2);
  const digestRow = page.getByTestId("list-row").filter({ hasText: "Weekly digest" });
  await expect(digestRow).toContainText("Double opt-in");

  // Search by name.
  await page.getByRole("searchbox", { name: "Search lists" }).fill("week");
  await expect(page.getByTestId("list-row")).toHaveCount(1);
  await expect(page).toHaveURL(/\?q=week$/);
  await page.getByRole("searchbox", { name: "Search lists" }).fill("");
  await expect(page.getByTestId("list-row")).toHaveCount(2);
  await saveScreenshot(page, "contacts-lists");

  // Open it and add a contact with tags.
  await digestRow.getByRole("link", { name: "Weekly digest", exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Weekly digest" })).toBeVisible();
  await expect(page.getByText("This list has no contacts yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Import contacts" })).toHaveAttribute(
    "href",
    /\/contacts\/imports\/new\?listId=/,
  );

  await page.getByRole("button", { name: "Add contact" }).first().click();
  const add = page.getByRole("dialog", { name: "Add contact" });
  await add.getByLabel("Email").fill("grace@example.com");
  await add.getByLabel("First name").fill("Grace");
  await add.getByLabel("Last name").fill("Hopper");
  await add.getByLabel("Tags").fill("vip");
  await add.getByLabel("Tags").press("Enter");
  await add.getByLabel("Tags").fill("beta");
  await add.getByLabel("Tags").press("Enter");
  await expect(add.getByTestId("tag-chip")).toHaveText(["vip", "beta"]);
  await add.getByRole("button", { name: "Add contact" }).click();
  await expect(add).toBeHidden();
  const graceRow = page.getByTestId("contact-row").filter({ hasText: "grace@example.com" });
  await expect(graceRow).toContainText("Grace Hopper");
  await expect(graceRow).toContainText("Active");
  await expect(graceRow.getByRole("button", { name: "vip" })).toBeVisible();
  await expect(graceRow.getByRole("button", { name: "beta" })).toBeVisible();

  // The same address again: the API's 409 lands on the email field.
  await page.getByRole("button", { name: "Add contact" }).first().click();
  await add.getByLabel("Email").fill("GRACE@example.com");
  await add.getByRole("button", { name: "Add contact" }).click();
  await expect(add.getByText("Email is already in this list")).toBeVisible();
  await add.getByRole("button", { name: "Cancel" }).click();

  // Two more contacts arrive (through the API, as an integration would add them).
  const listId = new URL(page.url()).pathname.split("/").pop()!;
  await apiPost(request, token, "/contacts", { listId, email: "alan@example.com", firstName: "Alan", tags: ["beta"] });
  await apiPost(request, token, "/contacts", {
    listId,
    email: "katherine@example.com",
    firstName: "Katherine",
    company: "NASA",
  });
  await page.reload();
  await expect(page.getByTestId("contact-row")).toHaveCount(3);
  await expect(page.getByTestId("pagination-range")).toHaveText("1–3 of 3 contacts");

  // Edit: a new last name, a city in the collapsed address section, and a new status.
  await graceRow.getByRole("button", { name: "Edit grace@example.com" }).click();
  const edit = page.getByRole("dialog", { name: "Edit contact" });
  await expect(edit.getByLabel("Email")).toHaveValue("grace@example.com");
  await edit.getByLabel("Last name").fill("Hopper-Murray");
  await edit.getByRole("button", { name: /^Address/ }).click();
  await edit.getByLabel("City").fill("Arlington");
  await edit.getByLabel("Status").selectOption("UNSUBSCRIBED");
  await expect(edit.getByTestId("tag-chip")).toHaveText(["beta", "vip"]);
  await saveScreenshot(page, "contacts-edit-dialog", { fullPage: false });
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toBeHidden();
  await expect(graceRow).toContainText("Grace Hopper-Murray");
  await expect(graceRow).toContainText("Unsubscribed");

  // Filter by status; the URL keeps the filter across a reload.
  await page.getByLabel("Filter by status").selectOption("UNSUBSCRIBED");
  await expect(page.getByTestId("contact-row")).toHaveCount(1);
  await expect(page).toHaveURL(/status=UNSUBSCRIBED/);
  await page.reload();
  await expect(page.getByLabel("Filter by status")).toHaveValue("UNSUBSCRIBED");
  await expect(page.getByTestId("contact-row")).toHaveCount(1);
  await page.getByRole("button", { name: "Clear filters" }).first().click();
  await expect(page.getByTestId("contact-row")).toHaveCount(3);

  // Search by text, debounced.
  await page.getByRole("searchbox", { name: "Search contacts" }).fill("nasa");
  await expect(page.getByTestId("contact-row")).toHaveCount(1);
  await expect(page).toHaveURL(/q=nasa/);
  await page.getByRole("searchbox", { name: "Search contacts" }).fill("");
  await expect(page.getByTestId("contact-row")).toHaveCount(3);
  await saveScreenshot(page, "contacts-list-page");

  // Export downloads <list-name>.csv.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  expect((await download).suggestedFilename()).toBe("Weekly digest.csv");

  // Select two and delete them in bulk, after confirming.
  await page.getByRole("checkbox", { name: "Select alan@example.com" }).check();
  await page.getByRole("checkbox", { name: "Select katherine@example.com" }).check();
  await expect(page.getByTestId("selection-bar")).toContainText("2 selected");
  await page.getByRole("button", { name: "Delete selected" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete 2 contacts?" });
  await confirm.getByRole("button", { name: "Delete 2 contacts" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId("contact-row")).toHaveCount(1);
  await expect(page.getByTestId("contact-row")).toContainText("grace@example.com");
  await expect(page.getByTestId("list-stats")).toContainText("Total1");

  // Settings: the signup form snippet, copied to the clipboard.
  await page.getByRole("tab", { name: "Settings" }).click();
  await expect(page).toHaveURL(/tab=settings/);
  const snippet = page.getByTestId("signup-snippet");
  await expect(snippet).toContainText(`/api/v1/public/lists/${listId}/subscribe`);
  await page.getByRole("button", { name: "Copy signup form HTML" }).click();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  await saveScreenshot(page, "contacts-list-settings");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`/api/v1/public/lists/${listId}/subscribe`);
  expect(copied).toBe(await snippet.textContent());
});
