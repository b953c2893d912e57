import type { APIRequestContext, Page } from "@playwright/test";
import { apiPost, createCaptureSmtp, listWithContacts, numberedContacts, signedUpWithToken } from "./support/api";
import { expect, saveScreenshot, signInContext, test } from "./support/fixtures";

// An A/B campaign as a marketer runs it: two subject lines set up in the wizard's A/B step, the test
// group sent through the app's capture SMTP server, readers opening through the real pixel (one
// open by Apple's privacy proxy, which must not count), the variant report with its chart and
// significance, the winner picked by hand before the wait ends, then a follow-up with a new subject
// to everyone who still has not opened it.

const READERS = 20;
const HUMAN =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
/** Apple Mail Privacy Protection's bare user agent: a flagged, non-human open. */
const APPLE_PROXY = "Mozilla/5.0";
const SUBJECT_A = "Spring sale: 20% off everything";
const SUBJECT_B = "{{ firstName }}, your spring discount is waiting";

async function apiGet<T>(request: APIRequestContext, token: string, path: string) {
  const response = await request.get(`/api/v1${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** The emails sent so far with their subject and open pixel (read from the stored body). */
async function sentEmails(request: APIRequestContext, token: string, campaignId: string) {
  const page = await apiGet<{ data: { id: string }[] }>(request, token, `/campaigns/${campaignId}/emails?limit=100`);
  return Promise.all(
    page.data.map(async ({ id }) => {
      const email = await apiGet<{ id: string; subject: string; body: string }>(request, token, `/emails/${id}`);
      const pixel = email.body.match(/\/api\/v1\/t\/o\/[A-Za-z0-9_.~-]+/)?.[0];
      expect(pixel, "open pixel in the sent body").toBeTruthy();
      return { subject: email.subject, pixel: pixel! };
    }),
  );
}

async function open(request: APIRequestContext, pixel: string, userAgent: string, ip: string) {
  const response = await request.get(pixel, { headers: { "User-Agent": userAgent, "X-Forwarded-For": ip } });
  expect(response.status()).toBe(200);
}

async function shoot(page: Page, name: string, options?: { fullPage?: boolean }) {
  await page.mouse.move(0, 0);
  // A full-page capture of a scrolled page draws the sticky header over the content.
  if (options?.fullPage !== false) await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name, options);
}

test("an A/B campaign from the wizard: variant report, a winner picked by hand, then a resend to non-openers", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(300_000);
  const { account, token } = await signedUpWithToken(request, "ab-test");
  await listWithContacts(request, token, "Spring customers", numberedContacts(READERS, "shopper", "Shopper"));
  await apiPost(request, token, "/templates", {
    name: "Spring sale",
    subject: "Our spring sale",
    html: `<div style="font-family:Arial,sans-serif;max-width:560px;margin:0 auto;padding:32px 24px">
      <h1 style="font-size:24px">Spring sale is on, {{ firstName }}</h1><p>Fresh colours, 20% off until Sunday.</p>
      <p><a href="https://shop.example.com/spring">Shop the sale</a></p></div>`,
  });
  await createCaptureSmtp(request, token, { fromName: "Acme Outfitters", maxSendRate: 50 });
  await signInContext(context, account);

  // The wizard, up to its A/B step.
  await page.goto("/campaigns/new");
  await page.getByLabel("Campaign name").fill("Spring sale A/B", { timeout: 60_000 });
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Mailing list").selectOption({ label: `Spring customers — ${READERS} active` });
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("radio", { name: "Spring sale" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByLabel("SMTP server")).toHaveValue(/.+/);
  await page.getByRole("button", { name: "Continue" }).click();

  // A/B step: variants that change nothing are refused by the API's own schema, in the browser.
  await page.getByLabel("Test variants before sending to everyone").check();
  await expect(page.getByTestId("ab-variant")).toHaveCount(2);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(
    page.getByText("Change at least one thing: the subject, the template or the sender's name."),
  ).toHaveCount(2);
  await page.getByLabel("Variant A subject").fill(SUBJECT_A);
  await page.getByLabel("Variant B subject").fill(SUBJECT_B);
  await page.getByLabel("Test group").fill("60");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Must be a whole number from 5 to 50.")).toBeVisible();
  await page.getByLabel("Test group").fill("50");
  await page.getByLabel("Wait before picking").fill("4");
  await shoot(page, "ab-wizard-step");
  await page.getByRole("button", { name: "Continue" }).click();

  // Schedule (now), batching, then the review shows the test.
  await page.getByRole("radio", { name: /Send now/ }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  const review = page.getByTestId("review-ab");
  await expect(review).toContainText(
    "2 variants to 50% of the audience; the best open rate after 4 h goes to the rest.",
  );
  await expect(review).toContainText(`A: subject “${SUBJECT_A}”`);
  await shoot(page, "ab-wizard-review");
  await page.getByRole("button", { name: "Send now" }).click();

  // The test group (half of 20: 5 per variant) goes out, then the campaign waits for results.
  await expect(page).toHaveURL(/\/campaigns\/(?!new)[^/]+$/, { timeout: 60_000 });
  const campaignId = page.url().split("/").pop()!;
  const report = page.getByTestId("ab-report");
  await expect(page.getByTestId("ab-phase")).toContainText("Collecting results until", { timeout: 120_000 });

  // Readers open: one of A, four of B, and Apple's proxy fetches one more of A (not a human open).
  const sent = await sentEmails(request, token, campaignId);
  expect(sent).toHaveLength(10);
  const ofA = sent.filter((email) => email.subject === SUBJECT_A);
  const ofB = sent.filter((email) => email.subject !== SUBJECT_A);
  expect([ofA.length, ofB.length]).toEqual([5, 5]);
  expect(ofB[0].subject).toMatch(/^Shopper\d+, your spring discount is waiting$/);
  await open(request, ofA[0].pixel, HUMAN, "81.2.69.142");
  await open(request, ofA[1].pixel, APPLE_PROXY, "17.58.0.10");
  for (const [index, email] of ofB.slice(0, 4).entries()) await open(request, email.pixel, HUMAN, `8.8.4.${index + 1}`);
  type Ab = { variants: { uniqueOpens: number }[] };
  await expect
    .poll(
      async () =>
        (await apiGet<Ab>(request, token, `/campaigns/${campaignId}/ab`)).variants.map(
          (variant) => variant.uniqueOpens,
        ),
      { timeout: 30_000, intervals: [500] },
    )
    .toEqual([1, 4]);

  await page.reload();
  const rows = report.getByTestId("ab-variant-row");
  await expect(rows.nth(0)).toContainText("20%", { timeout: 60_000 });
  await expect(rows.nth(1)).toContainText("80%");
  await expect(report.getByTestId("ab-chart").locator("svg.recharts-surface").last()).toBeVisible();
  await expect(report.getByTestId("ab-significance")).toContainText("Variant B leads A on open rate");
  await page.waitForTimeout(500);
  await shoot(page, "ab-variant-report");

  // The marketer does not wait the 4 hours: B is picked, with a confirmation first.
  await rows.nth(1).getByRole("button", { name: "Pick as winner" }).click();
  const dialog = page.getByRole("dialog", { name: "Send variant B to everyone else?" });
  await expect(dialog).toBeVisible();
  await shoot(page, "ab-pick-winner", { fullPage: false });
  await dialog.getByRole("button", { name: "Pick variant B" }).click();
  await expect(page.getByTestId("campaign-status")).toHaveText("Sent", { timeout: 120_000 });
  await expect(rows.nth(1)).toContainText("Winner", { timeout: 30_000 });
  await expect(page.getByTestId("ab-phase")).toContainText(
    "Variant B won and went to the rest of the audience (10 sent).",
    { timeout: 30_000 },
  );
  await shoot(page, "ab-report-winner");

  // The report page carries the variant report too.
  await page.goto(`/campaigns/${campaignId}/report`);
  await expect(page.getByTestId("ab-report").getByTestId("ab-variant-row")).toHaveCount(2, { timeout: 60_000 });

  // Resend to non-openers: 20 delivered, 5 human openers (the proxy open does not count).
  await page.goto(`/campaigns/${campaignId}`);
  await page.getByRole("button", { name: "Resend to non-openers" }).click({ timeout: 60_000 });
  const followUp = page.getByRole("dialog", { name: "Resend to non-openers" });
  await expect(followUp.getByTestId("follow-up-count")).toContainText(
    "15 of 20 delivered people have not opened it and would receive the follow-up now.",
  );
  await followUp.getByRole("button", { name: "Schedule follow-up" }).click();
  await expect(followUp.getByText("The subject must not be empty.")).toBeVisible();
  await followUp.getByLabel("New subject").fill("Last chance: the spring sale ends Sunday");
  await followUp.getByLabel("Send", { exact: true }).selectOption({ label: "Now" });
  await shoot(page, "follow-up-dialog", { fullPage: false });
  await followUp.getByRole("button", { name: "Send follow-up" }).click();

  await expect(page).not.toHaveURL(new RegExp(`/campaigns/${campaignId}$`), { timeout: 60_000 });
  await expect(page.getByRole("heading", { name: "Spring sale A/B (follow-up)" })).toBeVisible();
  await expect(page.getByTestId("follow-up-links")).toContainText("Follow-up to the non-openers of Spring sale A/B");
  await expect(page.getByTestId("campaign-status")).toHaveText("Sent", { timeout: 120_000 });
  await expect(page.getByTestId("campaign-processed")).toContainText("15 / 15");
  await shoot(page, "follow-up-campaign");

  // The original links to its follow-up and offers no second one.
  await page.getByTestId("follow-up-links").getByRole("link", { name: "Spring sale A/B" }).click();
  await expect(page.getByTestId("follow-up-links")).toContainText("Follow-up: Spring sale A/B (follow-up)", {
    timeout: 60_000,
  });
  await expect(page.getByTestId("follow-up-links").getByTestId("campaign-status")).toHaveText("Sent");
  await shoot(page, "follow-up-original");
  await expect(page.getByRole("button", { name: "Resend to non-openers" })).toHaveCount(0);
});
