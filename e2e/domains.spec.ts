import type { Page } from "@playwright/test";
import { startDnsServer, type TestDnsServer } from "../tests/helpers/dns-server";
import { apiPost, createCaptureSmtp, signedUpWithToken } from "./support/api";
import { E2E_DNS_PORT } from "./support/dns-port";
import { dismissToasts, expect, saveScreenshot, signInContext, test, uniqueEmail } from "./support/fixtures";

// Settings -> Domains against a real DNS server: the e2e app resolves through DNS_SERVERS
// (playwright.config.ts) and this spec serves the records it copies from the page.

async function shoot(page: Page, name: string) {
  // The toasts were read already; they would hide the records (behind a dialog they are inert).
  if ((await page.locator("dialog[open]").count()) === 0) await expect(await dismissToasts(page)).toHaveCount(0);
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

/** A record's host name and value through its copy buttons, as a person would take them. */
async function copyRecord(page: Page, record: string) {
  await page.getByRole("button", { name: `Copy host name of the ${record} record`, exact: true }).click();
  const name = await page.evaluate(() => navigator.clipboard.readText());
  await page.getByRole("button", { name: `Copy value of the ${record} record`, exact: true }).click();
  const value = await page.evaluate(() => navigator.clipboard.readText());
  return { name, value };
}

/** Publishes a TXT value the way DNS providers store long ones: strings of at most 255 characters. */
async function publish(page: Page, dns: TestDnsServer, record: string) {
  const { name, value } = await copyRecord(page, record);
  dns.setTxt(name, [value.match(/.{1,255}/g)!]);
}

/** The edit wizard of a draft campaign, stepped through to its review. */
async function openCampaignReview(page: Page, campaignId: string) {
  await page.goto(`/campaigns/${campaignId}/edit`);
  for (let step = 0; step < 7; step++) await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByTestId("campaign-review")).toBeVisible();
}

test("add a sending domain, verify its records in DNS, rotate the key and delete it", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const dns = await startDnsServer({ port: E2E_DNS_PORT });
  try {
    const domain = `acme-${Math.random().toString(36).slice(2, 8)}.com`;
    const { account, token } = await signedUpWithToken(request, "domains");
    const smtp = await createCaptureSmtp(request, token, { fromEmail: `news@${domain}`, fromName: "Acme News" });
    const list = await apiPost(request, token, "/lists", { name: "Newsletter readers" });
    const template = await apiPost(request, token, "/templates", {
      name: "Monthly news",
      subject: "News",
      html: "<p>Hello</p>",
    });
    const campaign = await apiPost(request, token, "/campaigns", {
      name: "March newsletter",
      listId: list.id,
      templateId: template.id,
      smtpConfigId: smtp.id,
    });
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signInContext(context, account);

    // The empty page says why a domain matters.
    await page.goto("/settings/domains");
    await expect(page.getByRole("heading", { name: "No sending domains yet" })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId("empty-state")).toContainText("DKIM");
    await shoot(page, "domains-empty");

    // The form checks in the browser first, then shows the server's refusal on the field.
    await page.getByRole("button", { name: "Add domain" }).click();
    const dialog = page.getByRole("dialog", { name: "Add sending domain" });
    const field = dialog.getByRole("textbox", { name: "Domain" });
    await field.fill("co.uk");
    await dialog.getByRole("button", { name: "Add domain" }).click();
    await expect(dialog.getByText("Domain is a public suffix")).toBeVisible();
    await field.fill("192.168.0.1");
    await dialog.getByRole("button", { name: "Add domain" }).click();
    await expect(dialog.getByText("Domain must be a domain name, not an IP address")).toBeVisible();
    await field.fill(`${domain.toUpperCase()}.`);
    await expect(dialog.getByText(`Added as ${domain}.`)).toBeVisible();
    await dialog.getByRole("button", { name: "Add domain" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${domain} added`)).toBeVisible();

    await page.getByRole("button", { name: "Add domain" }).click();
    await field.fill(domain);
    await dialog.getByRole("button", { name: "Add domain" }).click();
    await expect(dialog.getByText("Domain is already added to this team")).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await shoot(page, "domains-add-duplicate");
    await dialog.getByRole("button", { name: "Cancel" }).click();

    // The four records, required and recommended, not checked yet.
    const panel = page.getByTestId("domain-panel").filter({ hasText: domain });
    await expect(panel.getByRole("heading", { name: domain })).toBeVisible();
    await expect(panel.getByText("Pending").first()).toBeVisible();
    const records = panel.getByTestId("domain-record");
    await expect(records).toHaveCount(4);
    await expect(records.filter({ hasText: "Required" })).toHaveCount(2);
    await expect(records.filter({ hasText: "Recommended" })).toHaveCount(2);
    await expect(records.filter({ hasText: "DKIM" }).locator("code").nth(2)).toContainText("v=DKIM1; k=rsa; p=");

    // Unverified: a warning (not a block) on the Send email page and on the campaign's review.
    await page.goto("/emails/new");
    await expect(page.getByRole("status").filter({ hasText: `${domain} isn't verified yet` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Send now" })).toBeEnabled();
    await openCampaignReview(page, campaign.id);
    await expect(page.getByTestId("sender-domain-warning")).toContainText(
      `Emails from news@${domain} go out without a DKIM signature`,
    );
    await shoot(page, "domains-campaign-review-warning");

    // Nothing published yet: every record fails with its reason.
    await page.goto("/settings/domains");
    await panel.getByRole("button", { name: `Verify ${domain} now` }).click();
    await expect(page.getByText(`${domain} is not verified yet`)).toBeVisible();
    await expect(records.filter({ hasText: "Ownership" })).toContainText(
      `_sendwell.${domain} does not exist (NXDOMAIN)`,
    );
    await expect(records.filter({ hasText: "Failed" })).toHaveCount(4);
    await shoot(page, "domains-not-published");

    // Publish what the copy buttons give (DMARC left out), verify: Verified, DMARC missing.
    await publish(page, dns, "Ownership");
    await publish(page, dns, "DKIM");
    await publish(page, dns, "SPF");
    await panel.getByRole("button", { name: `Verify ${domain} now` }).click();
    await expect(page.getByText(`${domain} is verified`)).toBeVisible();
    await expect(page.getByText("DMARC is still missing")).toBeVisible();
    await expect(panel.locator("h3 + span")).toHaveText("Verified");
    await expect(records.filter({ hasText: "Verified" })).toHaveCount(3);
    await expect(records.filter({ hasText: "DMARC" })).toContainText(`_dmarc.${domain} does not exist (NXDOMAIN)`);
    await shoot(page, "domains-verified");

    // Verified: no warning beside the sender any more.
    await openCampaignReview(page, campaign.id);
    await expect(page.getByText("Monthly news")).toBeVisible();
    await expect(page.getByTestId("sender-domain-warning")).toHaveCount(0);
    await page.goto("/emails/new");
    await expect(page.getByText(`Sends as Acme News <news@${domain}>`)).toBeVisible();
    await expect(page.getByTestId("sender-domain-warning")).toHaveCount(0);

    // Rotation asks first, then shows the new record to publish; the old key signs meanwhile.
    await page.goto("/settings/domains");
    await panel.getByRole("button", { name: `Rotate the DKIM key of ${domain}` }).click();
    const rotate = page.getByRole("dialog", { name: `Rotate the DKIM key of ${domain}?` });
    await expect(rotate).toContainText("the current key keeps signing until the new record is published and verified");
    await rotate.getByRole("button", { name: "Create new key" }).click();
    await expect(page.getByText("New DKIM key created")).toBeVisible();
    const waiting = records.and(page.locator("[data-waiting]"));
    await expect(waiting).toContainText("DKIM (new key)");
    await expect(panel.getByText("Key rotation: publish the new DKIM record")).toBeVisible();
    await expect(panel.getByRole("button", { name: `Rotate the DKIM key of ${domain}` })).toBeDisabled();
    await expect(panel.locator("h3 + span")).toHaveText("Verified");
    await shoot(page, "domains-rotation");

    await publish(page, dns, "DKIM (new key)");
    await panel.getByRole("button", { name: `Verify ${domain} now` }).click();
    await expect(page.getByText(`New DKIM key active for ${domain}`)).toBeVisible();
    await expect(waiting).toHaveCount(0);
    await expect(records).toHaveCount(4);

    // Delete asks first, then the page is empty again.
    await panel.getByRole("button", { name: `Delete ${domain}` }).click();
    const confirm = page.getByRole("dialog", { name: `Delete “${domain}”?` });
    await expect(confirm).toContainText("without a DKIM signature");
    await confirm.getByRole("button", { name: "Delete domain" }).click();
    await expect(page.getByText("Domain deleted")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No sending domains yet" })).toBeVisible();

    // The sending policy is the team setting requireVerifiedDomain.
    const policy = page.getByRole("switch", { name: "Only send from verified domains" });
    await expect(policy).not.toBeChecked();
    await policy.check();
    await expect(page.getByText("Only verified domains can send")).toBeVisible();
    await expect(page.getByText("Nothing can be sent right now")).toBeVisible();
    const settings = await request.get("/api/v1/settings", { headers: { Authorization: `Bearer ${token}` } });
    expect(((await settings.json()) as { requireVerifiedDomain: boolean }).requireVerifiedDomain).toBe(true);
    await shoot(page, "domains-policy");
    await page.goto("/emails/new");
    await expect(
      page.getByRole("alert").filter({ hasText: `This will be refused: ${domain} isn't verified` }),
    ).toBeVisible();
    await shoot(page, "domains-send-email-refused");
  } finally {
    await dns.close();
  }
});

test("a member sees the records to publish but cannot change domains or the sending policy", async ({
  page,
  context,
  request,
}) => {
  const { token } = await signedUpWithToken(request, "domains-admin");
  const domain = `acme-${Math.random().toString(36).slice(2, 8)}.com`;
  await apiPost(request, token, "/domains", { domain });
  const member = { email: uniqueEmail("domains-member"), password: "member-passw0rd-42" };
  const invite = await apiPost<{ id: string; code: string }>(request, token, "/invites", {
    email: member.email,
    name: "Grace Hopper",
    role: "MEMBER",
  });
  const accepted = await request.post("/api/v1/invites/accept", {
    data: { code: invite.code, password: member.password },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  await signInContext(context, member);

  await page.goto("/settings/domains");
  const panel = page.getByTestId("domain-panel").filter({ hasText: domain });
  await expect(panel.getByTestId("domain-record")).toHaveCount(4, { timeout: 60_000 });
  await expect(panel.getByRole("button", { name: "Copy value of the DKIM record", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add domain" })).toHaveCount(0);
  await expect(panel.getByRole("button", { name: `Verify ${domain} now` })).toHaveCount(0);
  await expect(panel.getByRole("button", { name: `Rotate the DKIM key of ${domain}` })).toHaveCount(0);
  await expect(panel.getByRole("button", { name: `Delete ${domain}` })).toHaveCount(0);
  await expect(page.getByRole("switch", { name: "Only send from verified domains" })).toBeDisabled();
  await expect(page.getByText("Only an admin of your team can change this.")).toBeVisible();
  await expect(panel.getByText("then ask an admin of your team to verify the domain")).toBeVisible();
  await shoot(page, "domains-member");
});
