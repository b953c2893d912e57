import { describe, expect, it } from "vitest";
import { GET as getQueues } from "@/app/api/v1/deliverability/queues/route";
import { GET as getSettings, PATCH as patchSettings, PUT as putSettings } from "@/app/api/v1/settings/route";
import { db } from "@/lib/db";
import { errorEnvelope } from "../auth/auth-client";
import { validationError } from "../contacts/audience-client";
import { createTestApiKey, createTestTeam } from "../helpers/teams";
import { call } from "../teams/team-client";

// Destination limits in the settings and GET /deliverability/queues (docs/contract.md section 20):
// the field's validation with each bad input's exact answer, and the queues report's shape,
// tenancy and permission. The sending side is destination-throttle.test.ts.

const patch = (token: string, json: unknown) => call(patchSettings, "/settings", { method: "PATCH", json, token });
const queues = (token: string) => call(getQueues, "/deliverability/queues", { token });

describe("settings destinationLimits", () => {
  it("is [] at first, is set by PATCH (domains lower-cased) and PUT, and is read back by GET", async () => {
    const { token } = await createTestTeam();
    expect((await call(getSettings, "/settings", { token })).body.destinationLimits).toEqual([]);
    const set = await patch(token, {
      destinationLimits: [
        { domain: " Gmail.com ", perMinute: 60 },
        { domain: "yahoo.co.uk", perMinute: 1 },
      ],
    });
    expect(set.status).toBe(200);
    const expected = [
      { domain: "gmail.com", perMinute: 60 },
      { domain: "yahoo.co.uk", perMinute: 1 },
    ];
    expect(set.body.destinationLimits).toEqual(expected);
    expect((await call(getSettings, "/settings", { token })).body.destinationLimits).toEqual(expected);
    // Another field's PATCH leaves the limits as they are; PUT with [] clears them.
    expect((await patch(token, { trackOpens: false })).body.destinationLimits).toEqual(expected);
    const cleared = await call(putSettings, "/settings", { method: "PUT", json: { destinationLimits: [] }, token });
    expect(cleared.status).toBe(200);
    expect(cleared.body.destinationLimits).toEqual([]);
  });

  it.each([
    [
      "a limit of 0",
      [{ domain: "gmail.com", perMinute: 0 }],
      "destinationLimits.0.perMinute",
      "must be a whole number from 1 to 100000",
    ],
    [
      "a negative limit",
      [{ domain: "gmail.com", perMinute: -5 }],
      "destinationLimits.0.perMinute",
      "must be a whole number from 1 to 100000",
    ],
    [
      "a fraction",
      [{ domain: "gmail.com", perMinute: 2.5 }],
      "destinationLimits.0.perMinute",
      "must be a whole number from 1 to 100000",
    ],
    [
      "a limit over 100000",
      [{ domain: "gmail.com", perMinute: 100_001 }],
      "destinationLimits.0.perMinute",
      "must be a whole number from 1 to 100000",
    ],
    [
      "a string limit",
      [{ domain: "gmail.com", perMinute: "60" }],
      "destinationLimits.0.perMinute",
      "must be a whole number from 1 to 100000",
    ],
    [
      "a missing limit",
      [{ domain: "gmail.com" }],
      "destinationLimits.0.perMinute",
      "must be a whole number from 1 to 100000",
    ],
    [
      "a bad domain",
      [{ domain: "not a domain", perMinute: 10 }],
      "destinationLimits.0.domain",
      "must be a domain name such as gmail.com",
    ],
    [
      "a domain without a dot",
      [{ domain: "localhost", perMinute: 10 }],
      "destinationLimits.0.domain",
      "must be a domain name such as gmail.com",
    ],
    [
      "an address for a domain",
      [{ domain: "ann@gmail.com", perMinute: 10 }],
      "destinationLimits.0.domain",
      "must be a domain name such as gmail.com",
    ],
    [
      "a domain listed twice",
      [
        { domain: "gmail.com", perMinute: 10 },
        { domain: "GMAIL.com", perMinute: 20 },
      ],
      "destinationLimits.1.domain",
      "is listed twice",
    ],
    [
      "not a list",
      { domain: "gmail.com", perMinute: 10 },
      "destinationLimits",
      "must be a list of { domain, perMinute }",
    ],
  ])("%s -> 400 naming the field, nothing changes", async (_case, destinationLimits, field, message) => {
    const { team, token } = await createTestTeam();
    await patch(token, { destinationLimits: [{ domain: "kept.example", perMinute: 5 }] });
    const { status, body } = await patch(token, { destinationLimits });
    expect(status).toBe(400);
    expect(body).toEqual(validationError({ [field]: message }));
    const stored = await db.teamSettings.findFirstOrThrow({ where: { teamId: team.id } });
    expect(stored.destinationLimits).toEqual([{ domain: "kept.example", perMinute: 5 }]);
  });

  it("more than 100 domains -> 400", async () => {
    const { token } = await createTestTeam();
    const many = Array.from({ length: 101 }, (_, index) => ({ domain: `d${index}.example`, perMinute: 1 }));
    const { status, body } = await patch(token, { destinationLimits: many });
    expect(status).toBe(400);
    expect(body).toEqual(validationError({ destinationLimits: "must have at most 100 domains" }));
  });
});

describe("GET /deliverability/queues", () => {
  it("is empty for a team with nothing waiting", async () => {
    const { token } = await createTestTeam();
    expect(await queues(token)).toEqual({ status: 200, body: { data: [] } });
  });

  it("lists the team's waiting and deferred domains, deferred first, and never another team's", async () => {
    const { team, token } = await createTestTeam();
    const other = await createTestTeam("Other Team");
    const until = new Date(Date.now() + 10 * 60_000);
    await db.destinationState.createMany({
      data: [
        {
          teamId: team.id,
          domain: "slow.example",
          deferredUntil: until,
          deferrals: 2,
          lastResponse: "451 4.7.1 Try later",
        },
        // A deferral that is over with nothing waiting does not show.
        {
          teamId: team.id,
          domain: "over.example",
          deferredUntil: new Date(Date.now() - 1000),
          lastResponse: "421 busy",
        },
        { teamId: other.team.id, domain: "theirs.example", deferredUntil: until, lastResponse: "451 no" },
      ],
    });
    const row = { from: "a@acme.test", subject: "Hi", body: "<p>Hi</p>", status: "SCHEDULED" as const, sendAt: until };
    await db.email.createMany({
      data: [
        ...["a", "b", "c"].map((name) => ({
          ...row,
          teamId: team.id,
          to: `${name}@busy.example`,
          waitingFor: "busy.example",
        })),
        { ...row, teamId: team.id, to: "d@slow.example", waitingFor: "slow.example" },
        { ...row, teamId: team.id, to: "e@other.example" }, // scheduled by its sender: not waiting for a domain
        { ...row, teamId: other.team.id, to: "f@theirs.example", waitingFor: "theirs.example" },
      ],
    });
    const { status, body } = await queues(token);
    expect(status).toBe(200);
    expect(body).toEqual({
      data: [
        { domain: "slow.example", waiting: 1, deferredUntil: until.toISOString(), lastResponse: "451 4.7.1 Try later" },
        { domain: "busy.example", waiting: 3 },
      ],
    });
  });

  it("needs analytics:read: an API key without it -> 403", async () => {
    const { team } = await createTestTeam();
    const without = await createTestApiKey(team.id, ["lists:read"]);
    const { status, body } = await queues(without);
    expect(status).toBe(403);
    expect(body).toEqual(
      errorEnvelope("forbidden", "INSUFFICIENT_PERMISSIONS", "Insufficient permissions for this resource"),
    );
    const withIt = await createTestApiKey(team.id, ["analytics:read"]);
    expect((await queues(withIt)).status).toBe(200);
  });
});
