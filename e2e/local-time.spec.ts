import type { APIRequestContext, Page } from "@playwright/test";
import { apiPost, createCaptureSmtp, listWithContacts, signedUpWithToken } from "./support/api";
import { expect, saveScreenshot, signInContext, test } from "./support/fixtures";

// Local-time delivery: a contact's time zone in the contact form, the wizard's "Deliver in each
// recipient's time zone" with the send-time suggestion learned from human opens, and the campaign
// page's groups (one per instant: Berlin, UTC for the contact without a zone, New York).

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const HOUR = 3_600_000;

/** POST /api/v1<path> answering `status` (a queued email and a tracking entry: 200). */
async function post(request: APIRequestContext, token: string, path: string, data: unknown, status: number) {
  const response = await request.post(`/api/v1${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as { id: string };
}

async function shoot(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await saveScreenshot(page, name);
}

test("schedule a campaign at each reader's 7:00, as the suggestion says", async ({ page, context, request }) => {
  test.setTimeout(240_000);
  const { account, token } = await signedUpWithToken(request, "local-time");
  const { list } = await listWithContacts(request, token, "World readers", [
    { email: "berlin@example.com", firstName: "Bea", timezone: "Europe/Berlin" },
    { email: "newyork@example.com", firstName: "Ned", timezone: "America/New_York" },
    { email: "nozone@example.com", firstName: "Nia" },
  ]);
  await apiPost(request, token, "/templates", {
    name: "Morning brief",
    subject: "Good morning {{ firstName }}",
    html: "<h1>Good morning {{ firstName }}</h1><p>Today at Acme.</p>",
  });
  await createCaptureSmtp(request, token, { fromName: "Acme", maxSendRate: 50 });

  // Sixty human opens around 07:00 UTC yesterday (the team's zone is UTC), and proxy-looking
  // traffic would not count: the suggestion says 7:00.
  const sent = await post(
    request,
    token,
    "/email",
    { to: "reader@example.com", subject: "Earlier news", html: "<p>Hello</p>" },
    200,
  );
  const morning = Math.floor((Date.now() - 24 * HOUR) / (24 * HOUR)) * 24 * HOUR + 7 * HOUR;
  for (let index = 0; index < 60; index++) {
    await post(
      request,
      token,
      "/t",
      {
        emailId: sent.id,
        event: "open",
        timestamp: new Date(morning + (index % 50) * 60_000).toISOString(),
        userAgent: CHROME,
      },
      200,
    );
  }

  await signInContext(context, account);

  // The contact form: a searchable time zone, optional.
  await page.goto(`/contacts/lists/${list.id}`);
  const row = page.getByTestId("contact-row").filter({ hasText: "nozone@example.com" });
  await row.getByRole("button", { name: "Edit nozone@example.com" }).click({ timeout: 60_000 });
  const edit = page.getByRole("dialog", { name: "Edit contact" });
  await edit.getByRole("button", { name: /^Time zone/ }).click();
  await expect(edit.getByLabel("Time zones", { exact: true })).toHaveValue("");
  await edit.getByRole("searchbox").fill("tokyo");
  await edit.getByLabel("Time zones", { exact: true }).selectOption("Asia/Tokyo");
  await shoot(page, "local-time-contact-form");
  await edit.getByRole("searchbox").fill("");
  await edit.getByLabel("Time zones", { exact: true }).selectOption("");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toBeHidden();

  // The wizard, up to its schedule step.
  await page.goto("/campaigns/new");
  await page.getByLabel("Campaign name").fill("Morning brief", { timeout: 60_000 });
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Mailing list").selectOption({ label: "World readers — 3 active" });
  await page.getByRole("button", { name: "Continue" }).click();
  const choice = page.getByRole("radio", { name: "Morning brief" });
  await expect(choice.locator("iframe")).toHaveAttribute("sandbox", "", { timeout: 60_000 });
  await choice.click();
  // From the template step past the steps between (A/B, batching), each Continue waiting for the
  // step it leads to: a click before the next step has rendered would skip the schedule step.
  const schedule = page.getByTestId("wizard-step-schedule");
  const currentStep = () => page.locator('[data-testid^="wizard-step-"]').getAttribute("data-testid");
  for (let step = 0; step < 4 && !(await schedule.isVisible()); step++) {
    const leaving = await currentStep();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect.poll(currentStep, { timeout: 15_000 }).not.toBe(leaving);
  }
  await expect(schedule).toBeVisible();

  await page.getByRole("radio", { name: /Send later/ }).click();
  await page.getByLabel("Deliver in each recipient's time zone").check();
  const hint = page.getByTestId("send-time-hint");
  await expect(hint).toContainText("Your readers open most at 7:00");
  const day = new Date(Date.now() + 10 * 24 * HOUR).toISOString().slice(0, 10);
  await page.getByLabel("Date", { exact: true }).fill(day);
  await shoot(page, "local-time-wizard-schedule");
  await hint.getByRole("button", { name: "Use 7:00" }).click();
  await expect(page.getByLabel("Local time")).toHaveValue("07:00");
  await expect(hint).toContainText("Using 7:00");

  for (const next of ["wizard-step-batching", "wizard-step-review"]) {
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByTestId(next)).toBeVisible();
  }
  await expect(page.getByTestId("campaign-review")).toContainText("07:00 in each recipient's time zone");
  await page.getByRole("button", { name: "Schedule", exact: true }).last().click();

  // The campaign page: three groups, the first one next.
  await expect(page).toHaveURL(/\/campaigns\/(?!new)[^/]+$/);
  const groups = page.getByTestId("local-time-groups");
  await expect(groups.getByRole("listitem")).toHaveCount(3, { timeout: 30_000 });
  await expect(groups).toContainText("Europe/Berlin");
  await expect(groups).toContainText("America/New York");
  await expect(groups).toContainText("0 of 3 groups sent");
  await shoot(page, "local-time-campaign-groups");
});
