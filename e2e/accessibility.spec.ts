import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { accessToken, apiPost } from "./support/api";
import { pageRoutes } from "./support/page-routes";
import { expect, newAccount, registerAccount, signInContext, test } from "./support/fixtures";

// Issue 24: an accessibility checker (axe-core) on every page of the dashboard and of sign-in,
// with no serious or critical violation of WCAG 2.1 A/AA (labels, contrast, keyboard, ARIA).

type Finding = { page: string; rule: string; impact: string; help: string; nodes: number; targets: string[] };

async function seriousViolations(page: Page, url: string): Promise<Finding[]> {
  await page.goto(url);
  await page.waitForLoadState("load");
  // Let client queries settle, so the checked page is the loaded one, not its skeleton.
  await expect(page.locator('[role="status"][aria-label^="Loading"]'))
    .toHaveCount(0, { timeout: 15_000 })
    .catch(() => undefined);
  await page.waitForTimeout(500);
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

test("every page has no serious or critical accessibility violation", async ({ page, context, request }) => {
  test.setTimeout(600_000);
  const account = await registerAccount(request, newAccount("axe"));
  const token = await accessToken(request, account);
  const list = await apiPost(request, token, "/lists", { name: "Newsletter" });
  await apiPost(request, token, "/contacts", { listId: list.id, email: "ada@example.com", firstName: "Ada" });
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
  const routes = pageRoutes(ids).filter((url) => !url.includes("unknown-id") && !url.startsWith("/docs"));
  const publicRoutes = ["/sign-in", "/sign-up", "/forgot-password", "/reset-password", "/invite"];

  const findings: Finding[] = [];
  for (const url of publicRoutes) findings.push(...(await seriousViolations(page, url)));
  await signInContext(context, account);
  for (const url of routes.filter((route) => !publicRoutes.includes(route)))
    findings.push(...(await seriousViolations(page, url)));

  // Elements at fault per rule, the figure the issue tracks between sessions.
  const perRule = findings.reduce<Record<string, number>>(
    (counts, finding) => ({ ...counts, [finding.rule]: (counts[finding.rule] ?? 0) + finding.nodes }),
    {},
  );
  console.log(
    `axe checked ${routes.length + publicRoutes.length} pages; serious or critical elements per rule: ${JSON.stringify(perRule)}`,
  );
  expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
});
