import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as localTimeRoute } from "@/app/api/v1/campaigns/[id]/local-time/route";
import { stopWorker } from "@/jobs/drivers/pg-boss";
import { sendCampaignJob } from "@/jobs/send-campaign";
import { db } from "@/lib/db";
import { closeTransports } from "@/lib/mail/transport-pool";
import { sendCampaign } from "@/lib/services/campaigns/send-campaign";
import { errorEnvelope, unprocessable } from "../auth/auth-client";
import { startScriptedPeer } from "../emails/scripted-smtp-peer";
import { apiRequest, callRoute } from "../helpers/http";
import { createTestTeam } from "../helpers/teams";
import { uniqueEmail } from "../helpers/unique";
import { campaigns } from "./campaign-client";
import { CAMPAIGN_HTML, smtpConfigFor, startJobs, templateFor } from "./fixtures";

// Local-time delivery (docs/contract.md section 16): sendAt "recipient-local" with localTime (and localDate)
// reaches each contact at that time in their zone (the team's when they have none), one group per
// instant, DST included; one run throughout, so the unique email key keeps exactly-once; SENT after
// the last group. The worker's clock is faked (Date only) for each group's job, as the recurring
// runs' tests do.

let peer: Awaited<ReturnType<typeof startScriptedPeer>>;
const logger = { info() {}, warn() {}, error() {} };
const arrivals = (address: string) => peer.arrivalsTo(address).length;

/** The send-campaign job as the worker runs it, with the clock at `at`. */
async function runJobAt(at: string, campaignId: string, runAt?: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(at));
  try {
    await sendCampaignJob.handler({ campaignId, runAt }, { jobId: "test", attempt: 0, logger });
  } finally {
    vi.useRealTimers();
  }
}

const localTime = (token: string, id: string) =>
  callRoute(localTimeRoute, apiRequest(`/campaigns/${id}/local-time`, { token }), { id }).then(async (response) => ({
    status: response.status,
    body: await response.json(),
  }));

beforeAll(async () => {
  peer = await startScriptedPeer();
  await startJobs();
});
afterEach(() => vi.useRealTimers());
afterAll(async () => {
  closeTransports();
  await stopWorker();
  await peer.close();
});

/** A team on `teamZone` with one ACTIVE contact per entry (null: no zone of its own). */
async function setUp(teamZone: string, zones: Record<string, string | null>) {
  const { team, token } = await createTestTeam();
  await db.teamSettings.upsert({
    where: { teamId: team.id },
    create: { teamId: team.id, timezone: teamZone },
    update: { timezone: teamZone },
  });
  const list = await db.mailingList.create({ data: { teamId: team.id, name: "Readers" } });
  const people: Record<string, { id: string; email: string }> = {};
  for (const [name, timezone] of Object.entries(zones)) {
    people[name] = await db.contact.create({
      data: { teamId: team.id, listId: list.id, email: uniqueEmail(name), timezone, status: "ACTIVE" },
    });
  }
  const template = await templateFor(team.id, { subject: "Morning digest", html: CAMPAIGN_HTML });
  const smtp = await smtpConfigFor(team.id, { port: peer.port, maxSendRate: 1000 });
  const base = { name: "Morning digest", listId: list.id, templateId: template.id, smtpConfigId: smtp.id };
  return { team, token, list, people, base };
}

const received = (people: Record<string, { email: string }>) =>
  Object.fromEntries(Object.entries(people).map(([name, person]) => [name, arrivals(person.email)]));

describe("sendAt recipient-local", () => {
  it("delivers at 09:00 in each contact's zone across the European DST change, grouped by instant; contacts without a zone use the team's; exactly once when a group runs again; SENT after the last group", async () => {
    // 28 March 2027: Europe moves to summer time at 01:00 UTC. Berlin and Paris read 09:00 at 07:00
    // UTC (the day before: 08:00), Lagos (no DST) and London (now BST) at 08:00, New York (EDT
    // since 14 March) at 13:00, like the contact without a zone on a New York team.
    const { token, people, base } = await setUp("America/New_York", {
      berlin: "Europe/Berlin",
      paris: "Europe/Paris",
      lagos: "Africa/Lagos",
      london: "Europe/London",
      newYork: "America/New_York",
      noZone: null,
    });
    const created = await campaigns.create(token, {
      ...base,
      sendAt: "recipient-local",
      localTime: "09:00",
      localDate: "2027-03-28",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ sendAt: "recipient-local", localTime: "09:00", localDate: "2027-03-28" });
    const id = created.body.id;

    const planned = await localTime(token, id);
    expect(planned.status).toBe(200);
    expect(planned.body).toEqual({
      sendAt: "recipient-local",
      localTime: "09:00",
      localDate: "2027-03-28",
      teamTimezone: "America/New_York",
      nextGroupAt: "2027-03-28T07:00:00.000Z",
      groups: [
        {
          sendAt: "2027-03-28T07:00:00.000Z",
          utcOffset: "+02:00",
          timezones: ["Europe/Berlin", "Europe/Paris"],
          contacts: 2,
          processed: 0,
          status: "WAITING",
        },
        {
          sendAt: "2027-03-28T08:00:00.000Z",
          utcOffset: "+01:00",
          timezones: ["Africa/Lagos", "Europe/London"],
          contacts: 2,
          processed: 0,
          status: "WAITING",
        },
        {
          sendAt: "2027-03-28T13:00:00.000Z",
          utcOffset: "-04:00",
          timezones: ["America/New_York"],
          contacts: 2,
          processed: 0,
          status: "WAITING",
        },
      ],
    });

    // Scheduled: the run starts with the first group.
    expect((await campaigns.schedule(token, id, {})).body).toMatchObject({
      status: "SCHEDULED",
      scheduledFor: "2027-03-28T07:00:00.000Z",
      nextRunAt: "2027-03-28T07:00:00.000Z",
    });

    await runJobAt("2027-03-28T07:00:02Z", id, "2027-03-28T07:00:00.000Z");
    expect(received(people)).toEqual({ berlin: 1, paris: 1, lagos: 0, london: 0, newYork: 0, noZone: 0 });
    expect((await campaigns.get(token, id)).body).toMatchObject({
      status: "SENDING",
      runCount: 1,
      counts: { total: 6, sent: 2, processed: 2 },
    });

    // The first group's job delivered again, and a job a little later: nobody twice, nobody early.
    await runJobAt("2027-03-28T07:00:05Z", id, "2027-03-28T07:00:00.000Z");
    await runJobAt("2027-03-28T07:30:00Z", id);
    expect(received(people)).toEqual({ berlin: 1, paris: 1, lagos: 0, london: 0, newYork: 0, noZone: 0 });

    await runJobAt("2027-03-28T08:00:03Z", id);
    await runJobAt("2027-03-28T08:00:09Z", id);
    expect(received(people)).toEqual({ berlin: 1, paris: 1, lagos: 1, london: 1, newYork: 0, noZone: 0 });
    const midway = (await localTime(token, id)).body;
    expect(midway.nextGroupAt).toBe("2027-03-28T13:00:00.000Z");
    expect(
      midway.groups.map((group: { status: string; processed: number }) => [group.status, group.processed]),
    ).toEqual([
      ["DONE", 2],
      ["DONE", 2],
      ["WAITING", 0],
    ]);
    expect((await campaigns.get(token, id)).body.status).toBe("SENDING");

    await runJobAt("2027-03-28T13:00:01Z", id);
    expect(received(people)).toEqual({ berlin: 1, paris: 1, lagos: 1, london: 1, newYork: 1, noZone: 1 });
    expect((await campaigns.get(token, id)).body).toMatchObject({
      status: "SENT",
      counts: { total: 6, sent: 6, processed: 6 },
    });
    await runJobAt("2027-03-28T13:05:00Z", id);
    expect(received(people)).toEqual({ berlin: 1, paris: 1, lagos: 1, london: 1, newYork: 1, noZone: 1 });

    // Each message left when its reader's clock said 09:00.
    const sent = await db.email.findMany({ where: { campaignId: id }, select: { contactId: true, sentAt: true } });
    const sentAt = Object.fromEntries(
      Object.entries(people).map(([name, person]) => [
        name,
        sent
          .find((email) => email.contactId === person.id)!
          .sentAt!.toISOString()
          .slice(11, 16),
      ]),
    );
    expect(sentAt).toEqual({
      berlin: "07:00",
      paris: "07:00",
      lagos: "08:00",
      london: "08:00",
      newYork: "13:00",
      noZone: "13:00",
    });
    expect(await db.email.count({ where: { campaignId: id } })).toBe(6);
  });

  it("the day before the change the same zones group differently (Berlin with Lagos at 08:00, London alone at 09:00)", async () => {
    const { token, base } = await setUp("UTC", {
      berlin: "Europe/Berlin",
      lagos: "Africa/Lagos",
      london: "Europe/London",
    });
    const { body } = await campaigns.create(token, {
      ...base,
      sendAt: "recipient-local",
      localTime: "09:00",
      localDate: "2027-03-27",
    });
    const groups = (await localTime(token, body.id)).body.groups.map(
      (group: { sendAt: string; timezones: string[] }) => [group.sendAt, group.timezones],
    );
    expect(groups).toEqual([
      ["2027-03-27T08:00:00.000Z", ["Africa/Lagos", "Europe/Berlin"]],
      ["2027-03-27T09:00:00.000Z", ["Europe/London"]],
    ]);
  });

  it("sent now after some readers' 09:00 has passed: those get it at 09:00 the next day, the others today; a zone changed mid-run counts", async () => {
    const { team, token, people, base } = await setUp("UTC", {
      london: "Europe/London",
      tokyo: "Asia/Tokyo",
      newYork: "America/New_York",
      moving: "America/New_York",
    });
    const { body } = await campaigns.create(token, {
      ...base,
      sendAt: "recipient-local",
      localTime: "09:00",
      localDate: "2027-01-11",
    });
    // Started on 11 January at 10:00 UTC: London's (09:00 UTC) and Tokyo's (00:00 UTC) 09:00 have passed.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-01-11T10:00:00Z"));
    await sendCampaign({ teamId: team.id, id: body.id });
    vi.useRealTimers();
    const groups = (await localTime(token, body.id)).body.groups.map(
      (group: { sendAt: string; timezones: string[] }) => [group.sendAt, group.timezones],
    );
    expect(groups).toEqual([
      ["2027-01-11T14:00:00.000Z", ["America/New_York"]],
      ["2027-01-12T00:00:00.000Z", ["Asia/Tokyo"]],
      ["2027-01-12T09:00:00.000Z", ["Europe/London"]],
    ]);

    await runJobAt("2027-01-11T10:00:01Z", body.id);
    expect(received(people)).toEqual({ london: 0, tokyo: 0, newYork: 0, moving: 0 });
    await db.contact.update({ where: { id: people.moving.id }, data: { timezone: "Asia/Tokyo" } });
    await runJobAt("2027-01-11T14:00:01Z", body.id);
    expect(received(people)).toEqual({ london: 0, tokyo: 0, newYork: 1, moving: 0 });
    await runJobAt("2027-01-12T00:00:01Z", body.id);
    expect(received(people)).toEqual({ london: 0, tokyo: 1, newYork: 1, moving: 1 });
    expect((await campaigns.get(token, body.id)).body.status).toBe("SENDING");
    await runJobAt("2027-01-12T09:00:01Z", body.id);
    expect(received(people)).toEqual({ london: 1, tokyo: 1, newYork: 1, moving: 1 });
    expect((await campaigns.get(token, body.id)).body).toMatchObject({ status: "SENT", counts: { total: 4, sent: 4 } });
  });

  it("refuses what a local-time campaign cannot be, with the field at fault", async () => {
    const { token, base } = await setUp("UTC", { one: null });
    const invalid = (details: Record<string, string>) => ({
      status: 400,
      body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", details),
    });
    expect(await campaigns.create(token, { ...base, sendAt: "recipient-local" })).toEqual(
      invalid({ localTime: "is required when sendAt is recipient-local" }),
    );
    expect(await campaigns.create(token, { ...base, sendAt: "local", localTime: "09:00" })).toEqual(
      invalid({ sendAt: 'must be "recipient-local" or null' }),
    );
    expect(await campaigns.create(token, { ...base, sendAt: "recipient-local", localTime: "9am" })).toEqual(
      invalid({ localTime: "must be a time of day HH:MM (00:00 to 23:59)" }),
    );
    expect(await campaigns.create(token, { ...base, sendAt: "recipient-local", localTime: "24:00" })).toEqual(
      invalid({ localTime: "must be a time of day HH:MM (00:00 to 23:59)" }),
    );
    expect(
      await campaigns.create(token, {
        ...base,
        sendAt: "recipient-local",
        localTime: "09:00",
        localDate: "2027-02-30",
      }),
    ).toEqual(invalid({ localDate: "must be a date YYYY-MM-DD" }));
    expect(
      await campaigns.create(token, {
        ...base,
        sendAt: "recipient-local",
        localTime: "09:00",
        schedule: "RECURRING",
        recurringSchedule: "DAILY",
      }),
    ).toEqual(invalid({ sendAt: "works with ONE_TIME campaigns only" }));
    expect(
      await campaigns.create(token, {
        ...base,
        sendAt: "recipient-local",
        localTime: "09:00",
        abTest: { variants: [{ subject: "A" }, { subject: "B" }], testPercent: 20, metric: "open", waitHours: 4 },
      }),
    ).toEqual(invalid({ sendAt: "cannot be combined with an A/B test" }));
    expect(
      await campaigns.create(token, {
        ...base,
        sendAt: "recipient-local",
        localTime: "09:00",
        localDate: "2020-01-01",
      }),
    ).toEqual({
      status: 422,
      body: unprocessable("localDate has passed in every time zone: pick a later date", {
        localDate: "has passed in every time zone",
      }),
    });

    const created = (
      await campaigns.create(token, { ...base, sendAt: "recipient-local", localTime: "09:00", localDate: "2027-06-01" })
    ).body;
    expect(await campaigns.schedule(token, created.id, { scheduledFor: "2027-06-01T09:00:00Z" })).toEqual(
      invalid({ scheduledFor: "is set by localDate and localTime when sendAt is recipient-local" }),
    );
    // Moving a scheduled campaign's local time moves its first group.
    expect((await campaigns.schedule(token, created.id, {})).body).toMatchObject({
      status: "SCHEDULED",
      scheduledFor: "2027-06-01T09:00:00.000Z",
    });
    expect((await campaigns.update(token, created.id, { localTime: "18:30" })).body).toMatchObject({
      status: "SCHEDULED",
      localTime: "18:30",
      scheduledFor: "2027-06-01T18:30:00.000Z",
    });
  });
});
