import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { apiPost, listWithContacts, signedUpWithToken } from "./support/api";
import { pageRoutes } from "./support/page-routes";
import { expect, signInContext, test } from "./support/fixtures";
import { openUnderCsp, watchCspViolations } from "./support/page-security";

// Every page of the dashboard and of sign-in, visited once for two checks:
// - issue 24: an accessibility checker (axe-core) finds no serious or critical violation of WCAG
//   2.1 A/AA (labels, contrast, keyboard, ARIA);
// - docs/contract.md section 18: the page answers the security headers and a CSP with a fresh
//   nonce, hydrates under it and reports no CSP violation (support/page-security.ts).
// The pages whose record does not exist here (an [id] the group has none for) and the API docs
// get the second check only. security.spec.ts checks the headers of the signed-out pages.

type Finding = { page: string; rule: string; impact: string; help: string; nodes: number; targets: string[] };

/** Lets client queries settle, so that the checked page is the loaded one, not its skeleton. */
async function settle(page: Page) {
  await expect(page.locator('[role="status"][aria-label^="Loading"]'))
    .toHaveCount(0, { timeout: 15_000 })
    .catch(() => undefined);
  await page.waitForTimeout(500);
}

async function seriousViolations(page: Page, url: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      page: url,
      rule: violation.id,
      impact: violation.impact ?? "",
      help: violation.help,
      nodes: violation.nodes.length,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
}

// The pages are checked in parallel groups, each a test with its own account and data, so that
// the two workers share them (it was one test of about 5 minutes, the suite's longest).
const GROUPS = 4;
const PUBLIC_ROUTES = ["/sign-in", "/sign-up", "/forgot-password", "/reset-password", "/invite"];

test.describe.configure({ mode: "parallel" });

/** The dashboard's records the [id] pages show, created through the API. */
async function seedAccount(request: APIRequestContext, group: number) {
  const { account, token } = await signedUpWithToken(request, `axe${group}`);
  const { list } = await listWithContacts(request, token, "Newsletter", [
    { email: "ada@example.com", firstName: "Ada" },
  ]);
  const template = await apiPost(request, token, "/templates", {
    name: "Spring sale",
    subject: "Spring",
    html: "<h1>Spring</h1><p>Hello {{ firstName | default: 'there' }}</p>",
  });
  const campaign = await apiPost(request, token, "/campaigns", {
    name: "Spring campaign",
    listId: list.id,
    templateId: template.id,
  });
  const automation = await apiPost(request, token, "/automations", { name: "Welcome series" }).catch(() => ({
    id: "unknown-id",
  }));
  const webhook = await apiPost(request, token, "/webhooks", {
    name: "CRM sync",
    url: "https://example.com/hooks",
    events: ["email.sent"],
    secret: "0123456789abcdef0123",
  }).catch(() => ({ id: "unknown-id" }));
  const ids: Record<string, string> = {
    lists: list.id,
    templates: template.id,
    campaigns: campaign.id,
    automations: automation.id,
    webhooks: webhook.id,
  };
  return { account, ids };
}

for (let group = 0; group < GROUPS; group += 1) {
  test(`every page has no serious or critical accessibility violation and renders under its CSP (group ${group + 1} of ${GROUPS})`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(300_000);
    const { account, ids } = await seedAccount(request, group);
    // pageRoutes lists the same pages in the same order whatever the ids: group by position.
    const inGroup = (_: string, index: number) => index % GROUPS === group;
    const routes = pageRoutes(ids).filter(inGroup);
    expect(pageRoutes(ids).length).toBeGreaterThan(30);
    const publicRoutes = routes.filter((route) => PUBLIC_ROUTES.includes(route));
    const dashboardRoutes = routes.filter((route) => !PUBLIC_ROUTES.includes(route));
    const axeChecks = (url: string) => !url.includes("unknown-id") && !url.startsWith("/docs");

    const violations = await watchCspViolations(page);
    const nonces = new Set<string>();
    const findings: Finding[] = [];
    const check = async (url: string) => {
      nonces.add(await openUnderCsp(page, url));
      if (axeChecks(url)) {
        await settle(page);
        findings.push(...(await seriousViolations(page, url)));
      } else {
        await page.waitForLoadState("networkidle");
      }
      expect(await violations(), url).toEqual([]);
    };
    for (const url of publicRoutes) await check(url);
    await signInContext(context, account);
    for (const url of dashboardRoutes) await check(url);
    // A fresh nonce per response.
    expect(nonces.size).toBe(routes.length);

    // Elements at fault per rule, the figure the issue tracks between sessions.
    const perRule: Record<string, number> = {};
    for (const finding of findings) perRule[finding.rule] = (perRule[finding.rule] ?? 0) + finding.nodes;
    console.log(
      `axe checked ${routes.filter(axeChecks).length} pages (group ${group + 1} of ${GROUPS}); serious or critical elements per rule: ${JSON.stringify(perRule)}`,
    );
    expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
  });
}
