import { readFile } from "node:fs/promises";
import { apiPost, signedUpWithToken } from "./support/api";
import { expect, openSignedIn, saveScreenshot, test } from "./support/fixtures";

// A person asks what the team holds about them, then asks to be forgotten: the marketer downloads
// the data and erases it from the contact's edit dialog.

test("a marketer answers an access request and an erasure request", async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const { account, token } = await signedUpWithToken(request, "privacy");
  const newsletter = await apiPost(request, token, "/lists", { name: "Newsletter" });
  const offers = await apiPost(request, token, "/lists", { name: "Offers" });
  await apiPost(request, token, "/contacts", {
    listId: newsletter.id,
    email: "ada@example.com",
    firstName: "Ada",
    lastName: "Lovelace",
    tags: ["vip"],
  });
  await apiPost(request, token, "/contacts", { listId: offers.id, email: "ada@example.com", firstName: "Ada" });
  await apiPost(request, token, "/contacts", { listId: newsletter.id, email: "grace@example.com", firstName: "Grace" });

  await openSignedIn({ page, context }, account, `/contacts/lists/${newsletter.id}`);
  const adaRow = page.getByTestId("contact-row").filter({ hasText: "ada@example.com" });
  await adaRow.getByRole("button", { name: "Edit ada@example.com" }).click();
  const edit = page.getByRole("dialog", { name: "Edit contact" });
  await edit.getByRole("button", { name: /^Personal data/ }).click();
  await expect(edit.getByText("every list of your team that holds ada@example.com")).toBeVisible();
  await saveScreenshot(page, "contact-privacy-section", { fullPage: false });

  // Access: one JSON file with the address's contacts in both lists.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    edit.getByRole("button", { name: "Download personal data" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("contact-ada@example.com.json");
  const exported = JSON.parse(await readFile((await download.path())!, "utf8"));
  expect(exported.address).toBe("ada@example.com");
  expect(exported.contacts).toHaveLength(2);

  // Erasure, after a confirmation that says what happens.
  await edit.getByRole("button", { name: "Erase personal data…" }).click();
  const confirm = page.getByRole("dialog", { name: "Erase ada@example.com for good?" });
  await expect(confirm).toContainText("never emailed again");
  await saveScreenshot(page, "contact-privacy-confirm", { fullPage: false });
  await confirm.getByRole("button", { name: "Erase personal data" }).click();
  await expect(page.getByText("Personal data erased")).toBeVisible();
  await expect(page.getByText("2 contacts deleted; the address will never be emailed again")).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(page.getByTestId("contact-row")).toHaveCount(1);
  await expect(page.getByTestId("contact-row")).toContainText("grace@example.com");
  await saveScreenshot(page, "contact-privacy-erased");
});
