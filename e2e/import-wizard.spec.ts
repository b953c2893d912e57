import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { apiPost, signedUpWithToken } from "./support/api";
import { expect, openSignedIn, saveScreenshot, test } from "./support/fixtures";

// A marketer moves an audience over from Mailchimp: the CSV import wizard from file to result.

const MAILCHIMP_CSV = fileURLToPath(new URL("fixtures/mailchimp-audience.csv", import.meta.url));
const BANNER_PNG = fileURLToPath(new URL("fixtures/spring-banner.png", import.meta.url));

test("a marketer imports a Mailchimp export into a list through the wizard", async ({ page, context, request }) => {
  const { account, token } = await signedUpWithToken(request, "import-wizard");
  const list = await apiPost(request, token, "/lists", { name: "Newsletter" });
  // Already on the list: the import updates this contact rather than adding a second one.
  await apiPost(request, token, "/contacts", { listId: list.id, email: "soren.kierkegaard@example.com" });

  await openSignedIn({ page, context }, account, "/contacts/imports");
  await expect(page.getByRole("link", { name: "Imports" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("empty-state")).toContainText("No imports yet");
  await page.getByRole("link", { name: "New import" }).first().click();
  await expect(page).toHaveURL(/\/contacts\/imports\/new$/);

  // Step 1: nothing chosen yet is refused with what to do; a non-CSV file is refused before upload.
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Choose the list to import into.")).toBeVisible();
  await expect(page.getByText("Choose the CSV file to import.")).toBeVisible();
  await page.getByLabel("Choose a CSV file").setInputFiles({
    name: "audience.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: Buffer.from("PK\u0003\u0004"),
  });
  await expect(page.getByText("“audience.xlsx” is not a CSV file.", { exact: false })).toBeVisible();
  await page
    .getByLabel("Choose a CSV file")
    .setInputFiles({ name: "empty.csv", mimeType: "text/csv", buffer: Buffer.alloc(0) });
  await expect(page.getByText("“empty.csv” is empty", { exact: false })).toBeVisible();

  await page.getByLabel("Mailing list").selectOption({ label: "Newsletter (1 contact)" });
  // A picture saved under a .csv name passes the browser's checks; the server's reading refuses it
  // on this step, and nothing moves on.
  await page
    .getByLabel("Choose a CSV file")
    .setInputFiles({ name: "photo.csv", mimeType: "text/csv", buffer: readFileSync(BANNER_PNG) });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "We couldn't read this file" })).toContainText(
    "The file is not CSV text",
  );
  await expect(page.getByRole("heading", { name: "Choose a list and a CSV file" })).toBeVisible();
  await page.getByRole("button", { name: "Remove photo.csv" }).click();
  await page.getByLabel("Choose a CSV file").setInputFiles(MAILCHIMP_CSV);
  await expect(page.getByTestId("chosen-file")).toContainText("mailchimp-audience.csv");
  await expect(page.getByTestId("chosen-file")).toContainText("about 8 rows");
  await saveScreenshot(page, "import-source");
  await page.getByRole("button", { name: "Continue" }).click();

  // Step 2: the BOM is gone from the header, Mailchimp's headers are matched, its bookkeeping is not.
  await expect(page.getByRole("heading", { name: "Map your columns to contact fields" })).toBeVisible();
  const mapping = (column: string) => page.getByRole("combobox", { name: `Import “${column}” as` });
  await expect(mapping("Email Address")).toHaveValue("email");
  await expect(mapping("First Name")).toHaveValue("firstName");
  await expect(mapping("Last Name")).toHaveValue("lastName");
  await expect(mapping("Address")).toHaveValue("address");
  await expect(mapping("Phone Number")).toHaveValue("phone");
  await expect(mapping("MEMBER_RATING")).toHaveValue("");
  await expect(page.getByTestId("mapping-row").filter({ hasText: "Auto-matched" })).toHaveCount(5);
  // Quoted commas stay in their cell and UTF-8 names read right.
  const sampleRows = page.getByTestId("sample-row");
  await expect(sampleRows.first()).toContainText("12 St James's Square, London, SW1Y 4JH");
  await expect(page.getByRole("table", { name: "First rows of the file" })).toContainText("Zoë");
  await expect(page.getByRole("table", { name: "First rows of the file" })).toContainText("小龙");

  // Taking email off the only column that has it is refused; two email columns as well.
  await mapping("Email Address").selectOption("");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Choose the column that holds the email addresses", { exact: false })).toBeVisible();
  await mapping("Email Address").selectOption("email");
  await mapping("TAGS").selectOption("email");
  await expect(page.getByText("Only one column can be imported as Email", { exact: false }).first()).toBeVisible();
  await mapping("TAGS").selectOption("");
  // Keep the rating as a custom field.
  await mapping("MEMBER_RATING").selectOption("metadata.MEMBER_RATING");
  // A viewport as tall as the page keeps the fixed sidebar and header in place in the screenshot.
  await page.setViewportSize({ width: 1440, height: 1800 });
  await saveScreenshot(page, "import-mapping");
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole("button", { name: "Continue" }).click();

  // Step 3: the summary of what will happen.
  await expect(page.getByRole("heading", { name: "Review and start the import" })).toBeVisible();
  await expect(page.getByText("Newsletter", { exact: true })).toBeVisible();
  await expect(page.getByText("About 8 contacts")).toBeVisible();
  await expect(page.getByTestId("review-contact-fields")).toContainText("Email Address");
  await expect(page.getByTestId("review-custom-fields")).toContainText("Custom field “MEMBER_RATING”");
  await page.getByRole("button", { name: "Start import" }).click();

  // Steps 4 and 5: the import runs to completion, then the exact result.
  await expect(page.getByTestId("import-result")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Import complete" })).toBeVisible();
  await expect(page.getByTestId("result-imported")).toHaveText("4");
  await expect(page.getByTestId("result-updated")).toHaveText("1");
  await expect(page.getByTestId("result-skipped")).toHaveText("3");
  const skipped = page.getByTestId("skipped-row");
  await expect(skipped).toHaveCount(3);
  await expect(skipped.nth(0)).toHaveText(/^5\s*not-an-email\s*Invalid email$/);
  await expect(skipped.nth(1)).toHaveText(/^7\s*bob@@example\.com\s*Invalid email$/);
  await expect(skipped.nth(2)).toHaveText(/^8\s*ADA\.Lovelace@example\.com\s*Duplicate in file$/);
  await expect(page.getByRole("link", { name: "View list" })).toHaveAttribute("href", `/contacts/lists/${list.id}`);
  await saveScreenshot(page, "import-result");

  // The contacts landed, with their accents; the history shows the finished import.
  const contacts = await request.get(`/api/v1/lists/${list.id}/contacts`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { data } = (await contacts.json()) as {
    data: { email: string; firstName: string | null; metadata: Record<string, unknown> | null }[];
  };
  expect(data.map((contact) => contact.email).sort()).toEqual([
    "ada.lovelace@example.com",
    "jose.alvarez@example.com",
    "li.xiaolong@example.com",
    "soren.kierkegaard@example.com",
    "zoe.muller@example.com",
  ]);
  expect(data.find((contact) => contact.email === "zoe.muller@example.com")?.firstName).toBe("Zoë");
  expect(data.find((contact) => contact.email === "ada.lovelace@example.com")?.metadata).toMatchObject({
    MEMBER_RATING: "5",
  });

  // The refused upload was removed again: only the imported file is left in the media library.
  const files = await request.get("/api/v1/files", { headers: { Authorization: `Bearer ${token}` } });
  expect(((await files.json()) as { data: { name: string }[] }).data.map((file) => file.name)).toEqual([
    "mailchimp-audience.csv",
  ]);

  await page.goto("/contacts/imports");
  const row = page.getByTestId("import-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("mailchimp-audience.csv");
  await expect(row).toContainText("Newsletter");
  await expect(row.getByTestId("import-status")).toHaveText("Completed");
  await saveScreenshot(page, "import-history");

  // "Import another file" from a list preselects it.
  await page.goto(`/contacts/imports/new?listId=${list.id}`);
  await expect(page.getByLabel("Mailing list")).toHaveValue(list.id);
});
