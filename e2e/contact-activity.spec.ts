import type { APIRequestContext } from "@playwright/test";
import { accessToken, apiPost, createCaptureSmtp } from "./support/api";
import { expect, newAccount, registerAccount, saveScreenshot, signInContext, test } from "./support/fixtures";

// Issue 41 item 4: a marketer opens a contact and reads its history across emails (sent, opened,
// clicked, with the machine traffic marked), older entries loading as they scroll; in German too.

const CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const OPENS = 25;
const CLICKS = 12;

async function call(
  request: APIRequestContext,
  token: string,
  method: "GET" | "POST" | "PATCH",
  path: string,
  data?: unknown,
) {
  const response = await request.fetch(`/api/v1${path}`, {
    method,
    data,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

test("a contact's page shows its activity and loads older entries as it scrolls", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await registerAccount(request, newAccount("activity"));
  const token = await accessToken(request, account);
  const list = await apiPost(request, token, "/lists", { name: "Newsletter" });
  const ada = await apiPost(request, token, "/contacts", {
    listId: list.id,
    email: "ada@example.com",
    firstName: "Ada",
    lastName: "Lovelace",
    company: "Analytical Engines",
  });
  const grace = await apiPost(request, token, "/contacts", { listId: list.id, email: "grace@example.com" });
  await createCaptureSmtp(request, token, { fromName: "Acme" });

  // One email to Ada, delivered to the capture server; then her opens and clicks, one of each by a machine.
  const sent = await call(request, token, "POST", "/email", {
    to: "ada@example.com",
    subject: "November news from Acme",
    html: '<p>Hello Ada</p><a href="https://acme.test/offer">Our offer</a>',
  });
  await expect
    .poll(async () => (await call(request, token, "GET", `/emails/${sent.id}`)).status, { timeout: 30_000 })
    .toBe("SENT");
  for (let index = 0; index < OPENS; index += 1) {
    const userAgent = index === 0 ? "Mozilla/5.0" : CHROME;
    await call(request, token, "POST", "/t", { emailId: sent.id, event: "open", userAgent });
  }
  // Clicks within 2 s of the send are a scanner's by rule (lib/tracking/enrich/automated.ts): the
  // person's clicks come later, as a person's would, whatever the opens took on a busy machine.
  await page.waitForTimeout(2_500);
  for (let index = 0; index < CLICKS; index += 1) {
    const userAgent = index === CLICKS - 1 ? "Microsoft Office Protection" : CHROME;
    const url = `https://acme.test/offer?item=${index + 1}`;
    await call(request, token, "POST", "/t", { emailId: sent.id, event: "click", url, userAgent });
  }

  await signInContext(context, account);
  await page.goto(`/contacts/lists/${list.id}`);
  await page.getByRole("link", { name: "ada@example.com" }).click();
  await expect(page).toHaveURL(new RegExp(`/contacts/${ada.id}$`));
  await expect(page.getByRole("heading", { name: "ada@example.com" })).toBeVisible();
  await expect(page.getByText("Ada Lovelace · Analytical Engines")).toBeVisible();

  const timeline = page.getByRole("list", { name: "Activity" });
  const entries = timeline.getByTestId("activity-entry");
  await expect(page.getByText(`${1 + OPENS + CLICKS} events`)).toBeVisible();
  // The newest first: the scanner's click, marked automated, with its link.
  await expect(entries.first()).toHaveAttribute("data-type", "clicked");
  await expect(entries.first()).toContainText("Clicked a link");
  await expect(entries.first()).toContainText("automated");
  await expect(entries.first().getByRole("link", { name: `https://acme.test/offer?item=${CLICKS}` })).toBeVisible();
  await expect(entries.first().getByRole("link", { name: "November news from Acme" })).toHaveAttribute(
    "href",
    `/emails/${sent.id}`,
  );
  await expect(entries.nth(1)).not.toContainText("automated");
  // One page of 30: the first opens and the send come with the next page.
  await expect(entries).toHaveCount(30);
  await expect(timeline.locator('[data-type="sent"]')).toHaveCount(0);
  await saveScreenshot(page, "contact-activity");

  await page.getByTestId("activity-sentinel").scrollIntoViewIfNeeded();
  await expect(entries).toHaveCount(1 + OPENS + CLICKS);
  await expect(entries.last()).toHaveAttribute("data-type", "sent");
  await expect(entries.last()).toContainText("Sent");
  const firstOpen = entries.nth(OPENS + CLICKS - 1);
  await expect(firstOpen).toHaveAttribute("data-type", "opened");
  await expect(firstOpen).toContainText("automated");
  await expect(page.getByTestId("activity-end")).toBeVisible();
  await page.getByTestId("activity-end").scrollIntoViewIfNeeded();
  await saveScreenshot(page, "contact-activity-scrolled", { fullPage: false });

  // In German: the labels, the automated mark and the empty state of a contact without history.
  await call(request, token, "PATCH", "/auth/profile", { locale: "de" });
  await page.reload();
  const german = page.getByRole("list", { name: "Aktivität" });
  await expect(german.getByTestId("activity-entry").first()).toContainText("Link geklickt");
  await expect(german.getByTestId("activity-entry").first()).toContainText("automatisch");
  await expect(page.getByText(`${1 + OPENS + CLICKS} Ereignisse`)).toBeVisible();
  await saveScreenshot(page, "contact-activity-de");
  await page.goto(`/contacts/${grace.id}`);
  await expect(page.getByTestId("activity-empty")).toContainText("Noch keine Aktivität");
  await saveScreenshot(page, "contact-activity-empty-de", { fullPage: false });
});
