import type { APIRequestContext, Page } from "@playwright/test";
import { startDestinationSink } from "../tests/destinations/destination-sink";
import { apiGet, createCaptureSmtp, signedUpWithToken } from "./support/api";
import { expect, saveScreenshot, signInContext, test } from "./support/fixtures";

// Destination throttles and deferral (docs/contract.md section 20): a marketer sets per-minute
// limits for recipient domains under Settings -> Sending routes (a limit of 0 is refused on its
// field), then sends through an SMTP server on loopback that answers 451 to every yahoo.com
// recipient: Analytics -> Deliverability lists yahoo.com as deferred with that answer, and
// outlook.com, limited to 1 a minute, with the mail waiting for its slots. The app's first
// deferral is a minute (DESTINATION_DEFERRAL_SECONDS' default), longer than the test.

type Queue = { domain: string; waiting: number; deferredUntil?: string; lastResponse?: string };
type Sink = Awaited<ReturnType<typeof startDestinationSink>>;

let sink: Sink;
test.beforeAll(async () => {
  sink = await startDestinationSink({ port: 0, deferring: "yahoo.com", refusals: 1_000 });
});
test.afterAll(async () => {
  await sink?.close();
});

async function seed(request: APIRequestContext, label: string, locale?: string) {
  const { account, token } = await signedUpWithToken(request, label, locale);
  await createCaptureSmtp(request, token, { name: "Loopback MTA", port: sink.port, fromName: "Acme Outfitters" });
  return { account, token };
}

/** Adds one limit row in the Destination limits form (the last row's fields). */
async function addLimit(page: Page, labels: Labels, domain: string, perMinute: string) {
  const form = page.getByTestId("destination-limits-form");
  await form.getByRole("button", { name: labels.add }).click();
  await form.getByLabel(labels.domain, { exact: true }).last().fill(domain);
  await form.getByLabel(labels.perMinute, { exact: true }).last().fill(perMinute);
}

/** Mail to the three domains; then until the queues report shows yahoo.com deferred and outlook.com waiting. */
async function sendAndWait(request: APIRequestContext, token: string) {
  const recipients = [
    "ada@outlook.com",
    "grace@outlook.com",
    "alan@outlook.com",
    "katherine@yahoo.com",
    "margaret@yahoo.com",
    "hedy@gmail.com",
  ];
  for (const to of recipients) {
    const response = await request.post("/api/v1/emails", {
      data: { from: "Acme Outfitters <news@acme.test>", to, subject: "Your order has shipped", html: "<p>Hi</p>" },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  await expect
    .poll(
      async () => {
        const { data } = await apiGet<{ data: Queue[] }>(request, token, "/deliverability/queues");
        return data.map(({ domain, waiting, deferredUntil }) => ({
          domain,
          waiting,
          deferred: Boolean(deferredUntil),
        }));
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toEqual([
      { domain: "yahoo.com", waiting: 2, deferred: true },
      { domain: "outlook.com", waiting: 2, deferred: false },
    ]);
  // gmail.com flows (its limit is far off) and outlook.com's first message takes its slot at once.
  await expect.poll(() => [sink.count("hedy@gmail.com"), sink.toDomain("outlook.com").length]).toEqual([1, 1]);
  expect(sink.toDomain("yahoo.com")).toHaveLength(0);
}

/** Full-page screenshots are taken from the top, with no hover effect on. */
async function shoot(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

type Labels = { add: string; domain: string; perMinute: string; save: string };

async function setLimits(page: Page, labels: Labels, badLimit: string, saved: string) {
  await page.goto("/settings/sending-routes");
  const form = page.getByTestId("destination-limits-form");
  await addLimit(page, labels, "outlook.com", "0");
  await addLimit(page, labels, "gmail.com", "600");
  await form.getByRole("button", { name: labels.save }).click();
  await expect(form.getByText(badLimit)).toBeVisible();
  return async (screenshot: string) => {
    await form.getByLabel(labels.perMinute, { exact: true }).first().fill("1");
    await expect(form.getByText(badLimit)).toHaveCount(0);
    await form.getByRole("button", { name: labels.save }).click();
    await expect(page.getByText(saved)).toBeVisible();
    await page.reload();
    await expect(form.getByLabel(labels.domain, { exact: true })).toHaveCount(2);
    await expect(form.getByLabel(labels.perMinute, { exact: true }).first()).toHaveValue("1");
    await shoot(page, screenshot);
  };
}

test("set destination limits, then see waiting and deferred destinations on Deliverability", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const { account, token } = await seed(request, "destination-queues");
  await signInContext(context, account);

  const labels = { add: "Add a domain", domain: "Domain", perMinute: "Per minute", save: "Save limits" };
  const save = await setLimits(page, labels, "Enter a whole number from 1 to 100,000", "Destination limits saved");
  await shoot(page, "destination-limits-error");
  await save("destination-limits");

  await sendAndWait(request, token);
  await page.goto("/analytics/deliverability");
  const table = page.getByTestId("destination-queues");
  await expect(table.getByRole("heading", { name: "Waiting and deferred destinations" })).toBeVisible();
  const rows = table.getByTestId("destination-queue-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("yahoo.com");
  await expect(rows.nth(0)).toContainText("Deferred, retries in");
  await expect(rows.nth(0)).toContainText("451");
  await expect(rows.nth(0)).toContainText("Too many messages, try again later");
  await expect(rows.nth(1)).toContainText("outlook.com");
  await expect(rows.nth(1)).toContainText("Over its limit");
  await shoot(page, "destination-queues");
});

test.describe("in German", () => {
  test.use({ locale: "de-DE" });

  test("destination limits and the deferred destinations read in German", async ({ page, context, request }) => {
    test.setTimeout(180_000);
    const { account, token } = await seed(request, "destination-queues-de", "de");
    await signInContext(context, account);

    const labels = { add: "Domain hinzufügen", domain: "Domain", perMinute: "Pro Minute", save: "Limits speichern" };
    const save = await setLimits(page, labels, "Geben Sie eine ganze Zahl von 1 bis 100.000 ein", "Limits gespeichert");
    await shoot(page, "destination-limits-error-de");
    await save("destination-limits-de");

    await sendAndWait(request, token);
    await page.goto("/analytics/deliverability");
    const table = page.getByTestId("destination-queues");
    await expect(table.getByRole("heading", { name: "Wartende und zurückgestellte Empfängerdomains" })).toBeVisible();
    const rows = table.getByTestId("destination-queue-row");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText("Zurückgestellt, neuer Versuch in");
    await expect(rows.nth(1)).toContainText("Über dem Limit");
    await shoot(page, "destination-queues-de");
  });
});
