import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { APIRequestContext, Page } from "@playwright/test";
import { apiPost, createCaptureSmtp, listWithContacts, signedUpWithToken } from "./support/api";
import { expect, openSignedIn, saveScreenshot, test } from "./support/fixtures";

// Issue 45, feeds: the campaign wizard's content step "From a feed" with its live preview (a real
// RSS feed served on loopback, read by the app through POST /feeds/preview), a bad address, the
// digest starter as the template, the review and the saved campaign; in English and in German.

const IMAGE = (color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><rect width="120" height="120" fill="${color}"/></svg>`;

function rss() {
  const item = (guid: string, title: string, day: number, image: string, summary: string) => `
    <item>
      <title><![CDATA[${title}]]></title>
      <link>/posts/${guid}</link>
      <guid>${guid}</guid>
      <pubDate>${new Date(Date.UTC(2026, 10, day, 9)).toUTCString()}</pubDate>
      <description><![CDATA[<p>${summary}</p>]]></description>
      <enclosure url="/images/${image}.svg" type="image/svg+xml" length="200"/>
    </item>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Acme Engineering Blog</title><link>https://acme.example/</link>
${item("faster-builds", "Builds are twice as fast", 24, "teal", "How we cut our build times in half with a cache and smaller images.")}
${item("dark-mode", "Dark mode is here", 18, "indigo", "Our dashboard now follows your system's dark mode, and you can pick it yourself.")}
${item("api-v2", "API v2 & webhooks", 10, "amber", "Version 2 of the API brings signed webhooks, idempotency keys and better errors.")}
</channel></rss>`;
}

async function startFeedServer() {
  const server = http.createServer((request, response) => {
    const image = /^\/images\/(\w+)\.svg$/.exec(request.url ?? "");
    if (request.url === "/blog/feed.xml") {
      response.writeHead(200, { "content-type": "application/rss+xml" }).end(rss());
    } else if (request.url === "/blog/page.html") {
      response.writeHead(200, { "content-type": "text/html" }).end("<html><body>Not a feed</body></html>");
    } else if (image) {
      const colors: Record<string, string> = { teal: "#0f766e", indigo: "#4f46e5", amber: "#d97706" };
      response.writeHead(200, { "content-type": "image/svg+xml" }).end(IMAGE(colors[image[1]] ?? "#94a3b8"));
    } else response.writeHead(404).end();
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return { url: (path: string) => `http://127.0.0.1:${port}${path}`, close: () => server.close() };
}

let feedServer: Awaited<ReturnType<typeof startFeedServer>>;
test.beforeAll(async () => {
  feedServer = await startFeedServer();
});
test.afterAll(() => feedServer.close());

/** An account with a list, the digest starter saved as a template in its language, and an SMTP server. */
async function setUp(request: APIRequestContext, label: string, locale?: "de") {
  const { account, token } = await signedUpWithToken(request, label, locale);
  const headers = { Authorization: `Bearer ${token}` };
  await listWithContacts(request, token, locale ? "Leser" : "Blog readers", [
    { email: `${label}@example.com`, firstName: "Ada" },
  ]);
  const starters = (await (await request.get("/api/v1/templates/starters", { headers })).json()) as {
    data: { id: string; name: string; subject: string; html: string }[];
  };
  const digest = starters.data.find((starter) => starter.id === "feed-digest")!;
  await apiPost(request, token, "/templates", { name: digest.name, subject: digest.subject, html: digest.html });
  await createCaptureSmtp(request, token, { fromName: "Acme Blog" });
  return { account, token, digestName: digest.name };
}

async function shoot(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

test("a campaign from a feed: live preview, a bad address, the digest template, saved with its feed", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const { account, token, digestName } = await setUp(request, "feeds");
  await openSignedIn({ page, context }, account, "/campaigns/new");
  await expect(page.getByLabel("Campaign name")).toBeVisible({ timeout: 60_000 });
  await page.getByLabel("Campaign name").fill("Weekly blog digest");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Mailing list").selectOption({ label: "Blog readers — 1 active" });
  await page.getByRole("button", { name: "Continue" }).click();

  // The content step: a template by default; "From a feed" shows the feed's settings.
  const step = page.getByTestId("wizard-step-template");
  await expect(page.getByRole("radio", { name: /Write it in a template/ })).toHaveAttribute("aria-checked", "true");
  await page.getByRole("radio", { name: /From a feed/ }).click();
  const preview = page.getByTestId("feed-preview");
  await expect(preview).toContainText("Enter a feed address to see its newest items.");

  // An address that is not http(s) is refused before the server sees it.
  await page.getByLabel("Feed address").fill("ftp://acme.example/feed.xml");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(step.getByText("Enter the feed’s http or https address.")).toBeVisible();

  // A page that is not a feed: the preview says why.
  await page.getByLabel("Feed address").fill(feedServer.url("/blog/page.html"));
  await expect(preview).toContainText("The feed cannot be read", { timeout: 20_000 });
  await expect(preview).toContainText("The answer is not an RSS 2.0 or Atom feed");

  // The real feed: its newest items, links made absolute.
  await page.getByLabel("Feed address").fill(feedServer.url("/blog/feed.xml"));
  await expect(preview).toContainText("Preview: Acme Engineering Blog", { timeout: 20_000 });
  const items = preview.locator("li");
  await expect(items).toHaveCount(3);
  await expect(items.first()).toContainText("Builds are twice as fast");
  await expect(items.first().getByRole("link")).toHaveAttribute("href", feedServer.url("/posts/faster-builds"));
  await expect(items.nth(2)).toContainText("API v2 & webhooks");
  await page.getByLabel("Items per send").fill("2");
  await expect(items).toHaveCount(2, { timeout: 20_000 });
  await page.getByLabel("Items per send").fill("21");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(step.getByText("Use a whole number from 1 to 20.")).toBeVisible();
  await page.getByLabel("Items per send").fill("2");
  await expect(page.getByLabel("Only new items")).toBeChecked();

  // The digest starter's template.
  const choice = page.getByRole("radio", { name: digestName });
  await expect(choice.locator("iframe")).toHaveAttribute("sandbox", "", { timeout: 60_000 });
  await choice.click();
  // Its card shows sample posts as the feed (a template rendered without data).
  await expect(choice.frameLocator("iframe").getByText("Ut enim ad minim veniam", { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await shoot(page, "campaign-feed-step");
  await page.getByRole("button", { name: "Continue" }).click();

  // Sender, A/B test, a weekly schedule, batching, then the review names the feed.
  await expect(page.getByLabel("SMTP server")).toHaveValue(/.+/);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("radio", { name: /Recurring/ }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  const review = page.getByTestId("review-feed");
  await expect(review).toContainText(`Feed: ${feedServer.url("/blog/feed.xml")}`);
  await expect(review).toContainText("Up to 2 items per send, only items not sent before");
  await shoot(page, "campaign-feed-review");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\/campaigns\/(?!new)[^/]+$/);

  // Saved with its feed; its next run would send the two newest posts.
  const id = page.url().split("/").pop()!;
  const headers = { Authorization: `Bearer ${token}` };
  const saved = await (await request.get(`/api/v1/campaigns/${id}`, { headers })).json();
  expect(saved.feed).toEqual({ url: feedServer.url("/blog/feed.xml"), maxItems: 2, onlyNew: true });
  const next = await request.post(`/api/v1/campaigns/${id}/feed/preview`, { headers });
  expect(next.status()).toBe(200);
  const nextItems = (await next.json()).items as { id: string; image: string | null }[];
  expect(nextItems.map((item) => item.id)).toEqual(["faster-builds", "dark-mode"]);
  // Images from the enclosures, made absolute (the page's CSP keeps an http image out of the preview).
  expect(nextItems[0].image).toBe(feedServer.url("/images/teal.svg"));

  // Editing it opens the content step with the feed again.
  await page.goto(`/campaigns/${id}/edit`);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("radio", { name: /From a feed/ })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByLabel("Feed address")).toHaveValue(feedServer.url("/blog/feed.xml"));
});

test.describe("in German", () => {
  test.use({ locale: "de-DE" });

  test("the feed step speaks German", async ({ page, context, request }) => {
    test.setTimeout(120_000);
    const { account, digestName } = await setUp(request, "feeds-de", "de");
    await openSignedIn({ page, context }, account, "/campaigns/new");
    await expect(page.getByLabel("Kampagnenname")).toBeVisible({ timeout: 60_000 });
    await page.getByLabel("Kampagnenname").fill("Wöchentlicher Blog-Überblick");
    await page.getByRole("button", { name: "Weiter" }).click();
    await page.getByLabel("Verteilerliste").selectOption({ label: "Leser – 1 aktiv" });
    await page.getByRole("button", { name: "Weiter" }).click();

    await page.getByRole("radio", { name: /Aus einem Feed/ }).click();
    await page.getByLabel("Feed-Adresse").fill(feedServer.url("/blog/feed.xml"));
    const preview = page.getByTestId("feed-preview");
    await expect(preview).toContainText("Vorschau: Acme Engineering Blog", { timeout: 20_000 });
    await expect(preview.locator("li")).toHaveCount(3);
    await expect(page.getByLabel("Beiträge pro Versand")).toHaveValue("5");
    await expect(page.getByLabel("Nur neue Beiträge")).toBeChecked();
    const choice = page.getByRole("radio", { name: digestName });
    await expect(choice.locator("iframe")).toHaveAttribute("sandbox", "", { timeout: 60_000 });
    await choice.click();
    await expect(choice.frameLocator("iframe").getByText("Ut enim ad minim veniam", { exact: true })).toBeVisible({
      timeout: 30_000,
    });
    const text = await page.locator("main").innerText();
    for (const english of ["From a feed", "Feed address", "Items per send", "Only new items", "Preview:", "newest"])
      expect(text, `"${english}" is still in English`).not.toContain(english);
    await shoot(page, "i18n-de-campaign-feed-step");
  });
});
