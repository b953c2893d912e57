import type { Locator, Page } from "@playwright/test";
import { type Account, expect, registerFromHook, saveScreenshot, signInContext, test } from "./support/fixtures";

// Each section's empty state offers one way forward: a link to another page, or a button that
// opens the create dialog in place.
const sections = [
  { name: "contacts", label: "Contacts", path: "/contacts", emptyTitle: "Create your first list", action: "button" },
  { name: "templates", label: "Templates", path: "/templates", emptyTitle: "No templates yet", action: "link" },
  { name: "campaigns", label: "Campaigns", path: "/campaigns", emptyTitle: "No campaigns yet", action: "link" },
  { name: "emails", label: "Emails", path: "/emails", emptyTitle: "No emails sent yet", action: "link" },
  {
    name: "automations",
    label: "Automations",
    path: "/automations",
    emptyTitle: "No automations yet",
    action: "button",
  },
  { name: "analytics", label: "Analytics", path: "/analytics", emptyTitle: "No data to show yet", action: "link" },
] as const;

const navLabels = ["Overview", ...sections.map((section) => section.label), "Settings"];

// The dashboard is signed-in only: one account for this file, signed in afresh in every test.
let account: Account;

test.beforeAll(async ({ playwright, baseURL }) => {
  account = await registerFromHook({ playwright, baseURL }, "shell");
});

test.beforeEach(async ({ context }) => {
  await signInContext(context, account);
});

test.describe("dashboard shell on desktop", () => {
  test("overview shows the navigation, the team and the quick starts", async ({ page }) => {
    await page.goto("/");

    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    for (const label of navLabels) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Overview", exact: true })).toHaveAttribute("aria-current", "page");

    const teamName = page.getByRole("banner").getByTestId("team-name");
    await expect(teamName).toHaveText(account.teamName);

    await expect(page.getByRole("heading", { level: 1, name: "Welcome to Sendwell" })).toBeVisible();
    await expect(page).toHaveTitle(/Overview · Sendwell/);
    for (const title of ["Import your contacts", "Design a template", "Send a campaign", "Read the API docs"]) {
      await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: /Read the API docs/ })).toHaveAttribute("href", "/docs");

    await saveScreenshot(page, "overview");
  });

  test("each section opens from the sidebar with its empty state", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });

    for (const section of sections) {
      await nav.getByRole("link", { name: section.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${section.path}$`));
      await expect(page.getByRole("heading", { level: 1, name: section.label })).toBeVisible();
      await expect(page).toHaveTitle(`${section.label} · Sendwell`);
      await expect(nav.getByRole("link", { name: section.label, exact: true })).toHaveAttribute("aria-current", "page");

      const emptyState = page.getByTestId("empty-state");
      await expect(emptyState.getByRole("heading", { name: section.emptyTitle })).toBeVisible();
      await expect(emptyState.getByRole(section.action).first()).toBeVisible();

      await saveScreenshot(page, section.name);
    }

    await nav.getByRole("link", { name: "Settings", exact: true }).click();
    await expect(page).toHaveURL(/\/settings\/team$/);
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(page).toHaveTitle("Team settings · Sendwell");
    await expect(nav.getByRole("link", { name: "Settings", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByLabel("Team name")).toHaveValue(account.teamName);
    await saveScreenshot(page, "settings");
  });

  test("unknown pages show the not-found page", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await saveScreenshot(page, "not-found");
    await page.getByRole("link", { name: "Back to dashboard" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Welcome to Sendwell" })).toBeVisible();
  });

  test("the API reference renders the OpenAPI document", async ({ page }) => {
    // Swagger UI parses and lays out the whole 1.2 MB document in the page: 18 s on a quiet
    // machine, over the default 60 s once while the machine also ran an npm ci.
    test.setTimeout(120_000);
    await page.goto("/docs");
    await expect(page.getByRole("heading", { name: "Sendwell API reference" })).toBeVisible();
    await expect(page.locator(".swagger-ui")).toBeVisible();
    await expect(page.locator(".swagger-ui .opblock").first()).toBeVisible({ timeout: 30_000 });

    // Swagger UI virtualizes long documents: only the operations near the viewport are in the
    // DOM, so reaching the last section proves the whole document rendered.
    await scrollUntilVisible(page, page.locator(".swagger-ui .opblock-tag", { hasText: "Automations" }));
    await page.evaluate(() => window.scrollTo(0, 0));
    const plans = page.locator(".swagger-ui .opblock", {
      has: page.locator(".opblock-summary-path", { hasText: /^\/plans$/ }),
    });
    await scrollUntilVisible(page, plans);

    // Expanding an operation resolves it with swagger-client; a broken bundle leaves it empty.
    await plans.first().locator(".opblock-summary").click();
    await expect(plans.first().locator(".responses-wrapper .response").first()).toBeVisible();
    await saveScreenshot(page, "api-docs");
  });
});

test.describe("dashboard shell on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test("the sidebar opens as a drawer from the hamburger button", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome to Sendwell" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.getByRole("banner").getByTestId("team-name")).toBeVisible();
    await saveScreenshot(page, "mobile-overview");

    const menuButton = page.getByRole("button", { name: "Open navigation" });
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    // A click that lands before hydration does nothing, so retry until the drawer reports open.
    await expect(async () => {
      await menuButton.click();
      await expect(menuButton).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
    }).toPass();

    const drawer = page.getByRole("dialog", { name: "Navigation" });
    const nav = drawer.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    for (const label of navLabels) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    // Let the slide-in animation finish before capturing.
    await page.waitForTimeout(300);
    await saveScreenshot(page, "mobile-drawer", { fullPage: false });

    await nav.getByRole("link", { name: "Campaigns", exact: true }).click();
    await expect(page).toHaveURL(/\/campaigns$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Campaigns" })).toBeVisible();

    await menuButton.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});

/** Scrolls down a screen at a time until the locator is in view (fails after 60 screens). */
async function scrollUntilVisible(page: Page, locator: Locator) {
  await expect(async () => {
    if (await locator.first().isVisible()) return;
    await page.mouse.wheel(0, 700);
    throw new Error("not in view yet");
  }).toPass({ intervals: [150], timeout: 30_000 });
  await expect(locator.first()).toBeVisible();
}
