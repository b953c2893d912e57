import { describe, expect, it } from "vitest";
import { settleSubscriptionsJob } from "@/jobs/settle-subscriptions";
import { db } from "@/lib/db";
import { errorEnvelope } from "../auth/auth-client";
import { lists } from "../contacts/audience-client";
import { addMember, createTestTeam } from "../helpers/teams";
import { billing, plan } from "./billing-client";

// Self-hosted mode (no STRIPE_SECRET_KEY): plan changes apply at once; Sendwell ends and renews
// the periods itself. Also: who may change the plan, and downgrades keep data readable.

const DAY = 24 * 3600 * 1000;

describe("self-hosted plan changes", () => {
  it("an ADMIN upgrades at once to Pro monthly or yearly, with a period of a month or a year, audited", async () => {
    const { team, token, user } = await createTestTeam();
    const pro = await plan("Pro");
    const before = Date.now();
    const upgraded = await billing.changePlan(token, pro.id);
    expect(upgraded.status).toBe(200);
    expect(upgraded.body).toMatchObject({
      team_id: team.id,
      status: "active",
      product: { id: pro.id, name: "Pro", interval: "monthly", email_limit: 100_000 },
      cancelAtPeriodEnd: false,
      billing_subscription_id: null,
    });
    const start = new Date(upgraded.body.current_period_start);
    const end = new Date(upgraded.body.current_period_end);
    expect(start.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(end.getUTCMonth()).toBe((start.getUTCMonth() + 1) % 12);
    // The new limits are what the usage reports.
    expect(upgraded.body.usage.features).toContainEqual({ feature: "segmentation", used: 0, limit: 500 });
    expect(upgraded.body.usage.emails).toEqual({ used: 0, limit: 100_000 });

    const yearly = await billing.changePlan(token, (await plan("Pro", "yearly")).id);
    expect(yearly.body.product).toMatchObject({ name: "Pro", interval: "yearly", price: 290 });
    const yearStart = new Date(yearly.body.current_period_start);
    expect(new Date(yearly.body.current_period_end).getUTCFullYear()).toBe(yearStart.getUTCFullYear() + 1);

    const audit = await db.auditLog.findMany({
      where: { teamId: team.id, action: "subscription.changed" },
      orderBy: { createdAt: "asc" },
    });
    expect(audit.map((entry) => entry.details)).toEqual([
      { from: "Free", to: "Pro", interval: "monthly" },
      { from: "Pro", to: "Pro", interval: "yearly" },
    ]);
    expect(audit[0]).toMatchObject({ actorType: "user", actorId: user.id });
  });

  it("answers 403 to a MEMBER changing or cancelling the plan, and changes nothing", async () => {
    const { team } = await createTestTeam();
    const member = await addMember(team.id, "MEMBER");
    const forbidden = errorEnvelope(
      "forbidden",
      "INSUFFICIENT_PERMISSIONS",
      "Insufficient permissions for this resource",
    );
    expect(await billing.changePlan(member.token, (await plan("Pro")).id)).toEqual({ status: 403, body: forbidden });
    expect(await billing.cancel(member.token)).toEqual({ status: 403, body: forbidden });
    expect(await billing.portal(member.token)).toEqual({ status: 403, body: forbidden });
    // Reading is allowed.
    expect((await billing.current(member.token)).body.product.name).toBe("Free");
  });

  it("answers 404 for an unknown plan and 400 without productId", async () => {
    const { token } = await createTestTeam();
    expect(await billing.changePlan(token, "no-such-plan")).toEqual({
      status: 404,
      body: errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Plan not found"),
    });
    expect((await billing.changePlan(token, "")).status).toBe(400);
  });

  it("a downgrade keeps everything readable; what is over the new cap cannot grow", async () => {
    const { team, token } = await createTestTeam();
    await billing.changePlan(token, (await plan("Pro")).id);
    await db.mailingList.createMany({
      data: Array.from({ length: 21 }, (_, index) => ({ teamId: team.id, name: `List ${index}` })),
    });
    const down = await billing.changePlan(token, (await plan("Free")).id);
    expect(down.body).toMatchObject({ product: { name: "Free" }, current_period_end: null });
    expect(down.body.usage.features).toContainEqual({ feature: "segmentation", used: 21, limit: 20 });

    const read = await lists.list(token, "?limit=100");
    expect(read.status).toBe(200);
    expect(read.body.pagination.total).toBe(21);
    expect(await lists.create(token, { name: "One more" })).toEqual({
      status: 403,
      body: errorEnvelope(
        "forbidden",
        "PLAN_LIMIT_REACHED",
        "Your Free plan allows 20 segmentation items. Upgrade to add more.",
        { feature: "segmentation", limit: 20, used: 21 },
      ),
    });
  });
});

describe("self-hosted cancel and period end", () => {
  it("cancels at period end: Pro until then, Free after, the old subscription kept as canceled", async () => {
    const { team, token } = await createTestTeam();
    await billing.changePlan(token, (await plan("Pro")).id);
    const cancelled = await billing.cancel(token);
    expect(cancelled).toMatchObject({
      status: 200,
      body: { cancelAtPeriodEnd: true, product: { name: "Pro" }, status: "active" },
    });
    expect((await billing.cancel(token)).body.cancelAtPeriodEnd).toBe(true);

    // Still Pro before the end; then the period ends.
    expect((await billing.current(token)).body.product.name).toBe("Pro");
    await db.subscription.updateMany({
      where: { team_id: team.id, status: "active" },
      data: { current_period_end: new Date(Date.now() - 1000) },
    });
    const after = await billing.current(token);
    expect(after.body).toMatchObject({
      product: { name: "Free" },
      status: "active",
      cancelAtPeriodEnd: false,
      current_period_end: null,
    });
    const rows = await db.subscription.findMany({
      where: { team_id: team.id },
      orderBy: { createdAt: "asc" },
      include: { product: true },
    });
    expect(rows.map((row) => `${row.product.name} ${row.status}`)).toEqual(["Pro canceled", "Free active"]);
  });

  it("renews a period that ended without a cancellation, and refuses to cancel Free (409)", async () => {
    const { team, token } = await createTestTeam();
    expect(await billing.cancel(token)).toEqual({
      status: 409,
      body: errorEnvelope("conflict", "INVALID_STATE", "The Free plan has nothing to cancel"),
    });
    await billing.changePlan(token, (await plan("Pro")).id);
    const lapsedEnd = new Date(Date.now() - 2 * DAY);
    await db.subscription.updateMany({ where: { team_id: team.id }, data: { current_period_end: lapsedEnd } });
    const renewed = await billing.current(token);
    expect(renewed.body.product.name).toBe("Pro");
    expect(renewed.body.current_period_start).toBe(lapsedEnd.toISOString());
    expect(new Date(renewed.body.current_period_end).getTime()).toBeGreaterThan(Date.now());
  });

  it("the settle-subscriptions job ends a cancelled plan whose period is over, without anyone reading it", async () => {
    const { team, token } = await createTestTeam();
    await billing.changePlan(token, (await plan("Pro")).id);
    await billing.cancel(token);
    await db.subscription.updateMany({
      where: { team_id: team.id, status: "active" },
      data: { current_period_end: new Date(Date.now() - 1000) },
    });
    const quiet = { info() {}, warn() {}, error() {} };
    await settleSubscriptionsJob.handler({}, { jobId: "test", attempt: 0, logger: quiet });
    const rows = await db.subscription.findMany({
      where: { team_id: team.id },
      orderBy: { createdAt: "asc" },
      include: { product: true },
    });
    expect(rows.map((row) => `${row.product.name} ${row.status}`)).toEqual(["Pro canceled", "Free active"]);
    // Run again: nothing more changes.
    await settleSubscriptionsJob.handler({}, { jobId: "test", attempt: 0, logger: quiet });
    expect(await db.subscription.count({ where: { team_id: team.id } })).toBe(2);
  });

  it("has no portal (409) and no invoices in self-hosted mode", async () => {
    const { token } = await createTestTeam();
    expect((await billing.portal(token)).status).toBe(409);
    expect(await billing.invoices(token)).toEqual({ status: 200, body: { mode: "self-hosted", invoices: [] } });
  });
});
