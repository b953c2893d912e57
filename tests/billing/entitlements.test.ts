import { randomUUID } from "node:crypto";
import { createId } from "@paralleldrive/cuid2";
import { describe, expect, it } from "vitest";
import { POST as createInviteRoute } from "@/app/api/v1/invites/route";
import { db } from "@/lib/db";
import type { ProductFeature } from "@/lib/generated/prisma/enums";
import { deliverEmailBatch } from "@/lib/services/emails";
import { monthPeriod } from "@/lib/services/usage/get-team-usage";
import { smtpTransportFor } from "@/lib/services/smtp/smtp-transport-for";
import { createKey } from "../api-keys/api-key-client";
import { errorEnvelope } from "../auth/auth-client";
import { automations } from "../automations/automation-client";
import { campaigns } from "../campaigns/campaign-client";
import { lists } from "../contacts/audience-client";
import { domains } from "../domains/domain-client";
import { emails } from "../emails/email-client";
import { smtpConfigFor } from "../emails/fixtures";
import { type ScriptedPeer, useScriptedPeerAndBoss } from "../emails/send-job-harness";
import { apiRequest, callRoute } from "../helpers/http";
import { createTestApiKey, createTestTeam } from "../helpers/teams";
import { uniqueEmail } from "../helpers/unique";
import { templates } from "../templates/template-client";
import { billing } from "./billing-client";

// Entitlements (docs/contract.md section 15): every feature flag and every cap, with exact bodies, and the
// monthly email quota taken in the transaction that writes the mail.

let peer: ScriptedPeer;
useScriptedPeerAndBoss((started) => (peer = started));

const ALL_FEATURES: ProductFeature[] = [
  "email_campaigns",
  "template_library",
  "advanced_analytics",
  "custom_domain",
  "api_access",
  "team_collaboration",
  "automation",
  "segmentation",
];

/** A team on a plan of its own: every feature enabled without cap, except the overrides. */
async function teamOnPlan(
  overrides: Partial<Record<ProductFeature, { enabled: boolean; limit: number | null }>>,
  emailLimit: number | null = null,
) {
  const { team, token, user } = await createTestTeam();
  const product = await db.product.create({
    data: {
      name: `Entitlements ${randomUUID()}`,
      price: 0,
      email_limit: emailLimit,
      features: {
        create: ALL_FEATURES.map((feature) => ({ feature, enabled: true, limit: null, ...overrides[feature] })),
      },
    },
  });
  await db.subscription.updateMany({ where: { team_id: team.id }, data: { product_id: product.id } });
  return { team, token, user, product };
}

type Answer = { status: number; body: unknown };
const invite = (token: string, email: string) =>
  callRoute(
    createInviteRoute,
    apiRequest("/invites", { method: "POST", token, json: { email, name: "New Seat" } }),
  ).then(async (r) => ({ status: r.status, body: await r.json() }));

const creates: {
  feature: ProductFeature;
  words: string;
  create: (token: string) => Promise<Answer>;
  existing: number;
}[] = [
  {
    feature: "email_campaigns",
    words: "email campaigns",
    create: (token) => campaigns.create(token, { name: "Launch" }),
    existing: 0,
  },
  {
    feature: "template_library",
    words: "template library",
    create: (token) => templates.create(token, { name: "Welcome", subject: "Hi", html: "<p>Hi</p>" }),
    existing: 0,
  },
  {
    feature: "custom_domain",
    words: "custom domain",
    create: (token) => domains.create(token, { domain: `mail-${randomUUID().slice(0, 8)}.example.com` }),
    existing: 0,
  },
  {
    feature: "api_access",
    words: "api access",
    create: (token) => createKey(token, { name: "CI", permissions: ["lists:read"] }),
    existing: 0,
  },
  // The owner holds a seat already.
  {
    feature: "team_collaboration",
    words: "team collaboration",
    create: (token) => invite(token, uniqueEmail("seat")),
    existing: 1,
  },
  {
    feature: "automation",
    words: "automation",
    create: (token) => automations.create(token, { name: "Welcome flow" }),
    existing: 0,
  },
  {
    feature: "segmentation",
    words: "segmentation",
    create: (token) => lists.create(token, { name: "Newsletter" }),
    existing: 0,
  },
];

describe("every cap answers 403 PLAN_LIMIT_REACHED with details { feature, limit, used }", () => {
  for (const { feature, words, create, existing } of creates) {
    it(`${feature}`, async () => {
      const limit = existing;
      const { token, product } = await teamOnPlan({ [feature]: { enabled: true, limit } });
      expect(await create(token)).toEqual({
        status: 403,
        body: errorEnvelope(
          "forbidden",
          "PLAN_LIMIT_REACHED",
          `Your ${product.name} plan allows ${limit} ${words} ${limit === 1 ? "item" : "items"}. Upgrade to add more.`,
          { feature, limit, used: existing },
        ),
      });
      // The same numbers are what GET /subscriptions reports.
      expect((await billing.current(token)).body.usage.features).toContainEqual({ feature, used: existing, limit });
    });
  }
});

describe("every feature flag answers 403 PLAN_FEATURE_DISABLED when the plan lacks it", () => {
  for (const { feature, words, create } of creates) {
    it(`${feature}`, async () => {
      const { token } = await teamOnPlan({ [feature]: { enabled: false, limit: null } });
      expect(await create(token)).toEqual({
        status: 403,
        body: errorEnvelope(
          "forbidden",
          "PLAN_FEATURE_DISABLED",
          `Your plan does not include ${words}. Upgrade to use it.`,
        ),
      });
    });
  }

  it("advanced_analytics (audience analytics)", async () => {
    const { token } = await teamOnPlan({ advanced_analytics: { enabled: false, limit: null } });
    const { GET } = await import("@/app/api/v1/analytics/audience/route");
    const response = await callRoute(GET, apiRequest("/analytics/audience", { token }));
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 403,
      body: errorEnvelope(
        "forbidden",
        "PLAN_FEATURE_DISABLED",
        "Your plan does not include advanced analytics. Upgrade to use it.",
      ),
    });
  });

  it("api_access is checked on every use of a key: a plan without it refuses existing keys, a plan with it lets them in again", async () => {
    const { team, token, product } = await teamOnPlan({});
    const key = await createTestApiKey(team.id, ["lists:read"]);
    expect((await lists.list({ apiKey: key })).status).toBe(200);
    await db.productFeatureConfig.updateMany({
      where: { product_id: product.id, feature: "api_access" },
      data: { enabled: false },
    });
    expect(await lists.list({ apiKey: key })).toEqual({
      status: 403,
      body: errorEnvelope(
        "forbidden",
        "PLAN_FEATURE_DISABLED",
        "Your plan does not include api access. Upgrade to use it.",
      ),
    });
    // Dashboard sessions are not API access.
    expect((await lists.list(token)).status).toBe(200);
    await db.productFeatureConfig.updateMany({
      where: { product_id: product.id, feature: "api_access" },
      data: { enabled: true },
    });
    expect((await lists.list({ apiKey: key })).status).toBe(200);
  });
});

describe("the monthly email quota", () => {
  it("20 concurrent sends at the quota edge take exactly the places left, never more", async () => {
    const { team, token, product } = await teamOnPlan({}, 5);
    await smtpConfigFor(team.id, { port: peer.port });
    // Three of five places are used this month.
    await db.emailQuotaUsage.create({ data: { teamId: team.id, period: monthPeriod(new Date()).start, count: 3 } });

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        emails.send(token, { to: uniqueEmail(`edge-${index}`), subject: "Hi", html: "<p>Hi</p>" }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(18);
    const body = errorEnvelope(
      "forbidden",
      "PLAN_LIMIT_REACHED",
      `Your ${product.name} plan allows 5 emails a month and 5 have been queued this month. Upgrade to send more.`,
      { feature: "emails", limit: 5, used: 5 },
    );
    for (const answer of refused) expect({ status: answer.status, body: answer.body }).toEqual({ status: 403, body });
    expect(await db.email.count({ where: { teamId: team.id } })).toBe(2);
    expect((await db.emailQuotaUsage.findFirstOrThrow({ where: { teamId: team.id } })).count).toBe(5);
    expect((await billing.current(token)).body.usage.emails).toEqual({ used: 5, limit: 5 });
    // The Usage page's chart: today holds the two queued emails.
    const { GET: daily } = await import("@/app/api/v1/usage/daily/route");
    const perDay = await callRoute(daily, apiRequest("/usage/daily?days=3", { token }));
    const today = new Date().toISOString().slice(0, 10);
    expect(await perDay.json()).toEqual({
      days: [expect.objectContaining({ emails: 0 }), expect.objectContaining({ emails: 0 }), { day: today, emails: 2 }],
    });
  });

  it("a campaign batch sends only the places left and cancels the rest with the reason", async () => {
    const { team, product } = await teamOnPlan({}, 4);
    const config = await smtpConfigFor(team.id, { port: peer.port });
    await db.emailQuotaUsage.create({ data: { teamId: team.id, period: monthPeriod(new Date()).start, count: 2 } });
    const smtp = (await smtpTransportFor({ teamId: team.id, id: config.id }))!;
    const batch = Array.from({ length: 5 }, (_, index) => ({
      id: createId(),
      teamId: team.id,
      from: "News <news@acme.test>",
      to: uniqueEmail(`batch-${index}`),
      subject: "Hello",
      body: "<p>Hi</p>",
      text: "Hi",
      marketing: false,
    }));
    const outcome = await deliverEmailBatch({ smtp, emails: batch });
    expect(outcome.sent).toHaveLength(2);
    expect(outcome.cancelled).toEqual(batch.slice(2).map((email) => email.id));
    const cancelled = await db.email.findMany({ where: { id: { in: outcome.cancelled } } });
    for (const row of cancelled) {
      expect(row).toMatchObject({
        status: "CANCELLED",
        error: `Your ${product.name} plan allows 4 emails a month and 4 have been queued this month. Upgrade to send more.`,
      });
    }
    expect((await db.emailQuotaUsage.findFirstOrThrow({ where: { teamId: team.id } })).count).toBe(4);
  });

  it("refuses a campaign send whose audience does not fit what is left (403 before anything is written)", async () => {
    const { team, token, product } = await teamOnPlan({}, 1);
    const config = await smtpConfigFor(team.id, { port: peer.port });
    const list = await db.mailingList.create({ data: { teamId: team.id, name: "Two people" } });
    await db.contact.createMany({
      data: [uniqueEmail("a"), uniqueEmail("b")].map((email) => ({ teamId: team.id, listId: list.id, email })),
    });
    const template = await templates.create(token, { name: "T", subject: "Hi", html: "<p>Hi</p>" });
    const campaign = await campaigns.create(token, {
      name: "Too big",
      listId: list.id,
      templateId: template.body.id,
      subject: "Hi",
      smtpConfigId: config.id,
    });
    expect(campaign.status).toBe(201);
    const sent = await campaigns.send(token, campaign.body.id);
    expect(sent).toMatchObject({
      status: 403,
      body: errorEnvelope(
        "forbidden",
        "PLAN_LIMIT_REACHED",
        `Your ${product.name} plan allows 1 emails a month and 0 have been queued this month. Upgrade to send more.`,
        { feature: "emails", limit: 1, used: 0 },
      ),
    });
    expect(await db.email.count({ where: { teamId: team.id } })).toBe(0);
  });
});
