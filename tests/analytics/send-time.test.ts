import { beforeAll, describe, expect, it } from "vitest";
import { GET as sendTimeRoute } from "@/app/api/v1/analytics/send-time/route";
import { db } from "@/lib/db";
import { INVALID_QUERY } from "./fixtures";
import { apiRequest, callRoute } from "../helpers/http";
import { createTestTeam } from "../helpers/teams";

// GET /analytics/send-time: the team's best local hours from its readers' human opens (the team
// overview's roll-up per local hour); proxy (Apple MPP) and scanner opens never count.

beforeAll(() => db.$queryRaw`SELECT 1`);

const DAY = 86_400_000;

const suggestion = (token: string, query = "") =>
  callRoute(sendTimeRoute, apiRequest(`/analytics/send-time${query}`, { token })).then(async (response) => ({
    status: response.status,
    body: await response.json(),
  }));

/** A Tokyo team (UTC+9, no DST) with opens at the given UTC hours three days ago: [hour, count, automated]. */
async function teamWithOpens(opens: [number, number, boolean][]) {
  const { team, token } = await createTestTeam();
  await db.teamSettings.update({ where: { teamId: team.id }, data: { timezone: "Asia/Tokyo" } });
  const list = await db.mailingList.create({ data: { teamId: team.id, name: "Readers" } });
  const contact = await db.contact.create({
    data: { teamId: team.id, listId: list.id, email: `reader-${team.id}@example.com` },
  });
  const day = new Date(Math.floor((Date.now() - 3 * DAY) / DAY) * DAY);
  const email = await db.email.create({
    data: {
      teamId: team.id,
      from: "news@acme.test",
      to: contact.email,
      subject: "News",
      body: "<p>Hi</p>",
      status: "SENT",
      sentAt: new Date(day.getTime() - DAY),
      contactId: contact.id,
    },
  });
  await db.emailTracking.createMany({
    data: opens.flatMap(([hour, count, isAutomated]) =>
      Array.from({ length: count }, (_, index) => ({
        teamId: team.id,
        emailId: email.id,
        contactId: contact.id,
        event: "open" as const,
        timestamp: new Date(day.getTime() + hour * 3_600_000 + (10 + (index % 40)) * 60_000),
        isAutomated,
        ...(isAutomated ? { metadata: { automatedReason: "apple-mpp" } } : {}),
      })),
    ),
  });
  return { team, token };
}

describe("GET /analytics/send-time", () => {
  it("suggests the local hour with the most human opens; 100 proxy opens at another hour change nothing", async () => {
    // 00:10 UTC is 09:10 in Tokyo, 09:10 UTC 18:10, 18:10 UTC 03:10.
    const { token } = await teamWithOpens([
      [0, 40, false],
      [9, 20, false],
      [18, 100, true],
    ]);
    const answer = await suggestion(token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      timezone: "Asia/Tokyo",
      basis: "history",
      suggestedTime: "09:00",
      bestHours: [
        { hour: 9, opens: 40, share: 0.6667 },
        { hour: 18, opens: 20, share: 0.3333 },
      ],
      humanOpens: 60,
      minimumOpens: 50,
    });
    expect(answer.body.hours).toHaveLength(24);
    expect(answer.body.hours[3]).toEqual({ hour: 3, opens: 0 });
  });

  it("with too few human opens answers a common morning default, the hours it has nonetheless", async () => {
    const { token } = await teamWithOpens([
      [9, 10, false],
      [0, 300, true],
    ]);
    expect((await suggestion(token)).body).toMatchObject({
      basis: "default",
      suggestedTime: "10:00",
      humanOpens: 10,
      bestHours: [{ hour: 18, opens: 10, share: 1 }],
    });
    const { token: empty } = await createTestTeam();
    expect((await suggestion(empty)).body).toMatchObject({
      timezone: "UTC",
      basis: "default",
      suggestedTime: "10:00",
      humanOpens: 0,
      bestHours: [],
    });
  });

  it("refuses a months value out of range with 400", async () => {
    const { token } = await createTestTeam();
    expect(await suggestion(token, "?months=0")).toEqual({
      status: 400,
      body: INVALID_QUERY({ months: "must be at least 1" }),
    });
    expect(await suggestion(token, "?months=37")).toEqual({
      status: 400,
      body: INVALID_QUERY({ months: "must be at most 36" }),
    });
  });
});
