import { accessToken, apiPost, pickLocale } from "./support/api";
import { expect, newAccount, registerAccount, saveScreenshot, signInContext, test } from "./support/fixtures";

// Issue 43 item 3: a contact's page shows its consent history (docs/contract.md section 21): how it
// signed up through the public form (with the form's wording, IP and browser), when it left and when
// it came back, oldest first; in English and German. And the hosts a signup form may redirect to.

const BROWSER = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";
const WORDING = "Yes, send me Acme's monthly newsletter. I can unsubscribe at any time.";

test("a contact's page shows its consent history, in English and German", async ({ page, context, request }) => {
  const account = await registerAccount(request, newAccount("consent"));
  const token = await accessToken(request, account);
  const auth = { Authorization: `Bearer ${token}` };
  const list = await apiPost(request, token, "/lists", { name: "Newsletter" });

  // The public form, as a visitor's browser posts it.
  const signup = await request.post(`/api/v1/public/lists/${list.id}/subscribe`, {
    data: { email: "ada@example.com", firstName: "Ada", consentText: WORDING },
    headers: { "User-Agent": BROWSER, "X-Forwarded-For": "203.0.113.7" },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  const contacts = await request.get(`/api/v1/lists/${list.id}/contacts`, { headers: auth });
  const [ada] = (await contacts.json()).data as { id: string }[];
  // Then the team records her leaving and, later, her coming back (the dashboard's changes).
  for (const status of ["UNSUBSCRIBED", "ACTIVE"]) {
    const changed = await request.patch(`/api/v1/contacts/${ada.id}`, { data: { status }, headers: auth });
    expect(changed.status(), await changed.text()).toBe(200);
  }

  await signInContext(context, account);
  await page.goto(`/contacts/${ada.id}`);
  await expect(page.getByRole("heading", { name: "ada@example.com" })).toBeVisible();
  const history = page.getByRole("list", { name: "Consent history" });
  const entries = history.getByTestId("consent-entry");
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toHaveAttribute("data-action", "subscribed");
  await expect(entries.nth(0)).toContainText("Subscribed");
  await expect(entries.nth(0)).toContainText("via the signup form");
  await expect(entries.nth(0)).toContainText("203.0.113.7");
  await expect(entries.nth(0)).toContainText(WORDING);
  await expect(entries.nth(1)).toContainText("Unsubscribed");
  await expect(entries.nth(1)).toContainText("via the dashboard");
  await expect(entries.nth(2)).toHaveAttribute("data-action", "resubscribed");
  await expect(entries.nth(2)).toContainText("Subscribed again");
  await saveScreenshot(page, "contact-consent-timeline", { fullPage: false });

  // The hosts a signup form may redirect to, beside the list's form snippet.
  await page.goto(`/contacts/lists/${list.id}?tab=settings`);
  const hosts = page.getByRole("textbox", { name: "Allowed redirect hosts" });
  await hosts.fill("www.acme.test\nthanks.acme.test");
  await page
    .getByRole("form", { name: "Allowed redirect hosts" })
    .getByRole("button", { name: "Save changes" })
    .click();
  await expect(page.getByText("Redirect hosts saved")).toBeVisible();
  const settings = await request.get("/api/v1/settings", { headers: auth });
  expect((await settings.json()).signupRedirectHosts).toEqual(["www.acme.test", "thanks.acme.test"]);
  await hosts.scrollIntoViewIfNeeded();
  await saveScreenshot(page, "signup-redirect-hosts", { fullPage: false });

  await pickLocale(request, token, "de");
  await page.goto(`/contacts/${ada.id}`);
  const german = page.getByRole("list", { name: "Einwilligungsverlauf" });
  await expect(german.getByTestId("consent-entry").nth(0)).toContainText("Angemeldet");
  await expect(german.getByTestId("consent-entry").nth(0)).toContainText("über das Anmeldeformular");
  await expect(german.getByTestId("consent-entry").nth(1)).toContainText("über das Dashboard");
  await expect(german.getByTestId("consent-entry").nth(2)).toContainText("Erneut angemeldet");
  await saveScreenshot(page, "contact-consent-timeline-de", { fullPage: false });
});
