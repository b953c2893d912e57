import type { APIRequestContext, Page } from "@playwright/test";
import { apiPost, createCaptureSmtp, listWithContacts, numberedContacts, signedUpWithToken } from "./support/api";
import { expect, saveScreenshot, signInContext, test } from "./support/fixtures";

// The reports end to end: a campaign goes out through the capture SMTP server, recipients open and
// click through the real pixel and link endpoints (people on an iPhone and a desktop, an Apple
// privacy-proxy fetch, a link scanner), then the campaign report, the overview and the audience
// page draw their charts from it.

const READERS = 6;
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const DESKTOP_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const MAC_CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
/** Apple Mail Privacy Protection's bare user agent: a flagged, non-human open. */
const APPLE_PROXY = "Mozilla/5.0";
const LINK_SCANNER = "Mozilla/5.0 (compatible; Barracuda Sentinel)";

type Sent = { id: string; to: string; pixel: string; links: string[] };

async function apiGet<T>(request: APIRequestContext, token: string, path: string) {
  const response = await request.get(`/api/v1${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** The tracking paths of one sent email, read from its body as stored (GET /emails/{id}). */
async function sentEmail(request: APIRequestContext, token: string, id: string): Promise<Sent> {
  const email = await apiGet<{ id: string; to: string; body: string }>(request, token, `/emails/${id}`);
  const paths = (kind: "o" | "c") =>
    [...email.body.matchAll(new RegExp(`/api/v1/t/${kind}/[A-Za-z0-9_.~-]+`, "g"))].map((match) => match[0]);
  const [pixel] = paths("o");
  expect(pixel, "open pixel in the sent body").toBeTruthy();
  return { id: email.id, to: email.to, pixel, links: [...new Set(paths("c"))] };
}

async function hit(request: APIRequestContext, path: string, userAgent: string, ip: string) {
  const response = await request.get(path, {
    headers: { "User-Agent": userAgent, "X-Forwarded-For": ip },
    maxRedirects: 0,
  });
  expect([200, 302], `${path} answered ${response.status()}`).toContain(response.status());
}

/** An SMTP config pointing at the app's capture server. */
function captureSmtp(request: APIRequestContext, token: string) {
  return createCaptureSmtp(request, token, { fromName: "Acme Outfitters", maxSendRate: 50 });
}

async function sendAndWait(request: APIRequestContext, token: string, campaignId: string) {
  const send = await request.post(`/api/v1/campaigns/${campaignId}/send`, {
    data: {},
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(send.status(), await send.text()).toBe(202);
  await expect
    .poll(async () => (await apiGet<{ status: string }>(request, token, `/campaigns/${campaignId}`)).status, {
      timeout: 120_000,
      intervals: [1000],
    })
    .toBe("SENT");
}

async function shoot(page: Page, name: string) {
  // Charts grow into place: let their entry animation finish first.
  await page.waitForTimeout(1_600);
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

/** An <svg> drawn inside a chart container (Recharts renders one per chart). */
async function expectChart(page: Page, testId: string) {
  const container = page.getByTestId(testId);
  await expect(container).toBeVisible();
  await expect(container.locator("svg.recharts-surface").first()).toBeVisible();
}

test("a sent campaign's opens and clicks drive the report, the overview and audience insights", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(300_000);
  const { account, token } = await signedUpWithToken(request, "analytics");
  const { list } = await listWithContacts(
    request,
    token,
    "Spring readers",
    numberedContacts(READERS, "spring", "Reader"),
  );
  const template = await apiPost(request, token, "/templates", {
    name: "Spring sale",
    subject: "Spring sale, {{ firstName }}",
    html: `<div style="font-family:Arial,sans-serif;max-width:560px;margin:0 auto;padding:32px 24px;color:#0f172a">
      <h1 style="font-size:26px;margin:0 0 12px">Spring sale is on, {{ firstName }}</h1>
      <p style="font-size:15px;line-height:24px;color:#334155">Fresh colours for the new season, 30% off everything until Sunday.</p>
      <p style="margin:28px 0"><a href="https://shop.example.com/spring" style="background:#6f43e2;color:#fff;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:600">Shop the sale</a></p>
      <p style="font-size:14px;line-height:22px;color:#475569">Not sure what fits? <a href="https://shop.example.com/size-guide" style="color:#6f43e2">Read the size guide</a>.</p>
      <hr style="border:none;border-top:1px solid #e2e8f0;margin:28px 0">
      <p style="font-size:12px;color:#94a3b8">Acme Outfitters · 1 Market Street</p>
    </div>`,
  });
  const smtp = await captureSmtp(request, token);
  const campaign = await apiPost(request, token, "/campaigns", {
    name: "Spring sale",
    listId: list.id,
    templateId: template.id,
    smtpConfigId: smtp.id,
  });
  await sendAndWait(request, token, campaign.id);

  const page1 = await apiGet<{ data: { id: string }[] }>(request, token, `/campaigns/${campaign.id}/emails?limit=50`);
  expect(page1.data).toHaveLength(READERS);
  const emails = await Promise.all(page1.data.map((email) => sentEmail(request, token, email.id)));
  expect(emails[0].links).toHaveLength(2);

  // Clicks within two seconds of sending are taken for link scanners: let that window pass.
  await page.waitForTimeout(2_500);
  const [iphone, desktop, mac, proxied, scanned] = emails;
  await hit(request, iphone.pixel, IPHONE_SAFARI, "81.2.69.142");
  await hit(request, iphone.links[0], IPHONE_SAFARI, "81.2.69.142");
  await hit(request, desktop.pixel, DESKTOP_CHROME, "8.8.8.8");
  await hit(request, desktop.pixel, DESKTOP_CHROME, "8.8.8.8");
  await hit(request, desktop.links[0], DESKTOP_CHROME, "8.8.8.8");
  await hit(request, desktop.links[1], DESKTOP_CHROME, "8.8.8.8");
  await hit(request, mac.pixel, MAC_CHROME, "1.1.1.1");
  await hit(request, proxied.pixel, APPLE_PROXY, "17.58.0.10");
  await hit(request, scanned.links[0], LINK_SCANNER, "52.100.1.1");

  // Ingest is buffered: wait for the report to see the three human openers.
  type Report = { uniqueOpens: number; uniqueClicks: number; proxyOpens: number; scannerClicks: number };
  await expect
    .poll(
      async () => {
        const report = await apiGet<Report>(request, token, `/analytics/campaign?campaignId=${campaign.id}`);
        return [report.uniqueOpens, report.uniqueClicks, report.proxyOpens, report.scannerClicks];
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toEqual([3, 2, 1, 1]);

  await signInContext(context, account);

  // The campaign page links to its report.
  await page.goto(`/campaigns/${campaign.id}`);
  await page.getByRole("link", { name: "View report" }).click();
  await expect(page).toHaveURL(new RegExp(`/campaigns/${campaign.id}/report$`), { timeout: 60_000 });
  await expect(page.getByRole("heading", { name: "Spring sale" })).toBeVisible({ timeout: 60_000 });

  await expect(page.getByTestId("kpi-sent")).toContainText(String(READERS));
  await expect(page.getByTestId("kpi-delivered")).toContainText(String(READERS));
  await expect(page.getByTestId("kpi-opens")).toContainText("3");
  await expect(page.getByTestId("kpi-opens")).toContainText("50% open rate");
  await expect(page.getByTestId("kpi-clicks")).toContainText("2");
  await expect(page.getByTestId("opens-split-machine")).toHaveText("1");
  await expect(page.getByTestId("clicks-split-machine")).toHaveText("1");
  for (const chart of [
    "chart-timeline",
    "chart-industry",
    "chart-devices",
    "chart-browsers",
    "chart-os",
    "chart-countries",
  ])
    await expectChart(page, chart);
  // 50% and 33.3% against the all-industry 21.33% and 2.62%, in percentage points.
  await expect(page.getByTestId("chart-industry")).toContainText("+28.7 pts above");
  await expect(page.getByTestId("chart-industry")).toContainText("+30.7 pts above");
  await expect(page.getByTestId("chart-devices")).toContainText("Mobile");
  await expect(page.getByTestId("chart-devices")).toContainText("Desktop");
  // The heat grid: the one busy hour holds the four human opens.
  await expect(page.getByTestId("chart-day-hour").locator("td[title$=': 4 opens']")).toHaveCount(1);
  await expect(page.getByTestId("link-row")).toHaveCount(2);
  await expect(page.getByTestId("link-row").first()).toContainText("shop.example.com/spring");
  await expect(page.getByTestId("heatmap-badge")).toHaveCount(2, { timeout: 30_000 });
  await shoot(page, "analytics-campaign-report");
  await page.setViewportSize({ width: 390, height: 844 });
  await expectChart(page, "chart-timeline");
  await shoot(page, "analytics-campaign-report-mobile");
  await page.setViewportSize({ width: 1440, height: 900 });

  // One email's detail: its event log and its engagement.
  await page.goto(`/emails/${desktop.id}`);
  await expect(page.getByTestId("email-event").first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("email-kpi-opens")).toContainText("2");
  await expect(page.getByTestId("email-kpi-clicks")).toContainText("2");
  await expectChart(page, "email-engagement");
  await shoot(page, "analytics-email-detail");

  // The overview: team figures, the monthly chart and the campaign among the top ones.
  await page.goto("/");
  await expect(page.getByTestId("overview-sent")).toContainText(String(READERS), { timeout: 60_000 });
  await expectChart(page, "chart-monthly");
  await expect(page.getByTestId("top-campaign-row").filter({ hasText: "Spring sale" })).toBeVisible();
  await shoot(page, "analytics-overview");

  // Audience insights: segments for all contacts, then for the list.
  await page.goto("/analytics");
  await expect(page.getByTestId("audience-total")).toContainText(String(READERS), { timeout: 60_000 });
  await expect(page.getByTestId("segment-engaged").getByTestId("segment-size")).toHaveText("3");
  await expectChart(page, "chart-segments");
  await page.getByLabel("Filter by list").selectOption({ label: "Spring readers" });
  await expect(page.getByTestId("audience-total")).toContainText(String(READERS));
  await shoot(page, "analytics-audience");
});

test("before anyone opens, every report says what will appear instead of drawing empty charts", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const { account, token } = await signedUpWithToken(request, "analytics-empty");
  const { list } = await listWithContacts(request, token, "Future readers", [
    { email: "quiet@example.com", firstName: "Quiet" },
  ]);
  const template = await apiPost(request, token, "/templates", {
    name: "Hello",
    subject: "Hello",
    html: '<p>Hello, see <a href="https://acme.example.com">our site</a></p>',
  });
  const smtp = await captureSmtp(request, token);
  const draft = await apiPost(request, token, "/campaigns", {
    name: "Not sent yet",
    listId: list.id,
    templateId: template.id,
    smtpConfigId: smtp.id,
  });
  await signInContext(context, account);

  // The overview leads with the getting-started steps and shows empty panels with their reason.
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Get started" })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("chart-monthly")).toContainText("No emails sent yet");
  await expect(page.getByTestId("overview-open-rate")).toContainText("–");
  await shoot(page, "analytics-overview-empty");

  // A draft's report is one notice, not a page of empty charts.
  await page.goto(`/campaigns/${draft.id}/report`);
  await expect(page.getByRole("heading", { name: "This campaign has not been sent yet" })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByTestId("chart-timeline")).toHaveCount(0);
  await shoot(page, "analytics-campaign-report-draft");

  // Sent, but nobody opened yet: the figures say so and each panel explains what will fill it.
  const quiet = await apiPost(request, token, "/campaigns", {
    name: "Quiet send",
    listId: list.id,
    templateId: template.id,
    smtpConfigId: smtp.id,
  });
  await sendAndWait(request, token, quiet.id);
  await page.goto(`/campaigns/${quiet.id}/report`);
  await expect(page.getByTestId("kpi-sent")).toContainText("1", { timeout: 60_000 });
  await expect(page.getByTestId("kpi-opens")).toContainText("0% open rate");
  await expect(page.getByTestId("chart-timeline")).toContainText("No opens yet");
  await expect(page.getByTestId("chart-devices")).toContainText("No opens yet");
  await expect(page.getByTestId("links-table")).toContainText("No clicks yet");
  await expect(page.getByTestId("click-heatmap")).toContainText("No clicks yet");
  await shoot(page, "analytics-campaign-report-no-opens");

  await page.goto("/analytics");
  await expect(page.getByTestId("audience-total")).toContainText("1", { timeout: 60_000 });
  await expect(page.getByTestId("segment-new").getByTestId("segment-size")).toHaveText("1");
  await shoot(page, "analytics-audience-new-list");
});
