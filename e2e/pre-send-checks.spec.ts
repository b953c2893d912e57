import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { apiPost, signedUpWithToken } from "./support/api";
import { expect, openSignedIn, type registerAccount, saveScreenshot, test } from "./support/fixtures";

// The designer's Check button (docs/contract.md section 22): a marketer checks a saved template
// before sending and sees each check with its chip. One of its links is broken (a local server
// answers 404), so the check fails and names the link; spamd does not run beside the e2e server,
// so the spam check says it is unavailable instead of failing the page.

let site: Server;
let origin = "";
test.beforeAll(async () => {
  site = createServer((request, response) => {
    response.statusCode = request.url === "/spring" ? 200 : 404;
    response.end();
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise((resolve) => site.close(resolve)));

async function templateWithLinks(request: Parameters<typeof registerAccount>[0], label: string, locale?: string) {
  const { account, token } = await signedUpWithToken(request, label, locale);
  const template = await apiPost(request, token, "/templates", {
    name: "Spring sale",
    subject: "Spring sale",
    html: `<h1>Spring sale</h1><p>Hello {{ firstName | default: "there" }}, our spring collection is here.</p><p><a href="${origin}/spring">See the collection</a> or <a href="${origin}/gone">last year's</a>.</p>`,
  });
  return { account, template };
}

test("a marketer checks a template before sending and sees the broken link named", async ({
  page,
  context,
  request,
}) => {
  const { account, template } = await templateWithLinks(request, "checks");
  await openSignedIn({ page, context }, account, `/templates/${template.id}`);
  await page.getByRole("button", { name: "Check", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Check before sending" });
  await dialog.getByRole("button", { name: "Run check" }).click();
  await expect(dialog.getByTestId("pre-send-check-status")).toContainText("Fail");
  await expect(dialog.getByTestId("check-links")).toContainText(`${origin}/gone — 404`);
  await expect(dialog.getByTestId("check-spam_score")).toContainText("Warning");
  await expect(dialog.getByTestId("check-size")).toContainText("Pass");
  await saveScreenshot(page, "pre-send-check-template");
});

test.describe("in German", () => {
  test.use({ locale: "de-DE" });

  test("the check reads in German", async ({ page, context, request }) => {
    const { account, template } = await templateWithLinks(request, "checks-de", "de");
    await openSignedIn({ page, context }, account, `/templates/${template.id}`);
    await page.getByRole("button", { name: "Prüfen", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Vor dem Versand prüfen" });
    await dialog.getByRole("button", { name: "Prüfung starten" }).click();
    await expect(dialog.getByTestId("check-links")).toContainText("Links");
    await saveScreenshot(page, "pre-send-check-template-de");
  });
});
