import path from "node:path";
import { apiPost, signedUpWithToken } from "./support/api";
import {
  expect,
  newAccount,
  registerAccount,
  saveScreenshot,
  signedInAt,
  signInContext,
  test,
  uniqueEmail,
} from "./support/fixtures";

// Issue 24: Settings -> Defaults (time zone, tracking, invite and welcome templates, public
// language), the profile (name, picture, language, password, sessions), invite decline, and the
// dashboard in German.

const BANNER_PNG = path.resolve(import.meta.dirname, "fixtures/spring-banner.png");

async function settingsOf(request: import("@playwright/test").APIRequestContext, token: string) {
  const response = await request.get("/api/v1/settings", { headers: { Authorization: `Bearer ${token}` } });
  return (await response.json()) as Record<string, unknown>;
}

test("Settings → Defaults: time zone with search, tracking, invite and welcome templates, public language", async ({
  page,
  context,
  request,
}) => {
  const { account, token } = await signedUpWithToken(request, "defaults");
  const invite = await apiPost(request, token, "/templates", {
    name: "Team invite",
    subject: "Join {{ team.name }}",
    html: "<p>{{ inviteUrl }}</p>",
  });
  const welcome = await apiPost(request, token, "/templates", {
    name: "Welcome aboard",
    subject: "Welcome",
    html: "<p>Hi {{ firstName | default: 'there' }}</p>",
  });
  await signInContext(context, account);

  await page.goto("/settings/defaults");
  await expect(page.getByRole("heading", { name: "Time zone" })).toBeVisible();
  await expect(page.getByText("Your team runs on UTC time.")).toBeVisible();
  await page.getByLabel("Find a time zone").fill("berlin");
  await expect(page.getByText("1 time zone", { exact: true })).toBeVisible();
  await page.getByLabel("Time zones").selectOption("Europe/Berlin");
  await page.getByRole("button", { name: "Save" }).first().click();
  await expect(page.getByText("Time zone set to Europe/Berlin")).toBeVisible();
  await expect(page.getByText("Your team runs on Europe/Berlin time.")).toBeVisible();
  await page.getByLabel("Find a time zone").fill("atlantis");
  await expect(page.getByText("No time zone matches “atlantis”. Try a large city nearby.")).toBeVisible();

  await page.getByRole("switch", { name: "Track clicks" }).click();
  await expect(page.getByText("Click tracking turned off")).toBeVisible();
  await expect(page.getByRole("switch", { name: "Track clicks" })).not.toBeChecked();

  await page.getByLabel("Invite email").selectOption({ label: "Team invite" });
  await page.getByLabel("Welcome email", { exact: true }).selectOption({ label: "Welcome aboard" });
  await page.getByRole("button", { name: "Save" }).nth(1).click();
  await expect(page.getByText("Email templates saved")).toBeVisible();

  await page.getByLabel("Language", { exact: true }).selectOption("de");
  await expect(page.getByText("Public pages are now in Deutsch")).toBeVisible();
  await page.getByLabel("Find a time zone").fill("");
  await saveScreenshot(page, "settings-defaults");

  expect(await settingsOf(request, token)).toMatchObject({
    timezone: "Europe/Berlin",
    trackOpens: true,
    trackClicks: false,
    inviteTemplateId: invite.id,
    welcomeTemplateId: welcome.id,
    locale: "de",
  });
});

test("Defaults without templates shows the way to create one", async ({ page, context, request }) => {
  await signedInAt({ page, context, request }, "no-templates", "/settings/defaults");
  await expect(page.getByText("Your team has no templates yet.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Create a template" })).toHaveAttribute("href", "/templates");
  await saveScreenshot(page, "settings-defaults-no-templates", { fullPage: false });
});

test("Profile: name, picture from the media library, then the dashboard in German", async ({
  page,
  context,
  request,
}) => {
  await signedInAt({ page, context, request }, "profile", "/profile");

  await expect(page.getByRole("heading", { name: "Your profile", level: 1 })).toBeVisible();
  await page.getByLabel("First name").fill("Augusta");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Profile saved")).toBeVisible();
  await expect(page.getByRole("button", { name: "Account menu for Augusta Lovelace" })).toBeVisible();

  await page.getByRole("button", { name: "Choose a picture" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose your picture" });
  await expect(dialog.getByText("No images yet")).toBeVisible();
  await saveScreenshot(page, "profile-picture-picker-empty", { fullPage: false });
  await dialog.locator('input[type="file"]').setInputFiles(BANNER_PNG);
  await expect(page.getByText("Picture updated")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Change picture" })).toBeVisible();
  await expect(page.locator("header img")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sessions" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out everywhere" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Change password" })).toBeVisible();
  await saveScreenshot(page, "profile");

  await page.getByLabel("Dashboard language").selectOption("de");
  await expect(page.getByRole("heading", { name: "Ihr Profil", level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("link", { name: "Kampagnen" })).toBeVisible();
  await saveScreenshot(page, "profile-de");

  await page.goto("/settings/defaults");
  await expect(page.getByRole("heading", { name: "Zeitzone" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Standards" })).toHaveAttribute("aria-current", "page");
  await saveScreenshot(page, "settings-defaults-de");
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Übersicht" })).toBeVisible();
  await saveScreenshot(page, "overview-de", { fullPage: false });

  // Back to the browser's language (English here).
  await page.goto("/profile");
  await page.getByLabel("Sprache des Dashboards").selectOption("");
  await expect(page.getByRole("heading", { name: "Your profile", level: 1 })).toBeVisible();
});

test("a browser asking for French gets the dashboard in French until the person chooses", async ({
  browser,
  request,
}) => {
  const account = await registerAccount(request, newAccount("french"));
  const context = await browser.newContext({
    locale: "fr-FR",
    extraHTTPHeaders: { "Accept-Language": "fr-FR,fr;q=0.9" },
  });
  await signInContext(context, account);
  const page = await context.newPage();
  await page.goto("/settings/team");
  await expect(page.getByRole("heading", { name: "Paramètres", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Valeurs par défaut" })).toBeVisible();
  await saveScreenshot(page, "settings-team-fr", { fullPage: false });
  await context.close();
});

test("an invitee declines the invitation", async ({ page, request }) => {
  const { account, token } = await signedUpWithToken(request, "inviter");
  const invite = await apiPost<{ id: string; code: string }>(request, token, "/invites", {
    email: uniqueEmail("declines"),
    name: "Grace Hopper",
  });

  await page.goto(`/invite?code=${encodeURIComponent(invite.code)}`);
  await expect(page.getByTestId("invite-summary")).toContainText(account.teamName);
  await page.getByRole("button", { name: "Decline the invitation" }).click();
  const confirm = page.getByRole("dialog", { name: "Decline this invitation?" });
  await expect(confirm).toContainText(`You won't join ${account.teamName}`);
  await saveScreenshot(page, "invite-decline-confirm", { fullPage: false });
  await confirm.getByRole("button", { name: "Decline invitation" }).click();
  await expect(page.getByRole("heading", { name: "Invitation declined" })).toBeVisible();
  await saveScreenshot(page, "invite-declined", { fullPage: false });

  const listed = await request.get(`/api/v1/invites/${invite.id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(await listed.json()).toMatchObject({ status: "REJECTED" });
});

test("the settings navigation shows every page at 1440 px and a grouped picker on a phone", async ({
  page,
  context,
  request,
}) => {
  await signedInAt({ page, context, request }, "settings-nav", "/settings/team");
  const nav = page.getByRole("navigation", { name: "Settings" });
  for (const group of ["Team", "Sending", "Developers", "Billing", "Security"])
    await expect(nav.getByRole("heading", { name: group, exact: true })).toBeVisible();
  // Sixteen pages, each on screen (the old tab row pushed Billing past the right edge).
  await expect(nav.getByRole("link")).toHaveCount(16);
  const billing = nav.getByRole("link", { name: "Billing", exact: true });
  const box = await billing.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(1440);
  await billing.click();
  await expect(page).toHaveURL(/\/settings\/billing$/);
  await expect(billing).toHaveAttribute("aria-current", "page");
  await saveScreenshot(page, "settings-nav-1440", { fullPage: false });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/settings/team");
  const picker = page.getByLabel("Settings page");
  await expect(picker).toBeVisible();
  await expect(picker).toHaveValue("/settings/team");
  await saveScreenshot(page, "settings-nav-phone", { fullPage: false });
  await picker.selectOption("/settings/webhooks");
  await expect(page).toHaveURL(/\/settings\/webhooks$/);
});
