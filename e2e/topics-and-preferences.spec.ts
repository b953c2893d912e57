import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { apiPost, createCaptureSmtp, listWithContacts, pickLocale, signedUpWithToken } from "./support/api";
import { expect, saveScreenshot, signInContext, test } from "./support/fixtures";

// Issue 43 items 1-2 (docs/contract.md section 21): Contacts -> Topics, a contact's topic chips, the
// campaign wizard's topic picker with its audience count, and the public preference centre in
// English and German with the team's branding, saved without script, checked by axe.

async function call(request: APIRequestContext, token: string, method: string, path: string, data?: unknown) {
  const response = await request.fetch(`/api/v1${path}`, {
    method,
    data,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** The contact's preference link, as {{ preferencesUrl }} renders it in an email sent to it. */
async function preferencesPath(request: APIRequestContext, token: string, to: string) {
  const sent = await call(request, token, "POST", "/email", {
    to,
    subject: "Your preferences",
    html: '<p>Hello</p><a href="{{ preferencesUrl }}">Email preferences</a> <a href="{{ unsubscribeUrl }}">Unsubscribe</a>',
  });
  const email = await call(request, token, "GET", `/emails/${sent.id}`);
  const path = /\/preferences\/[A-Za-z0-9_.~-]+/.exec(email.body)?.[0];
  expect(path, "preferences link in the sent body").toBeTruthy();
  return path!;
}

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((item) => item.impact === "serious" || item.impact === "critical");
  expect(serious.map((item) => `${item.id}: ${item.help}`)).toEqual([]);
}

test("topics page, topic chips and the wizard's topic picker, in English and German", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const { account, token } = await signedUpWithToken(request, "topics");
  const people = ["ada", "grace", "alan", "edsger"];
  const { contacts } = await listWithContacts(
    request,
    token,
    "Newsletter",
    people.map((name) => ({ email: `${name}@example.com` })),
  );
  await apiPost(request, token, "/topics", {
    name: "Events",
    description: "Meetups and webinars near you",
    defaultSubscription: "opt_in",
  });
  await signInContext(context, account);

  // Contacts -> Topics: create one through the dialog.
  await page.goto("/contacts/topics");
  await expect(page.getByRole("link", { name: "Topics" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("button", { name: "New topic" }).click();
  const dialog = page.getByRole("dialog", { name: "New topic" });
  await dialog.getByLabel("Name").fill("Product news");
  await dialog.getByLabel("Description").fill("New features, once a month");
  await dialog.getByLabel("Who receives it").selectOption("opt_out");
  await dialog.getByRole("button", { name: "Create topic" }).click();
  await expect(page.getByText("Topic Product news created")).toBeVisible();
  const rows = page.getByTestId("topic-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText("Product news");
  await expect(rows.nth(1)).toContainText("Opt-out");
  await expect(rows.nth(0)).toContainText("Opt-in");
  await saveScreenshot(page, "topics-page", { fullPage: false });

  // Edit, then delete with confirmation (a third topic made for it).
  await apiPost(request, token, "/topics", { name: "Old offers" });
  await page.reload();
  await page.getByRole("button", { name: "Edit Old offers" }).click();
  await page.getByRole("dialog", { name: "Edit topic" }).getByLabel("Name").fill("Old deals");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Topic saved")).toBeVisible();
  await page.getByRole("button", { name: "Delete Old deals" }).click();
  await expect(page.getByRole("alertdialog").or(page.getByRole("dialog"))).toContainText("Delete Old deals?");
  await page.getByRole("button", { name: "Delete topic" }).click();
  await expect(page.getByTestId("topic-row")).toHaveCount(2);

  // Ada leaves Product news; her page shows her topics as chips, and one click changes one.
  const topics = (await call(request, token, "GET", "/topics")).data as { id: string; name: string }[];
  const news = topics.find((topic) => topic.name === "Product news")!;
  await call(request, token, "PUT", `/contacts/${contacts[0].id}/topics`, {
    topics: [{ id: news.id, subscribed: false }],
  });
  await page.goto(`/contacts/${contacts[0].id}`);
  const chips = page.getByTestId("contact-topics");
  await expect(chips.getByRole("button", { name: "Product news" })).toHaveAttribute("aria-pressed", "false");
  await expect(chips.getByRole("button", { name: "Events" })).toHaveAttribute("aria-pressed", "false");
  await chips.getByRole("button", { name: "Events" }).click();
  await expect(chips.getByRole("button", { name: "Events" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("consent-entry").last()).toContainText("via the dashboard");
  await saveScreenshot(page, "contact-topic-chips", { fullPage: false });

  // The wizard: the list's 4 active contacts; with Product news 3 (Ada left it); with Events 1 (Ada joined).
  await page.goto("/campaigns/new");
  await page.getByLabel("Campaign name").fill("November news");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Mailing list").selectOption({ label: "Newsletter — 4 active" });
  await page.getByLabel("Topic").selectOption({ label: "Product news" });
  await expect(page.getByTestId("topic-audience")).toHaveText(
    "3 contacts receive Product news and will get this campaign.",
  );
  await page.getByLabel("Topic").selectOption({ label: "Events" });
  await expect(page.getByTestId("topic-audience")).toHaveText("1 contact receives Events and will get this campaign.");
  await page.getByLabel("Topic").selectOption({ label: "Product news" });
  await expect(page.getByTestId("topic-audience")).toContainText("3 contacts");
  await saveScreenshot(page, "wizard-topic-picker", { fullPage: false });

  await pickLocale(request, token, "de");
  await page.goto("/contacts/topics");
  await expect(page.getByRole("heading", { name: "Themen" })).toBeVisible();
  await expect(page.getByTestId("topic-row").first()).toContainText("Opt-in");
  await saveScreenshot(page, "topics-page-de", { fullPage: false });
  await page.goto("/campaigns/new");
  await page.getByLabel("Kampagnenname").fill("Novembernews");
  await page.getByRole("button", { name: "Weiter" }).click();
  await page.getByLabel("Verteilerliste").selectOption({ index: 1 });
  await page.getByLabel("Thema").selectOption({ label: "Product news" });
  await expect(page.getByTestId("topic-audience")).toHaveText(
    "3 Kontakte erhalten Product news und bekommen diese Kampagne.",
  );
  await saveScreenshot(page, "wizard-topic-picker-de", { fullPage: false });
});

test("the preference centre: branded, in English and German, saves without script, axe clean", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { token } = await signedUpWithToken(request, "prefs");
  // Click tracking would wrap the links of the email the preference link is read from.
  await call(request, token, "PATCH", "/settings", {
    trackClicks: false,
    branding: { dashboardName: "Acme Outdoor", logoUrl: `${baseURL}/icon.svg`, primaryColor: "#0f766e" },
  });
  await listWithContacts(request, token, "Newsletter", [
    { email: "ada@example.com", firstName: "Ada" },
    { email: "grete@example.com", language: "de" },
  ]);
  await apiPost(request, token, "/topics", { name: "Product news", description: "New gear, once a month" });
  await apiPost(request, token, "/topics", {
    name: "Events",
    description: "Trail runs and workshops",
    defaultSubscription: "opt_in",
  });
  await apiPost(request, token, "/topics", { name: "Staff notes", isPublic: false });
  await createCaptureSmtp(request, token, { fromName: "Acme Outdoor" });

  // A reader who is not signed in. The page is a plain form with no script at all (its CSP allows none).
  const reader = await browser.newContext({ locale: "en-US" });
  const page = await reader.newPage();
  await page.goto(await preferencesPath(request, token, "ada@example.com"));
  await expect(page.getByRole("heading", { name: "Email preferences" })).toBeVisible();
  await expect(page.locator("script")).toHaveCount(0);
  await expect(page.getByRole("img", { name: "Acme Outdoor" })).toBeVisible();
  await expect(page.getByRole("switch", { name: "Product news" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "Events" })).not.toBeChecked();
  await expect(page.getByText("Staff notes")).toHaveCount(0);
  await expectAxeClean(page);
  await saveScreenshot(page, "preferences-page");

  await page.getByRole("switch", { name: "Product news" }).uncheck();
  await page.getByRole("switch", { name: "Events" }).check();
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByRole("status")).toHaveText("Your preferences have been saved.");
  await expect(page.getByRole("switch", { name: "Product news" })).not.toBeChecked();
  await expect(page.getByRole("switch", { name: "Events" })).toBeChecked();
  await expectAxeClean(page);
  await saveScreenshot(page, "preferences-page-saved");

  const german = await reader.newPage();
  await german.goto(await preferencesPath(request, token, "grete@example.com"));
  await expect(german.locator("html")).toHaveAttribute("lang", "de");
  await expect(german.getByRole("heading", { name: "E-Mail-Einstellungen" })).toBeVisible();
  await expect(german.getByRole("switch", { name: "Product news" })).toBeChecked();
  await expectAxeClean(german);
  await saveScreenshot(german, "preferences-page-de");
  await german.getByRole("button", { name: "Von allem abmelden" }).click();
  await expect(german.getByRole("status")).toHaveText("Sie wurden von allem abgemeldet.");
  await expectAxeClean(german);
  await saveScreenshot(german, "preferences-page-de-unsubscribed");
  await reader.close();
});
