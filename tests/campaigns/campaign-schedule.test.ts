import { describe, expect, it } from "vitest";
import { sendCampaignJob } from "@/jobs/send-campaign";
import { db } from "@/lib/db";
import { nextRuns, type ScheduleFields } from "@/lib/campaigns/campaign-schedule";
import { createTestTeam } from "../helpers/teams";
import { campaigns } from "./campaign-client";
import {
  CAMPAIGN_HTML,
  draftCampaign,
  listWithContacts,
  smtpConfigFor,
  templateFor,
  useCampaignPeer,
} from "./fixtures";
import { JOB_TABLE } from "@/tests/helpers/job-table";

// Scheduling: DST-correct occurrences in the campaign's timezone, and scheduled runs that only
// happen when the campaign is still scheduled for exactly that moment.

const sink = useCampaignPeer();
const logger = { info() {}, warn() {}, error() {} };
const runJob = (campaignId: string, runAt?: string) =>
  sendCampaignJob.handler({ campaignId, runAt }, { jobId: "test", attempt: 0, logger });

const daily = (scheduledFor: string, timezone = "Europe/Paris"): ScheduleFields => ({
  schedule: "RECURRING",
  recurringSchedule: "DAILY",
  cronExpression: null,
  scheduledFor: new Date(scheduledFor),
  timezone,
});
const iso = (dates: Date[]) => dates.map((date) => date.toISOString());

describe("recurring schedules", () => {
  it("DAILY at 09:00 Europe/Paris keeps 09:00 local across both DST changes of 2026", () => {
    // 09:00 CET = 08:00 UTC; from 2026-03-29 09:00 CEST = 07:00 UTC.
    expect(iso(nextRuns(daily("2026-03-27T08:00:00Z"), 4, new Date("2026-03-26T00:00:00Z")))).toEqual([
      "2026-03-27T08:00:00.000Z",
      "2026-03-28T08:00:00.000Z",
      "2026-03-29T07:00:00.000Z",
      "2026-03-30T07:00:00.000Z",
    ]);
    // And back on 2026-10-25: 09:00 CET = 08:00 UTC again.
    expect(iso(nextRuns(daily("2026-10-23T07:00:00Z"), 4, new Date("2026-10-23T07:30:00Z")))).toEqual([
      "2026-10-24T07:00:00.000Z",
      "2026-10-25T08:00:00.000Z",
      "2026-10-26T08:00:00.000Z",
      "2026-10-27T08:00:00.000Z",
    ]);
  });

  it("WEEKLY and MONTHLY keep scheduledFor's local weekday, day and time; CUSTOM cron runs in the timezone", () => {
    // 2026-11-23 is a Monday; 10:15 in New York (EST, UTC-5) is 15:15 UTC.
    const weekly: ScheduleFields = {
      ...daily("2026-11-23T15:15:00Z", "America/New_York"),
      recurringSchedule: "WEEKLY",
    };
    expect(iso(nextRuns(weekly, 2, new Date("2026-11-24T00:00:00Z")))).toEqual([
      "2026-11-30T15:15:00.000Z",
      "2026-12-07T15:15:00.000Z",
    ]);
    const monthly: ScheduleFields = { ...daily("2026-01-31T08:00:00Z"), recurringSchedule: "MONTHLY" };
    expect(iso(nextRuns(monthly, 3, new Date("2026-02-01T00:00:00Z")))).toEqual([
      "2026-02-28T08:00:00.000Z",
      "2026-03-31T07:00:00.000Z",
      "2026-04-30T07:00:00.000Z",
    ]);
    const custom: ScheduleFields = {
      schedule: "RECURRING",
      recurringSchedule: "CUSTOM",
      cronExpression: "30 8 * * 1-5",
      scheduledFor: null,
      timezone: "Asia/Tokyo",
    };
    expect(iso(nextRuns(custom, 2, new Date("2026-11-27T00:00:00Z")))).toEqual([
      "2026-11-29T23:30:00.000Z",
      "2026-11-30T23:30:00.000Z",
    ]);
  });

  it("GET /campaigns/{id}/next-runs previews the next runs; a scheduled recurring campaign shows nextRunAt", async () => {
    const { token, campaign } = await draftCampaign(
      sink.port,
      { active: 1 },
      {
        subject: "Hi",
        name: "Daily digest",
        schedule: "RECURRING",
        recurringSchedule: "DAILY",
        scheduledFor: "2027-03-27T08:00:00.000Z",
        timezone: "Europe/Paris",
      },
    );
    const preview = await campaigns.nextRuns(token, campaign.id, "?count=3");
    expect(preview).toEqual({
      status: 200,
      body: {
        timezone: "Europe/Paris",
        runs: ["2027-03-27T08:00:00.000Z", "2027-03-28T07:00:00.000Z", "2027-03-29T07:00:00.000Z"],
      },
    });
    expect((await campaigns.nextRuns(token, campaign.id, "?count=0")).status).toBe(400);
    const scheduled = await campaigns.schedule(token, campaign.id, {});
    expect(scheduled).toMatchObject({
      status: 202,
      body: { status: "SCHEDULED", nextRunAt: "2027-03-27T08:00:00.000Z" },
    });
  });
});

describe("scheduled runs", () => {
  it("runs at its moment only while still scheduled for it; a moved schedule makes the old job a no-op", async () => {
    const { team, token } = await createTestTeam();
    const audience = await listWithContacts(team.id, { active: 3 });
    const template = await templateFor(team.id, { subject: "Hi", html: CAMPAIGN_HTML });
    const smtp = await smtpConfigFor(team.id, { port: sink.port });
    const first = new Date(Date.now() + 60_000).toISOString();
    const { body: campaign } = await campaigns.create(token, {
      name: "Later",
      listId: audience.list.id,
      templateId: template.id,
      smtpConfigId: smtp.id,
      scheduledFor: first,
    });
    expect((await campaigns.schedule(token, campaign.id, {})).body.nextRunAt).toBe(first);

    const second = new Date(Date.now() + 120_000).toISOString();
    expect(
      (await campaigns.schedule(token, campaign.id, { scheduledFor: second, timezone: "Europe/Berlin" })).body,
    ).toMatchObject({ status: "SCHEDULED", nextRunAt: second, timezone: "Europe/Berlin" });
    // The job queued for the first moment fires: the campaign moved, so nothing is sent.
    await runJob(campaign.id, first);
    expect((await campaigns.get(token, campaign.id)).body.status).toBe("SCHEDULED");
    for (const address of audience.active) expect(sink.peer.mailsTo(address)).toHaveLength(0);

    // Its own moment comes (the worker runs it at startAfter): the run happens once.
    await runJob(campaign.id, second);
    await runJob(campaign.id, second);
    for (const address of audience.active) expect(sink.peer.mailsTo(address)).toHaveLength(1);
    expect((await campaigns.get(token, campaign.id)).body).toMatchObject({
      status: "SENT",
      processed: 3,
      lastRunAt: second,
    });

    // Both jobs are in the queue, with their moment and a per-moment singleton key.
    const jobs = await db.$queryRawUnsafe<{ start_after: Date; singleton_key: string }[]>(
      `SELECT start_after, singleton_key FROM ${JOB_TABLE} WHERE name = 'send-campaign' AND data->>'campaignId' = $1 ORDER BY start_after`,
      campaign.id,
    );
    expect(jobs.map((job) => [job.start_after.toISOString(), job.singleton_key])).toEqual([
      [first, `${campaign.id}@${first}`],
      [second, `${campaign.id}@${second}`],
    ]);
  });

  it("a paused scheduled campaign does not run at its moment", async () => {
    const { team, token } = await createTestTeam();
    const audience = await listWithContacts(team.id, { active: 2 });
    const template = await templateFor(team.id, { subject: "Hi", html: CAMPAIGN_HTML });
    const smtp = await smtpConfigFor(team.id, { port: sink.port });
    const at = new Date(Date.now() + 60_000).toISOString();
    const { body: campaign } = await campaigns.create(token, {
      name: "Paused",
      listId: audience.list.id,
      templateId: template.id,
      smtpConfigId: smtp.id,
      scheduledFor: at,
    });
    await campaigns.schedule(token, campaign.id, {});
    await campaigns.pause(token, campaign.id);
    await runJob(campaign.id, at);
    for (const address of audience.active) expect(sink.peer.mailsTo(address)).toHaveLength(0);
    expect((await campaigns.get(token, campaign.id)).body.status).toBe("PAUSED");
  });
});
