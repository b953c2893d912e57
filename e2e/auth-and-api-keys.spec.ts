import {
  expect,
  newAccount,
  registerAccount,
  saveScreenshot,
  signedInAt,
  test,
  uniqueClientIp,
  uniqueEmail,
} from "./support/fixtures";

test.describe("signing in", () => {
  test("signed-out visitors are sent to sign in, and come back where they were going", async ({ page, request }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to Sendwell" })).toBeVisible();
    await expect(page).toHaveTitle("Sign in · Sendwell");
    await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
    // Google is not configured in the test environment, so its button must not be offered.
    await expect(page.getByRole("button", { name: "Continue with Google" })).toHaveCount(0);
    await saveScreenshot(page, "sign-in");

    const account = await registerAccount(request, newAccount("callback"));
    await page.goto("/settings/members?tab=1");
    await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Fsettings%2Fmembers%3Ftab%3D1$/);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/settings\/members\?tab=1$/);
    await expect(page.getByRole("heading", { level: 2, name: "Members" })).toBeVisible();
  });

  test("a wrong password is refused with a clear message", async ({ page, request }) => {
    const account = await registerAccount(request, newAccount("wrong-password"));
    await page.goto("/sign-in");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();

    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid email or password");
    await expect(page).toHaveURL(/\/sign-in$/);
    // An unknown address reads exactly the same: the form never tells which emails have accounts.
    await page.getByLabel("Email").fill(uniqueEmail("nobody"));
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid email or password");
    await saveScreenshot(page, "sign-in-wrong-password");
  });

  test("the account menu shows who is signed in and signs out", async ({ page, context, request }) => {
    const account = await signedInAt({ page, context, request }, "menu", "/");
    const menuButton = page.getByRole("button", { name: /^Account menu for Ada Lovelace$/ });
    await expect(async () => {
      await menuButton.click();
      await expect(menuButton).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
    }).toPass();
    await expect(page.getByTestId("user-name")).toHaveText("Ada Lovelace");
    await expect(page.getByText(account.email)).toBeVisible();
    await saveScreenshot(page, "account-menu", { fullPage: false });

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.goto("/settings/team");
    await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Fsettings%2Fteam$/);
  });

  test("forgot password answers the same for every address", async ({ page }) => {
    await page.goto("/sign-in");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
    await page.getByLabel("Email").fill(uniqueEmail("forgot"));
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check your email" })).toBeVisible();
    await expect(page.getByRole("status").first()).toContainText(
      "If an account exists for that address, we've emailed a reset link",
    );
    await saveScreenshot(page, "forgot-password-sent");

    await page.goto("/reset-password?token=not-a-real-token");
    await page.getByLabel("New password", { exact: true }).fill("a-brand-new-password");
    await page.getByLabel("Confirm new password").fill("a-brand-new-password");
    await page.getByRole("button", { name: "Update password" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "This reset link can't be used" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/forgot-password");
  });
});

test("sign up, create an API key, see it once and revoke it", async ({ page, request }) => {
  // A whole journey through several pages and dialogs: allow for a busy CI machine.
  test.slow();
  const account = newAccount("signup");

  await page.goto("/sign-up");
  await expect(page.getByRole("heading", { level: 1, name: "Create your Sendwell account" })).toBeVisible();
  await page.getByLabel("First name").fill(account.firstName);
  await page.getByLabel("Last name").fill(account.lastName);
  await page.getByLabel("Team name").fill(account.teamName);
  await page.getByLabel("Work email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await expect(page.getByText("Strong.")).toBeVisible();
  await saveScreenshot(page, "sign-up");
  await page.getByRole("button", { name: "Create account" }).click();

  // Lands on the dashboard, signed in, with the new team in the header.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to Sendwell" })).toBeVisible();
  await expect(page.getByRole("banner").getByTestId("team-name")).toHaveText(account.teamName);
  await saveScreenshot(page, "signed-up-overview");

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/settings\/team$/);
  await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "API keys" }).click();
  await expect(page).toHaveURL(/\/settings\/api-keys$/);
  await expect(page.getByRole("heading", { name: "No API keys yet" })).toBeVisible();
  await saveScreenshot(page, "api-keys-empty");

  await page.getByRole("button", { name: "Create API key" }).click();
  const createDialog = page.getByRole("dialog", { name: "Create API key" });
  await expect(createDialog).toBeVisible();
  // Nothing chosen yet: the form says so instead of sending a request that would fail.
  await createDialog.getByLabel("Name").fill("Newsletter sync");
  await createDialog.getByRole("button", { name: "Create key" }).click();
  await expect(createDialog.getByText("Choose at least one permission")).toBeVisible();
  await createDialog.getByRole("checkbox", { name: "Read Lists", exact: true }).check();
  await expect(createDialog.getByTestId("permission-count")).toHaveText(/^1 of \d+ selected$/);
  await saveScreenshot(page, "api-key-create-dialog", { fullPage: false });
  await createDialog.getByRole("button", { name: "Create key" }).click();

  const savedDialog = page.getByRole("dialog", { name: "Save your API key" });
  await expect(savedDialog).toBeVisible();
  const key = (await savedDialog.getByTestId("created-api-key").textContent())?.trim() ?? "";
  expect(key).toMatch(/^sw_/);
  await expect(savedDialog.getByText("You won't be able to see this key again")).toBeVisible();
  await saveScreenshot(page, "api-key-created", { fullPage: false });

  // The key is real: it authenticates, and holds lists:read only, so managing keys is refused.
  const withKey = await request.get("/api/v1/api-keys", { headers: { "X-API-KEY": key } });
  expect(withKey.status()).toBe(403);
  expect((await withKey.json()).message).toBe("Insufficient permissions for this resource");

  await savedDialog.getByRole("button", { name: "I've saved my key" }).click();
  await expect(savedDialog).toBeHidden();
  const row = page.getByTestId("api-key-row").filter({ hasText: "Newsletter sync" });
  await expect(row).toBeVisible();
  await expect(row).toContainText(key.slice(0, 6));
  // Shown once: the key itself appears nowhere on the page any more.
  await expect(page.getByText(key)).toHaveCount(0);
  await saveScreenshot(page, "api-keys-list");

  await row.getByRole("button", { name: "Revoke Newsletter sync" }).click();
  const confirm = page.getByRole("dialog", { name: "Revoke “Newsletter sync”?" });
  await expect(confirm).toBeVisible();
  await saveScreenshot(page, "api-key-revoke-confirm", { fullPage: false });
  await confirm.getByRole("button", { name: "Revoke key" }).click();

  await expect(confirm).toBeHidden();
  await expect(page.getByTestId("api-key-row")).toHaveCount(0);
  await expect(page.getByTestId("toast").filter({ hasText: "API key revoked" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No API keys yet" })).toBeVisible();
  await saveScreenshot(page, "api-key-revoked");

  const afterRevoke = await request.get("/api/v1/api-keys", { headers: { "X-API-KEY": key } });
  expect(afterRevoke.status()).toBe(401);
  expect((await afterRevoke.json()).message).toBe("Invalid or expired API key");
});

test("invite a member, who accepts and joins the team", async ({ page, context, request, browser }) => {
  test.slow();
  const admin = await signedInAt({ page, context, request }, "admin", "/settings/members");
  await expect(page.getByTestId("member-row")).toHaveCount(1);
  await expect(page.getByTestId("invites-empty")).toBeVisible();
  await page.getByRole("button", { name: "Invite member" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Invite a team member" });
  await expect(dialog).toBeVisible();
  const inviteeEmail = uniqueEmail("invitee");
  await dialog.getByLabel("Email").fill(inviteeEmail);
  await dialog.getByLabel("Name").fill("Grace Hopper");
  await dialog.getByLabel("Admin").check();
  await saveScreenshot(page, "members-invite-dialog", { fullPage: false });
  await dialog.getByRole("button", { name: "Send invitation" }).click();

  const sent = page.getByRole("dialog", { name: "Invitation sent" });
  await expect(sent).toBeVisible();
  const link = await sent.getByRole("textbox", { name: "Invitation link" }).inputValue();
  expect(link).toMatch(/\/invite\?code=.+/);
  await sent.getByRole("button", { name: "Done" }).click();
  await expect(page.getByTestId("invite-row").filter({ hasText: inviteeEmail })).toBeVisible();
  await saveScreenshot(page, "members-with-invite");

  // The invitee opens the link in a browser of their own.
  const inviteeContext = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": uniqueClientIp() } });
  const invitee = await inviteeContext.newPage();
  await invitee.goto(link);
  await expect(invitee.getByTestId("invite-summary")).toHaveText(
    `Ada Lovelace invited you to ${admin.teamName} as an admin.`,
  );
  await expect(invitee.getByLabel("Email")).toHaveValue(inviteeEmail);
  await expect(invitee.getByLabel("First name")).toHaveValue("Grace");
  await expect(invitee.getByLabel("Last name")).toHaveValue("Hopper");
  await invitee.getByLabel("Choose a password").fill("navy-cobol-1906");
  await saveScreenshot(invitee, "invite-accept");
  await invitee.getByRole("button", { name: "Accept invitation" }).click();
  await expect(invitee).toHaveURL(/\/$/);
  await expect(invitee.getByRole("banner").getByTestId("team-name")).toHaveText(admin.teamName);

  // Used once: the same link now explains itself instead of offering the form.
  await invitee.goto(link);
  await expect(invitee.getByRole("heading", { level: 1, name: "Invitation already accepted" })).toBeVisible();
  await inviteeContext.close();

  await page.reload();
  await expect(page.getByTestId("member-row")).toHaveCount(2);
  await expect(page.getByTestId("member-row").filter({ hasText: inviteeEmail })).toBeVisible();
  await expect(page.getByTestId("invites-empty")).toBeVisible();
});

test("renaming the team and branding the dashboard show up in the frame", async ({ page, context, request }) => {
  const account = await signedInAt({ page, context, request }, "branding", "/settings/team");
  await expect(page.getByTestId("plan-name")).toHaveText("Free plan");
  const teamName = page.getByLabel("Team name");
  await expect(teamName).toHaveValue(account.teamName);
  await teamName.fill("A");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Team name must be at least 2 characters")).toBeVisible();
  await teamName.fill("Northwind Marketing");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Team renamed" })).toBeVisible();
  await expect(page.getByRole("banner").getByTestId("team-name")).toHaveText("Northwind Marketing");
  await saveScreenshot(page, "settings-team");

  await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Branding" }).click();
  const dashboardName = page.getByLabel("Dashboard name");
  await expect(dashboardName).toBeEnabled();
  await dashboardName.fill("Northwind Mail");
  await page.getByLabel("Primary color", { exact: true }).fill("#0f766e");
  await expect(page.getByTestId("branding-preview").getByTestId("brand-name")).toHaveText("Northwind Mail");
  await page.getByRole("button", { name: "Save branding" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Branding saved" })).toBeVisible();
  const sidebar = page.getByRole("complementary");
  await expect(sidebar.getByTestId("brand-name")).toHaveText("Northwind Mail");
  await saveScreenshot(page, "settings-branding");

  // Back to the product's own name when the field is cleared.
  await page.getByRole("button", { name: "Use Sendwell defaults" }).click();
  await page.getByRole("button", { name: "Save branding" }).click();
  await expect(sidebar.getByTestId("brand-name")).toHaveText("Sendwell");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test("sign-in and API keys fit the screen", async ({ page, context, request }) => {
    await page.goto("/sign-in");
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to Sendwell" })).toBeVisible();
    await saveScreenshot(page, "mobile-sign-in");

    await signedInAt({ page, context, request }, "mobile", "/settings/api-keys");
    await expect(page.getByRole("heading", { name: "No API keys yet" })).toBeVisible();
    await page.getByRole("button", { name: "Create API key" }).click();
    const dialog = page.getByRole("dialog", { name: "Create API key" });
    await dialog.getByLabel("Name").fill("Mobile app backend");
    await dialog.getByRole("checkbox", { name: "All Contacts permissions" }).check();
    await saveScreenshot(page, "mobile-api-key-create-dialog", { fullPage: false });
    await dialog.getByRole("button", { name: "Create key" }).click();
    await page
      .getByRole("dialog", { name: "Save your API key" })
      .getByRole("button", { name: "I've saved my key" })
      .click();
    await expect(page.getByTestId("api-key-row")).toHaveCount(1);
    // Nothing may overflow sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveScreenshot(page, "mobile-api-keys");
  });
});
