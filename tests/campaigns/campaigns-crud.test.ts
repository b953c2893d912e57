import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stopWorker } from "@/jobs/drivers/pg-boss";
import { db } from "@/lib/db";
import { errorEnvelope, unprocessable } from "../auth/auth-client";
import { createTestTeam } from "../helpers/teams";
import { campaigns } from "./campaign-client";
import { CAMPAIGN_HTML, listWithContacts, smtpConfigFor, templateFor, startJobs } from "./fixtures";

// /campaigns CRUD and every bad input of issue 7, with exact statuses and bodies.

beforeAll(async () => {
  await startJobs();
});
afterAll(async () => {
  await stopWorker();
});

async function setup() {
  const { team, token } = await createTestTeam();
  const { list } = await listWithContacts(team.id, { active: 3, unsubscribed: 1 });
  const template = await templateFor(team.id, { subject: "News for {{ firstName }}", html: CAMPAIGN_HTML });
  const smtp = await smtpConfigFor(team.id, { port: 2 });
  return {
    team,
    token,
    list,
    template,
    smtp,
    refs: { listId: list.id, templateId: template.id, smtpConfigId: smtp.id },
  };
}

const future = (ms = 86_400_000) => new Date(Date.now() + ms).toISOString();
const invalid = (details: Record<string, string>) => ({
  status: 400,
  body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", details),
});

describe("/campaigns CRUD", () => {
  it("creates a DRAFT with every SPEC field, reads, lists (q, status, page), updates and deletes it", async () => {
    const { token, refs, list, template, smtp, team } = await setup();
    const created = await campaigns.create(token, {
      name: "November news",
      description: "Monthly",
      ...refs,
      schedule: "ONE_TIME",
      scheduledFor: "2031-01-02T09:30:00.000Z",
      timezone: "Europe/Paris",
      batchSize: 50,
      batchDelay: 1_000_000_000,
      data: { source: "api" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.any(String),
      teamId: team.id,
      name: "November news",
      description: "Monthly",
      ...refs,
      status: "DRAFT",
      schedule: "ONE_TIME",
      recurringSchedule: null,
      cronExpression: null,
      scheduledFor: "2031-01-02T09:30:00.000Z",
      timezone: "Europe/Paris",
      batchSize: 50,
      batchDelay: 1_000_000_000,
      processed: 0,
      data: { source: "api" },
      isDeleted: false,
      nextRunAt: null,
      counts: { total: 3, sent: 0, failed: 0, cancelled: 0, queued: 0, processed: 0 },
      list: { id: list.id, name: list.name },
      template: { id: template.id, name: template.name, subject: "News for {{ firstName }}" },
      smtpConfig: { id: smtp.id, fromEmail: "news@acme.test" },
    });
    const id = created.body.id;
    expect((await campaigns.get(token, id)).body).toEqual(created.body);

    await campaigns.create(token, { name: "Other thing" });
    const all = await campaigns.list(token, "?limit=1&page=2");
    expect(all.body.pagination).toEqual({ page: 2, limit: 1, total: 2 });
    expect(all.body.data[0].id).toBe(id);
    expect((await campaigns.list(token, "?q=novem")).body.data.map((c: { id: string }) => c.id)).toEqual([id]);
    expect((await campaigns.list(token, "?status=SENT")).body.pagination.total).toBe(0);
    expect((await campaigns.list(token, "?status=NOPE")).status).toBe(400);

    const updated = await campaigns.update(token, id, {
      name: "December news",
      batchDelay: 0,
      batchSize: null,
      description: null,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      name: "December news",
      batchDelay: 0,
      batchSize: null,
      description: null,
      timezone: "Europe/Paris",
    });

    const deleted = await campaigns.remove(token, id);
    expect(deleted.body).toMatchObject({ id, isDeleted: true });
    expect((await campaigns.get(token, id)).status).toBe(404);
  });

  it("refuses every bad input with the exact status and body", async () => {
    const { token, refs } = await setup();
    const other = await setup();
    const notFound = (message: string) => ({
      status: 404,
      body: errorEnvelope("not_found", "RESOURCE_NOT_FOUND", message),
    });

    expect(await campaigns.create(token, { name: "x", listId: "nope" })).toEqual(notFound("List not found"));
    expect(await campaigns.create(token, { name: "x", listId: other.list.id })).toEqual(notFound("List not found"));
    expect(await campaigns.create(token, { name: "x", templateId: other.template.id })).toEqual(
      notFound("Template not found"),
    );
    expect(await campaigns.create(token, { name: "x", smtpConfigId: other.smtp.id })).toEqual(
      notFound("SMTP configuration not found"),
    );
    expect(await campaigns.create(token, { name: "x", batchSize: 0 })).toEqual(
      invalid({ batchSize: "must be at least 1" }),
    );
    expect(await campaigns.create(token, { name: "x", batchSize: 10_001 })).toEqual(
      invalid({ batchSize: "must be at most 10000" }),
    );
    expect(await campaigns.create(token, { name: "x", batchSize: 10_000 })).toMatchObject({ status: 201 });
    expect(await campaigns.create(token, { name: "x", batchDelay: -1 })).toEqual(
      invalid({ batchDelay: "must not be negative" }),
    );
    expect(
      await campaigns.create(token, {
        name: "x",
        schedule: "RECURRING",
        recurringSchedule: "CUSTOM",
        cronExpression: "61 * * * *",
      }),
    ).toEqual(invalid({ cronExpression: expect.stringContaining("is not a valid cron expression") }));
    expect(await campaigns.create(token, { name: "x", cronExpression: "* * * *" })).toEqual(
      invalid({ cronExpression: "must have 5 fields: minute hour day-of-month month day-of-week" }),
    );
    expect(await campaigns.create(token, { name: "x", timezone: "Mars/Olympus" })).toEqual(
      invalid({ timezone: "is not a known IANA timezone (for example Europe/Paris)" }),
    );
    expect(await campaigns.create(token, { name: "x", schedule: "RECURRING", recurringSchedule: "CUSTOM" })).toEqual(
      invalid({ cronExpression: "is required when recurringSchedule is CUSTOM" }),
    );
    expect(
      await campaigns.create(token, { name: "x", scheduledFor: new Date(Date.now() - 60_000).toISOString() }),
    ).toEqual({
      status: 422,
      body: unprocessable("scheduledFor is in the past: pick a moment in the future", {
        scheduledFor: "must be in the future",
      }),
    });
    expect(await campaigns.create(token, {})).toEqual(invalid({ name: "is required" }));
    expect(
      await campaigns.get(other.token, (await campaigns.create(token, { name: "mine", ...refs })).body.id),
    ).toEqual(notFound("Campaign not found"));
  });

  it("enforces the plan: feature email_campaigns and its limit", async () => {
    const { team, token } = await setup();
    await db.campaign.createMany({
      data: Array.from({ length: 50 }, (_, index) => ({ teamId: team.id, name: `C${index}` })),
    });
    expect(await campaigns.create(token, { name: "one too many" })).toEqual({
      status: 403,
      body: errorEnvelope(
        "forbidden",
        "PLAN_LIMIT_REACHED",
        "Your Free plan allows 50 email campaigns items. Upgrade to add more.",
        { feature: "email_campaigns", limit: 50, used: 50 },
      ),
    });
    await db.subscription.updateMany({ where: { team_id: team.id }, data: { status: "canceled" } });
    // Without the feature the 50 campaigns stay readable, and none can be added.
    expect((await campaigns.list(token)).status).toBe(200);
    expect(await campaigns.create(token, { name: "after the end" })).toEqual({
      status: 403,
      body: errorEnvelope(
        "forbidden",
        "PLAN_FEATURE_DISABLED",
        "Your plan does not include email campaigns. Upgrade to use it.",
      ),
    });
  });

  it("allows edits only in DRAFT, SCHEDULED or PAUSED; illegal transitions answer 409 INVALID_STATE", async () => {
    const { token, refs, team } = await setup();
    const { body: campaign } = await campaigns.create(token, { name: "States", ...refs, scheduledFor: future() });
    const conflict = (message: string) => ({ status: 409, body: errorEnvelope("conflict", "INVALID_STATE", message) });
    expect(await campaigns.pause(token, campaign.id)).toEqual(conflict("A DRAFT campaign cannot be paused"));
    expect(await campaigns.resume(token, campaign.id)).toEqual(conflict("A DRAFT campaign cannot be resumed"));

    const scheduled = await campaigns.schedule(token, campaign.id, {});
    expect(scheduled.status).toBe(202);
    expect(scheduled.body).toMatchObject({ status: "SCHEDULED", nextRunAt: campaign.scheduledFor });
    expect((await campaigns.update(token, campaign.id, { name: "Edited while scheduled" })).status).toBe(200);
    expect((await campaigns.pause(token, campaign.id)).body.status).toBe("PAUSED");
    expect((await campaigns.update(token, campaign.id, { name: "Edited while paused" })).status).toBe(200);
    const resumed = await campaigns.resume(token, campaign.id);
    expect(resumed).toMatchObject({ status: 202, body: { status: "SCHEDULED" } });

    await db.campaign.update({ where: { id: campaign.id }, data: { status: "SENT" } });
    expect(await campaigns.cancel(token, campaign.id)).toEqual(conflict("A SENT campaign cannot be cancelled"));
    expect(await campaigns.update(token, campaign.id, { name: "Too late" })).toEqual(
      conflict("A SENT campaign cannot be edited"),
    );
    expect(await campaigns.send(token, campaign.id)).toEqual(conflict("A SENT campaign cannot be sent"));

    const draft = (await campaigns.create(token, { name: "Cancel me", ...refs })).body;
    expect((await campaigns.cancel(token, draft.id)).body.status).toBe("CANCELLED");
    expect(await campaigns.cancel(token, draft.id)).toEqual(conflict("A CANCELLED campaign cannot be cancelled"));

    const copy = await campaigns.duplicate(token, campaign.id);
    expect(copy).toMatchObject({
      status: 201,
      body: { status: "DRAFT", name: "Edited while paused (copy)", ...refs, processed: 0 },
    });
    expect(copy.body.id).not.toBe(campaign.id);
    void team;
  });

  it("refuses to send an empty audience (422) or schedule a moment that has passed", async () => {
    const { token, team, smtp, template } = await setup();
    const { list } = await listWithContacts(team.id, { active: 0, unsubscribed: 2 });
    const { body: campaign } = await campaigns.create(token, {
      name: "Empty",
      listId: list.id,
      templateId: template.id,
      smtpConfigId: smtp.id,
    });
    expect(await campaigns.send(token, campaign.id)).toEqual({
      status: 422,
      body: unprocessable("The list has no active contacts to send to", {
        listId: "has no active contacts",
      }),
    });
    expect(
      await campaigns.schedule(token, campaign.id, { scheduledFor: new Date(Date.now() - 1000).toISOString() }),
    ).toEqual({
      status: 422,
      body: unprocessable("scheduledFor is in the past: pick a moment in the future", {
        scheduledFor: "must be in the future",
      }),
    });
    const bare = (await campaigns.create(token, { name: "Bare" })).body;
    expect(await campaigns.send(token, bare.id)).toEqual({
      status: 422,
      body: unprocessable("The campaign is not ready to send", {
        listId: "is required: choose the mailing list to send to",
        templateId: "is required: choose the template to send",
        smtpConfigId: "is required: choose an active SMTP configuration",
      }),
    });
    expect((await campaigns.get(token, campaign.id)).body.status).toBe("DRAFT");
  });
});
