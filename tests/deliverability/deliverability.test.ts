import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GET as deliverabilityRoute } from "@/app/api/v1/analytics/deliverability/route";
import { sendCampaignJob } from "@/jobs/send-campaign";
import { db } from "@/lib/db";
import { recordClassifications } from "@/lib/services/inbound/record-inbound";
import { errorEnvelope } from "../auth/auth-client";
import { campaigns } from "../campaigns/campaign-client";
import { CAMPAIGN_HTML, smtpConfigFor, templateFor, usePeerAndJobs } from "../campaigns/fixtures";
import { startScriptedPeer } from "../emails/scripted-smtp-peer";
import { apiRequest, callRoute } from "../helpers/http";
import { createTestTeam } from "../helpers/teams";

// GET /analytics/deliverability (docs/contract.md section 22): a campaign to two recipient domains
// through a real SMTP peer that refuses one address with 550; then a complaint and a soft bounce
// recorded by the intake's own code; the figures per domain and day are exact.

const peer = usePeerAndJobs(startScriptedPeer);
const logger = { info() {}, warn() {}, error() {} };

async function deliverability(token: string, query = "") {
  const response = await callRoute(deliverabilityRoute, apiRequest(`/analytics/deliverability${query}`, { token }));
  return { status: response.status, body: await response.json() };
}

const today = new Date().toISOString().slice(0, 10);
const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const figures = (sent: number, delivered: number, hard: number, soft: number, complaints: number) => ({
  sent,
  delivered,
  hardBounces: hard,
  softBounces: soft,
  complaints,
  complaintRate: delivered ? Math.round((complaints / delivered) * 10_000) / 10_000 : 0,
  bounceRate: sent ? Math.round(((hard + soft) / sent) * 10_000) / 10_000 : 0,
});

describe("deliverability by recipient domain", () => {
  it("counts a campaign to two domains exactly, with the 550 refusal, a soft bounce and a complaint", async () => {
    const { team, token } = await createTestTeam();
    const tag = randomUUID().slice(0, 8);
    const gmail = [1, 2, 3].map((n) => `g${n}-${tag}@gmail.com`);
    const yahoo = [1, 2].map((n) => `y${n}-${tag}@yahoo.com`);
    const list = await db.mailingList.create({ data: { teamId: team.id, name: `Readers ${tag}` } });
    await db.contact.createMany({
      data: [...gmail, ...yahoo].map((email) => ({
        teamId: team.id,
        listId: list.id,
        email,
        status: "ACTIVE" as const,
      })),
    });
    peer().refuse(yahoo[1], 550, "5.1.1 <unknown> User unknown");
    const template = await templateFor(team.id, { subject: "News", html: CAMPAIGN_HTML });
    const smtp = await smtpConfigFor(team.id, { port: peer().port, maxSendRate: 1000 });
    const created = await campaigns.create(token, {
      name: "Two domains",
      listId: list.id,
      templateId: template.id,
      smtpConfigId: smtp.id,
    });
    expect(created.status).toBe(201);
    expect((await campaigns.send(token, created.body.id)).status).toBe(202);
    await sendCampaignJob.handler({ campaignId: created.body.id }, { jobId: "test", attempt: 0, logger });
    expect(peer().arrivalsTo(gmail[0]).length + peer().arrivalsTo(yahoo[0]).length).toBe(2);
    expect(peer().arrivalsTo(yahoo[1])).toEqual([]);

    // A complaint about the first gmail message and a soft bounce of the second, as the intake records them.
    const emailTo = (address: string) =>
      db.email.findFirstOrThrow({ where: { teamId: team.id, to: { contains: address } } });
    const complained = await emailTo(gmail[0]);
    const delayed = await emailTo(gmail[1]);
    await db.$transaction((tx) =>
      recordClassifications(tx, {
        teamId: team.id,
        at: new Date(),
        classifications: [
          {
            outcome: "complaint",
            feedbackType: "abuse",
            recipient: gmail[0],
            userAgent: null,
            originalMessageIds: [complained.messageId!],
          },
          {
            outcome: "bounce",
            shape: "rfc3464",
            bounce: {
              kind: "soft",
              status: "4.2.2",
              diagnosticCode: "smtp; 452 4.2.2 Mailbox full",
              recipient: gmail[1],
            },
            originalMessageIds: [delayed.messageId!],
          },
        ],
      }),
    );

    const gmailFigures = figures(3, 2, 0, 1, 1);
    const yahooFigures = figures(2, 1, 1, 0, 0);
    expect(await deliverability(token, "?days=7")).toEqual({
      status: 200,
      body: {
        from: isoDay(Date.parse(today) - 6 * DAY_MS),
        to: today,
        totals: figures(5, 3, 1, 1, 1),
        domains: [
          { domain: "gmail.com", ...gmailFigures, days: [{ date: today, ...gmailFigures }] },
          { domain: "yahoo.com", ...yahooFigures, days: [{ date: today, ...yahooFigures }] },
        ],
        warnings: [],
      },
    });
    expect(gmailFigures).toMatchObject({ complaintRate: 0.5, bounceRate: 0.3333 });
    expect(yahooFigures).toMatchObject({ complaintRate: 0, bounceRate: 0.5 });

    // Another team sees none of it.
    const other = await createTestTeam();
    expect((await deliverability(other.token)).body).toMatchObject({
      totals: figures(0, 0, 0, 0, 0),
      domains: [],
      warnings: [],
    });
  });

  it("warns on a domain's day past 0.1% complaints or 2% bounces with at least 100 sent", async () => {
    const { team, token } = await createTestTeam();
    const day = Date.parse(today) - 3 * DAY_MS;
    const sentAt = new Date(day + 9 * 3_600_000);
    const rows = (domain: string, count: number) =>
      Array.from({ length: count }, (_, n) => ({
        id: randomUUID(),
        teamId: team.id,
        from: "news@acme.test",
        to: `Reader ${n} <r${n}@${domain}>`,
        subject: "Weekly",
        body: "<p>Hi</p>",
        status: "SENT" as const,
        sentAt,
      }));
    const outlook = rows("outlook.com", 100);
    const small = rows("example.net", 99);
    await db.email.createMany({ data: [...outlook, ...small] });
    const entry = (emailId: string, event: "bounce" | "complaint", kind?: "hard" | "soft") => ({
      teamId: team.id,
      emailId,
      event,
      timestamp: sentAt,
      metadata: kind ? { kind } : { feedbackType: "abuse" },
    });
    await db.emailTracking.createMany({
      data: [
        entry(outlook[0].id, "bounce", "hard"),
        entry(outlook[1].id, "bounce", "hard"),
        entry(outlook[2].id, "bounce", "soft"),
        entry(outlook[3].id, "complaint"),
        // Under 100 sent: rates of noise, no warning.
        ...small.slice(0, 10).map((email) => entry(email.id, "bounce", "hard")),
      ],
    });

    const from = isoDay(day - DAY_MS);
    const answer = await deliverability(token, `?from=${from}&to=${isoDay(day)}`);
    expect(answer.status).toBe(200);
    expect(answer.body.from).toBe(from);
    expect(answer.body.domains.map((row: { domain: string; sent: number }) => [row.domain, row.sent])).toEqual([
      ["outlook.com", 100],
      ["example.net", 99],
    ]);
    expect(answer.body.domains[0]).toMatchObject(figures(100, 97, 2, 1, 1));
    expect(answer.body.warnings).toEqual([
      { domain: "outlook.com", date: isoDay(day), kind: "complaint_rate", rate: 0.0103, threshold: 0.001, sent: 100 },
      { domain: "outlook.com", date: isoDay(day), kind: "bounce_rate", rate: 0.03, threshold: 0.02, sent: 100 },
    ]);
    // A period that ends before that day holds none of it.
    expect((await deliverability(token, `?from=${from}&to=${from}`)).body.domains).toEqual([]);
  });

  it("refuses a bad period with the exact status and body", async () => {
    const { token } = await createTestTeam();
    const invalid = (details: Record<string, string>) => ({
      status: 400,
      body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid query", details),
    });
    expect(await deliverability(token, "?days=0")).toEqual(invalid({ days: "must be at least 1" }));
    expect(await deliverability(token, "?days=367")).toEqual(invalid({ days: "must be at most 366" }));
    expect(await deliverability(token, "?days=soon")).toEqual(invalid({ days: "must be an integer" }));
    expect(await deliverability(token, "?from=2026-11-10")).toEqual(invalid({ to: "is required with from and to" }));
    expect(await deliverability(token, "?from=2026-11-10&to=2026-11-01")).toEqual(
      invalid({ to: "must not be before from" }),
    );
    expect(await deliverability(token, "?from=2024-01-01&to=2026-01-01")).toEqual(
      invalid({ to: "must be at most 366 days after from" }),
    );
    expect(await deliverability(token, "?from=2026-13-01&to=2026-12-01")).toEqual(
      invalid({ from: "must be a date (YYYY-MM-DD)" }),
    );
  });
});
