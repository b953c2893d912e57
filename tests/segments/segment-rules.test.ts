import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { errorEnvelope } from "../auth/auth-client";
import { createTestTeam } from "../helpers/teams";
import { daysAgo, matching, seedContact, seedEvents, segments } from "./segment-client";

// Each rule type of the segment language, through POST /segments/preview against PostgreSQL, and
// the exact 400 bodies of bad rules (the rule's path in `details`).

beforeAll(() => db.$queryRaw`SELECT 1`);

const invalid = (details: Record<string, string>) =>
  errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", details);

async function audience() {
  const { team, token } = await createTestTeam();
  const list = await db.mailingList.create({ data: { teamId: team.id, name: "Everyone" } });
  const other = await db.mailingList.create({ data: { teamId: team.id, name: "Other" } });
  const campaign = await db.campaign.create({ data: { teamId: team.id, name: "Spring sale", status: "SENT" } });
  const later = await db.campaign.create({ data: { teamId: team.id, name: "Summer sale", status: "SENT" } });
  const add = (seed: Parameters<typeof seedContact>[2], listId = list.id) => seedContact(team.id, listId, seed);
  const ada = await add({
    email: "ada@example.com",
    firstName: "Ada",
    company: "Analytical Engines",
    city: "London",
    tags: ["vip", "beta"],
    metadata: { plan: "pro", seats: 12, trial: false },
    createdAt: daysAgo(400),
    confirmedAt: daysAgo(399),
  });
  const bob = await add({
    email: "bob@example.org",
    firstName: "Bob",
    company: "100% Cotton_Co",
    tags: ["vip"],
    metadata: { plan: "free", seats: "12" },
    createdAt: daysAgo(40),
  });
  const _cy = await add({
    email: "cy@example.com",
    firstName: null,
    city: "Paris",
    status: "UNSUBSCRIBED",
    metadata: { plan: "Pro", seats: 3, trial: true },
    createdAt: daysAgo(5),
  });
  const dee = await add({ email: "dee@sample.net", firstName: "Dee", city: "", createdAt: daysAgo(1) });
  const eve = await add(
    { email: "eve@example.com", firstName: "Eve", tags: ["beta"], createdAt: daysAgo(2) },
    other.id,
  );
  // Engagement: Ada opened the spring campaign 3 days ago; Bob only through a privacy proxy;
  // Dee clicked (a click counts as an open) 10 days ago; Eve opened the summer one 60 days ago.
  await seedEvents(ada, campaign.id, [{ event: "open", at: daysAgo(3) }]);
  await seedEvents(bob, campaign.id, [
    { event: "open", at: daysAgo(2), automated: true },
    { event: "click", at: daysAgo(2), automated: true },
  ]);
  await seedEvents(dee, later.id, [{ event: "click", at: daysAgo(10) }]);
  await seedEvents(eve, later.id, [{ event: "open", at: daysAgo(60) }]);
  return { team, token, list, other, campaign, later };
}

let ctx: Awaited<ReturnType<typeof audience>>;
beforeAll(async () => {
  ctx = await audience();
});

const one = (field: string, op: string, value?: unknown) => ({
  rules: [value === undefined ? { field, op } : { field, op, value }],
});

describe("segment rules", () => {
  it("text fields: case-insensitive equals, contains (with % and _ taken literally), starts/ends, set and not set", async () => {
    const { token } = ctx;
    expect(await matching(token, one("firstName", "equals", "ADA"))).toEqual(["ada@example.com"]);
    expect(await matching(token, one("firstName", "notEquals", "ada"))).toEqual([
      "bob@example.org",
      "cy@example.com",
      "dee@sample.net",
      "eve@example.com",
    ]);
    expect(await matching(token, one("company", "contains", "100%"))).toEqual(["bob@example.org"]);
    expect(await matching(token, one("company", "contains", "n_C"))).toEqual(["bob@example.org"]);
    expect(await matching(token, one("company", "contains", "%"))).toEqual(["bob@example.org"]);
    expect(await matching(token, one("email", "endsWith", "@example.com"))).toEqual([
      "ada@example.com",
      "cy@example.com",
      "eve@example.com",
    ]);
    expect(await matching(token, one("email", "startsWith", "d"))).toEqual(["dee@sample.net"]);
    expect(await matching(token, one("company", "notContains", "engines"))).toEqual([
      "bob@example.org",
      "cy@example.com",
      "dee@sample.net",
      "eve@example.com",
    ]);
    // An empty string counts as not set.
    expect(await matching(token, one("city", "isSet"))).toEqual(["ada@example.com", "cy@example.com"]);
    expect(await matching(token, one("city", "isNotSet"))).toEqual([
      "bob@example.org",
      "dee@sample.net",
      "eve@example.com",
    ]);
  });

  it("metadata.<key>: text, JSON number and boolean equality, numeric comparisons on numbers only", async () => {
    const { token } = ctx;
    expect(await matching(token, one("metadata.plan", "equals", "pro"))).toEqual(["ada@example.com", "cy@example.com"]);
    expect(await matching(token, one("metadata.plan", "notEquals", "pro"))).toEqual([
      "bob@example.org",
      "dee@sample.net",
      "eve@example.com",
    ]);
    expect(await matching(token, one("metadata.seats", "equals", 12))).toEqual(["ada@example.com"]);
    // "12" is a string: not a number 12, and not greater than 10.
    expect(await matching(token, one("metadata.seats", "gt", 10))).toEqual(["ada@example.com"]);
    expect(await matching(token, one("metadata.seats", "lte", 3))).toEqual(["cy@example.com"]);
    expect(await matching(token, one("metadata.trial", "equals", true))).toEqual(["cy@example.com"]);
    expect(await matching(token, one("metadata.trial", "notEquals", true))).toEqual([
      "ada@example.com",
      "bob@example.org",
      "dee@sample.net",
      "eve@example.com",
    ]);
    expect(await matching(token, one("metadata.trial", "isSet"))).toEqual(["ada@example.com", "cy@example.com"]);
    expect(await matching(token, one("metadata.plan", "startsWith", "fr"))).toEqual(["bob@example.org"]);
  });

  it("tag, status and dates", async () => {
    const { token } = ctx;
    expect(await matching(token, one("tag", "has", "vip"))).toEqual(["ada@example.com", "bob@example.org"]);
    expect(await matching(token, one("tag", "notHas", "beta"))).toEqual([
      "bob@example.org",
      "cy@example.com",
      "dee@sample.net",
    ]);
    expect(await matching(token, one("status", "equals", "UNSUBSCRIBED"))).toEqual(["cy@example.com"]);
    expect(await matching(token, one("status", "notEquals", "UNSUBSCRIBED"))).toHaveLength(4);
    expect(await matching(token, one("createdAt", "withinDays", 3))).toEqual(["dee@sample.net", "eve@example.com"]);
    expect(await matching(token, one("createdAt", "olderThanDays", 30))).toEqual([
      "ada@example.com",
      "bob@example.org",
    ]);
    expect(await matching(token, one("createdAt", "before", daysAgo(100).toISOString()))).toEqual(["ada@example.com"]);
    expect(await matching(token, one("createdAt", "after", daysAgo(3).toISOString().slice(0, 10)))).toEqual([
      "dee@sample.net",
      "eve@example.com",
    ]);
    expect(await matching(token, one("confirmedAt", "isSet"))).toEqual(["ada@example.com"]);
  });

  it("engagement counts human opens and clicks only, within the days, of one campaign or any", async () => {
    const { token, campaign, later } = ctx;
    expect(await matching(token, one("engagement", "opened", { withinDays: 30 }))).toEqual([
      "ada@example.com",
      "dee@sample.net",
    ]);
    expect(await matching(token, one("engagement", "opened", { withinDays: 90 }))).toEqual([
      "ada@example.com",
      "dee@sample.net",
      "eve@example.com",
    ]);
    expect(await matching(token, one("engagement", "opened", { withinDays: 30, campaignId: campaign.id }))).toEqual([
      "ada@example.com",
    ]);
    expect(await matching(token, one("engagement", "clicked", { withinDays: 30 }))).toEqual(["dee@sample.net"]);
    expect(await matching(token, one("engagement", "clicked", { withinDays: 5, campaignId: later.id }))).toEqual([]);
    // Bob's proxy open and scanner click leave him a non-opener.
    expect(await matching(token, one("engagement", "notOpened", { withinDays: 30 }))).toEqual([
      "bob@example.org",
      "cy@example.com",
      "eve@example.com",
    ]);
    expect(await matching(token, one("engagement", "notClicked", { withinDays: 30 }))).toHaveLength(4);
  });

  it("match any, nested groups and the list scope", async () => {
    const { token, other } = ctx;
    const vipOrParis = {
      match: "any",
      rules: [
        { field: "tag", op: "has", value: "vip" },
        { field: "city", op: "equals", value: "paris" },
      ],
    };
    expect(await matching(token, vipOrParis)).toEqual(["ada@example.com", "bob@example.org", "cy@example.com"]);
    const nested = {
      match: "all",
      rules: [
        { field: "status", op: "equals", value: "ACTIVE" },
        {
          match: "any",
          rules: [
            { field: "engagement", op: "opened", value: { withinDays: 30 } },
            {
              match: "all",
              rules: [
                { field: "tag", op: "has", value: "beta" },
                { field: "createdAt", op: "withinDays", value: 7 },
              ],
            },
          ],
        },
      ],
    };
    expect(await matching(token, nested)).toEqual(["ada@example.com", "dee@sample.net", "eve@example.com"]);
    expect(await matching(token, { ...nested, listId: other.id })).toEqual(["eve@example.com"]);
    // No rules: everyone (in the list when one is named).
    expect(await matching(token, { rules: [] })).toHaveLength(5);
    expect(await matching(token, { listId: other.id, rules: [] })).toEqual(["eve@example.com"]);
  });

  it("does not read input as SQL", async () => {
    const { token } = ctx;
    expect(await matching(token, one("firstName", "equals", "x' OR '1'='1"))).toEqual([]);
    expect(await matching(token, one("metadata.plan", "equals", 'pro\'); DROP TABLE "Contact"; --'))).toEqual([]);
    expect(await db.contact.count({ where: { teamId: ctx.team.id } })).toBe(5);
  });
});

describe("bad rules answer 400 with the rule's path", () => {
  it("unknown field, unknown op, wrong value types, in nested groups too", async () => {
    const { token } = ctx;
    expect(
      await segments.preview(token, {
        rules: [
          { field: "tag", op: "has", value: "vip" },
          { field: "shoeSize", op: "equals", value: "42" },
        ],
      }),
    ).toEqual({
      status: 400,
      body: invalid({
        "rules.1.field":
          'unknown field "shoeSize": use a contact field (email, firstName, lastName, company, phone, address, city, state, zip, country, facebook, instagram, linkedin, twitter, timezone, language), metadata.<key>, tag, status, createdAt, confirmedAt, unsubscribedAt or engagement',
      }),
    });
    expect(await segments.preview(token, one("firstName", "gt", "A"))).toEqual({
      status: 400,
      body: invalid({
        "rules.0.op":
          'unknown op "gt" for firstName: use one of equals, notEquals, contains, notContains, startsWith, endsWith, isSet, isNotSet',
      }),
    });
    expect(
      await segments.preview(token, {
        match: "any",
        rules: [
          { field: "city", op: "isSet" },
          {
            match: "all",
            rules: [
              { field: "createdAt", op: "withinDays", value: "7" },
              { field: "status", op: "equals", value: "GONE" },
            ],
          },
        ],
      }),
    ).toEqual({
      status: 400,
      body: invalid({
        "rules.1.rules.0.value": "must be a whole number of days from 1 to 36500",
        "rules.1.rules.1.value": "must be one of ACTIVE, PENDING, UNSUBSCRIBED, BOUNCED, COMPLAINED",
      }),
    });
    expect(
      await segments.preview(token, {
        rules: [
          one("metadata.seats", "gt", "10").rules[0],
          one("engagement", "opened", { withinDays: 0, since: 3 }).rules[0],
          one("tag", "has", 7).rules[0],
        ],
      }),
    ).toEqual({
      status: 400,
      body: invalid({
        "rules.0.value": "must be a number",
        "rules.1.value.since": "is not a known field (campaignId, withinDays)",
        "rules.1.value.withinDays": "must be a whole number of days from 1 to 36500",
        "rules.2.value": "must be a string",
      }),
    });
    expect(await segments.preview(token, { match: "some", rules: [] })).toEqual({
      status: 400,
      body: invalid({ match: "must be all or any" }),
    });
    expect(
      await segments.preview(token, {
        match: "any",
        rules: [{ field: "createdAt", op: "before", value: "last week" }, "vip", { match: "all", rules: [] }],
      }),
    ).toEqual({
      status: 400,
      body: invalid({
        "rules.0.value": "must be an ISO 8601 date (2026-01-31 or 2026-01-31T09:00:00Z)",
        "rules.1": "must be a rule { field, op, value } or a group { match, rules }",
        "rules.2.rules": "must hold at least one rule",
      }),
    });
    expect(await segments.preview(token, { rules: "vip" })).toEqual({
      status: 400,
      body: invalid({ rules: "must be an array of rules" }),
    });
  });

  it("an engagement campaign of another team is refused at its rule", async () => {
    const stranger = await createTestTeam("Stranger Co");
    const theirs = await db.campaign.create({ data: { teamId: stranger.team.id, name: "Theirs" } });
    expect(
      await segments.preview(ctx.token, {
        rules: [
          { field: "tag", op: "has", value: "vip" },
          { field: "engagement", op: "clicked", value: { campaignId: theirs.id, withinDays: 30 } },
        ],
      }),
    ).toEqual({
      status: 400,
      body: invalid({ "rules.1.value.campaignId": "is not a campaign of this team" }),
    });
  });
});
