import { startDovecot } from "../tests/helpers/dovecot";
import { asGzip, asZip, type Report, reportMail } from "../tests/dmarc/dmarc-messages";
import { apiGet, apiPost, pickLocale, sentCampaign, signedUpWithToken } from "./support/api";
import { expect, openSignedIn, saveScreenshot, test } from "./support/fixtures";

// Issue 44 items 3 and 4: DMARC aggregate reports mailed to a real Dovecot are read by the app's
// own intake and shown on the domain's panel; a campaign to three mailbox providers, a bounce and a
// complaint show on the deliverability page. Both pages looked at in English and in German.

const DAY_MS = 86_400_000;
const today = Date.parse(new Date().toISOString().slice(0, 10));

test("DMARC reports on the domain panel, in English and German", async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const dovecot = await startDovecot({ user: "dmarc@acme.test", password: "mailbox-passw0rd" });
  try {
    const { account, token } = await signedUpWithToken(request, "dmarc");
    const domainName = `acme-${Date.now().toString(36)}.example.com`;
    const domain = await apiPost(request, token, "/domains", { domain: domainName });
    const reports: Report[] = [3, 2, 1].map((ago, index) => ({
      org: index % 2 ? "yahoo.com" : "google.com",
      reportId: `e2e-${ago}-${Date.now()}`,
      domain: domainName,
      begin: new Date(today - ago * DAY_MS),
      rows: [
        {
          ip: "203.0.113.10",
          count: 400 + index * 90,
          dkim: "pass",
          spf: "pass",
          authDkim: [{ domain: domainName, result: "pass" }],
        },
        { ip: "203.0.113.11", count: 60, dkim: index === 2 ? "fail" : "pass", spf: "fail" },
        {
          ip: "192.0.2.55",
          count: 25 + index * 5,
          dkim: "fail",
          spf: "fail",
          disposition: "quarantine",
          authDkim: [{ domain: "mcsv.net", result: "pass" }],
          authSpf: [{ domain: "mcsv.net", result: "pass" }],
        },
        { ip: "198.51.100.7", count: 12, dkim: "fail", spf: "fail", disposition: "reject" },
      ],
    }));
    for (const [index, report] of reports.entries())
      await dovecot.append(
        "INBOX",
        reportMail(index === 1 ? asZip(report) : asGzip(report), { org: report.org, domain: domainName }),
      );
    const mailbox = await apiPost(request, token, "/imap", {
      host: dovecot.host,
      port: dovecot.port,
      secure: false,
      username: dovecot.user,
      password: dovecot.password,
    });
    const sync = await request.post(`/api/v1/imap/${mailbox.id}/sync`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(sync.status(), await sync.text()).toBe(202);
    await expect
      .poll(async () => (await apiGet<{ reports: number }>(request, token, `/domains/${domain.id}/dmarc`)).reports, {
        timeout: 90_000,
        intervals: [1000],
      })
      .toBe(3);

    await openSignedIn({ page, context }, account, "/settings/domains");
    const section = page.getByTestId("domain-dmarc");
    await expect(section.getByRole("heading", { name: "DMARC reports" })).toBeVisible({ timeout: 60_000 });
    await expect(section.getByTestId("dmarc-chart").locator("svg").first()).toBeVisible();
    const failing = section.getByTestId("dmarc-failing");
    await expect(failing).toContainText("192.0.2.55");
    await expect(failing).toContainText("Forgotten sender?");
    await expect(failing).toContainText("198.51.100.7");
    await expect(failing).toContainText("Likely spoofing");
    await expect(failing).toContainText("Partly failing");
    await saveScreenshot(page, "dmarc-domain-section-en");

    await pickLocale(request, token, "de");
    await page.reload();
    await expect(section.getByRole("heading", { name: "DMARC-Berichte" })).toBeVisible({ timeout: 60_000 });
    await expect(failing).toContainText("Vergessener Absender?");
    await expect(failing).toContainText("Wahrscheinlich gefälscht");
    await expect(section).not.toContainText("Pass rate");
    await saveScreenshot(page, "dmarc-domain-section-de");
  } finally {
    await dovecot.close();
  }
});

test("deliverability by mailbox provider, in English and German", async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const { account, token } = await signedUpWithToken(request, "deliverability");
  const list = await apiPost(request, token, "/lists", { name: "Newsletter readers" });
  const tag = Date.now().toString(36);
  const readers = [
    ...Array.from({ length: 6 }, (_, n) => `g${n}.${tag}@gmail.com`),
    ...Array.from({ length: 4 }, (_, n) => `y${n}.${tag}@yahoo.com`),
    ...Array.from({ length: 3 }, (_, n) => `o${n}.${tag}@outlook.com`),
  ];
  for (const email of readers) await apiPost(request, token, "/contacts", { listId: list.id, email });
  const template = await apiPost(request, token, "/templates", {
    name: "Weekly",
    subject: "This week at Acme",
    html: `<div style="font-family:Arial,sans-serif;padding:24px"><h1>This week</h1><p>New arrivals.</p><a href="{{ unsubscribeUrl }}">Unsubscribe</a></div>`,
  });
  const campaign = await sentCampaign(request, token, { name: "Weekly", listId: list.id, templateId: template.id });
  const { data: sent } = await apiGet<{ data: { id: string; to: string }[] }>(
    request,
    token,
    `/campaigns/${campaign.id}/emails?limit=50`,
  );
  const emailTo = (address: string) => sent.find((email) => email.to.includes(address))!.id;
  for (const [address, event, metadata] of [
    [readers[0], "complaint", { feedbackType: "abuse" }],
    [readers[6], "bounce", { kind: "hard", status: "5.1.1" }],
    [readers[7], "bounce", { kind: "soft", status: "4.2.2" }],
  ] as const) {
    const entry = await request.post("/api/v1/t", {
      data: { emailId: emailTo(address), event, metadata },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(entry.status(), await entry.text()).toBe(200);
  }

  await openSignedIn({ page, context }, account, "/analytics/deliverability");
  await expect(page.getByRole("heading", { name: "Deliverability", exact: true })).toBeVisible({ timeout: 60_000 });
  const domains = page.getByTestId("deliverability-domains");
  await expect(domains.getByRole("row", { name: /gmail\.com/ })).toContainText("6");
  await expect(domains.getByRole("row", { name: /yahoo\.com/ })).toContainText("50%");
  await expect(page.getByTestId("deliverability-gmail").locator("svg").first()).toBeVisible();
  await expect(page.getByTestId("deliverability-gmail")).toContainText("0.3% Gmail/Yahoo limit");
  await saveScreenshot(page, "deliverability-en");

  await pickLocale(request, token, "de");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Zustellbarkeit", exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("deliverability-gmail")).toContainText("0,3 % Grenze Gmail/Yahoo");
  await expect(domains).toContainText("Beschwerdequote");
  await saveScreenshot(page, "deliverability-de");
});
