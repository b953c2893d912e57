import { apiPost, signedUpWithToken } from "./support/api";
import { expect, openSignedIn, saveScreenshot, test } from "./support/fixtures";

// Contacts -> Segments as a marketer uses it: build a segment with a nested group, watch the live
// count and preview follow the rules, see a bad rule pointed out, save it and find it in the list.

test("a marketer builds a segment with a live count", async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const { account, token } = await signedUpWithToken(request, "segments");
  const list = await apiPost(request, token, "/lists", { name: "Customers" });
  const people = [
    { email: "ada@example.com", firstName: "Ada", city: "London", tags: ["vip"] },
    { email: "bob@example.com", firstName: "Bob", city: "Paris", tags: ["vip"] },
    { email: "cy@example.com", firstName: "Cy", city: "Paris" },
    { email: "dee@example.com", firstName: "Dee", city: "Berlin" },
  ];
  for (const person of people) await apiPost(request, token, "/contacts", { listId: list.id, ...person });

  await openSignedIn({ page, context }, account, "/contacts/segments");
  await expect(page.getByRole("link", { name: "Segments" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("Target the right people")).toBeVisible();
  await page.getByRole("link", { name: "New segment" }).first().click();

  // No rules yet: everyone.
  await expect(page.getByTestId("segment-count")).toHaveText("4");
  await page.getByLabel("Name").fill("VIPs or Parisians");
  await page.getByRole("button", { name: "Add rule" }).click();
  await page.getByLabel("Rule 1 value").fill("vip");
  await expect(page.getByTestId("segment-count")).toHaveText("2");
  await page.getByLabel("Match", { exact: true }).selectOption("any");
  await page.getByRole("button", { name: "Add group" }).click();
  const group = page.getByTestId("segment-group");
  await group.getByLabel("Rule 2.1 field").selectOption("city");
  await group.getByLabel("Rule 2.1 condition").selectOption("equals");
  await group.getByLabel("Rule 2.1 value").fill("paris");
  await expect(page.getByTestId("segment-count")).toHaveText("3");
  await expect(page.getByTestId("segment-preview").getByRole("listitem")).toHaveCount(3);
  await saveScreenshot(page, "segment-builder");

  // A custom-field rule with a bad key is pointed out at its row, and the count waits.
  await page.getByRole("button", { name: "Add rule" }).last().click();
  await page.getByLabel("Rule 3 field").selectOption("metadata");
  await page.getByLabel("Rule 3 custom field key").fill("plan type");
  await expect(page.getByText("metadata keys are 1 to 64 letters, digits, _ or -")).toBeVisible();
  await expect(page.getByTestId("segment-count")).toHaveText("—");
  await saveScreenshot(page, "segment-builder-bad-rule");
  await page.getByRole("button", { name: "Remove rule 3" }).click();
  await expect(page.getByTestId("segment-count")).toHaveText("3");

  await page.getByRole("button", { name: "Create segment" }).click();
  await expect(page).toHaveURL(/\/contacts\/segments$/);
  await expect(page.getByTestId("segment-row")).toHaveCount(1);
  await expect(page.getByTestId("segment-row")).toContainText("VIPs or Parisians");
  await expect(page.getByTestId("segment-row")).toContainText("2 rules, match any");
  await saveScreenshot(page, "segments-list");

  // Reopened, it shows the saved rules and the same count.
  await page.getByTestId("segment-row").getByRole("link").click();
  await expect(page.getByTestId("segment-count")).toHaveText("3");
  await expect(page.getByLabel("Rule 2.1 value")).toHaveValue("paris");
});
