import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { errorEnvelope } from "../auth/auth-client";
import { addMember, createTestApiKey, createTestTeam } from "../helpers/teams";
import { daysAgo, seedContact, segments } from "./segment-client";

// /segments CRUD, GET /segments/{id}/contacts and /count, tenancy and the plan's `segmentation`.

beforeAll(() => db.$queryRaw`SELECT 1`);

const SEGMENT_FIELDS = [
  "createdAt",
  "description",
  "id",
  "isDeleted",
  "listId",
  "match",
  "name",
  "rules",
  "teamId",
  "updatedAt",
];
const NOT_FOUND = errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Segment not found");
const VIP = { field: "tag", op: "has", value: "vip" };

async function teamWithList() {
  const { team, token } = await createTestTeam();
  const list = await db.mailingList.create({ data: { teamId: team.id, name: "Newsletter" } });
  return { team, token, list };
}

describe("segments CRUD", () => {
  it("creates with the exact shape, normalised rules, and reads, lists, updates and deletes it", async () => {
    const { team, token, list } = await teamWithList();
    const created = await segments.create(token, {
      name: "  Engaged VIPs ",
      description: "Opened lately and tagged vip",
      listId: list.id,
      match: "any",
      rules: [
        { field: "tag", op: "has", value: " vip " },
        {
          match: "all",
          rules: [
            { field: "engagement", op: "opened", value: { withinDays: 30 } },
            { field: "city", op: "isSet", value: null },
          ],
        },
      ],
    });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual(SEGMENT_FIELDS);
    expect(created.body).toEqual({
      id: expect.any(String),
      teamId: team.id,
      name: "Engaged VIPs",
      description: "Opened lately and tagged vip",
      listId: list.id,
      match: "any",
      rules: [
        VIP,
        {
          match: "all",
          rules: [
            { field: "engagement", op: "opened", value: { withinDays: 30 } },
            { field: "city", op: "isSet" },
          ],
        },
      ],
      isDeleted: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const id = created.body.id;
    expect(await segments.get(token, id)).toEqual({ status: 200, body: created.body });

    const minimal = await segments.create(token, { name: "Everyone", rules: [] });
    expect(minimal.body).toMatchObject({ match: "all", rules: [], listId: null, description: null });
    const listed = await segments.list(token);
    expect(listed.body.pagination).toEqual({ page: 1, limit: 50, total: 2 });
    expect(listed.body.data.map(({ name }: { name: string }) => name)).toEqual(["Everyone", "Engaged VIPs"]);
    expect((await segments.list(token, "?q=lately")).body.data.map(({ id: found }: { id: string }) => found)).toEqual([
      id,
    ]);

    // match alone keeps the rules; rules alone keep the match.
    const matchOnly = await segments.patch(token, id, { match: "all" });
    expect(matchOnly.body).toMatchObject({ match: "all", rules: created.body.rules, name: "Engaged VIPs" });
    const rulesOnly = await segments.put(token, id, { rules: [VIP], listId: null });
    expect(rulesOnly.body).toMatchObject({ match: "all", rules: [VIP], listId: null });
    expect(await segments.patch(token, id, {})).toEqual({
      status: 400,
      body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", {
        body: "give at least one of name, description, listId, match, rules",
      }),
    });
    expect(await segments.patch(token, id, { rules: [{ field: "tag", op: "is", value: "vip" }] })).toEqual({
      status: 400,
      body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", {
        "rules.0.op": 'unknown op "is" for tag: use one of has, notHas',
      }),
    });

    const removed = await segments.remove(token, id);
    expect(removed).toMatchObject({ status: 200, body: { id, isDeleted: true } });
    expect(await segments.get(token, id)).toEqual({ status: 404, body: NOT_FOUND });
    expect(await segments.count(token, id)).toEqual({ status: 404, body: NOT_FOUND });
    expect((await segments.list(token)).body.pagination.total).toBe(1);
  });

  it("answers 400 for a missing name and 404 for an unknown list", async () => {
    const { token } = await teamWithList();
    expect(await segments.create(token, { rules: [] })).toEqual({
      status: 400,
      body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid body", { name: "is required" }),
    });
    expect(await segments.create(token, { name: "Nowhere", listId: "no-such-list", rules: [] })).toEqual({
      status: 404,
      body: errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "List not found"),
    });
  });
});

describe("a segment's contacts and count", () => {
  it("pages the matching contacts newest first and counts them", async () => {
    const { team, token, list } = await teamWithList();
    for (let index = 0; index < 7; index += 1) {
      await seedContact(team.id, list.id, {
        email: `vip${index}@example.com`,
        tags: ["vip"],
        createdAt: daysAgo(10 - index),
      });
    }
    await seedContact(team.id, list.id, { email: "plain@example.com" });
    const gone = await seedContact(team.id, list.id, { email: "gone@example.com", tags: ["vip"] });
    await db.contact.update({ where: { id: gone.id }, data: { isDeleted: true } });
    const segment = (await segments.create(token, { name: "VIPs", rules: [VIP] })).body;

    expect(await segments.count(token, segment.id)).toEqual({ status: 200, body: { count: 7 } });
    const first = await segments.contacts(token, segment.id, "?limit=3");
    expect(first.status).toBe(200);
    expect(first.body.pagination).toEqual({ page: 1, limit: 3, total: 7 });
    expect(first.body.data.map(({ email }: { email: string }) => email)).toEqual([
      "vip6@example.com",
      "vip5@example.com",
      "vip4@example.com",
    ]);
    expect(first.body.data[0]).toMatchObject({
      listId: list.id,
      status: "ACTIVE",
      tags: [expect.objectContaining({ name: "vip" })],
    });
    const last = await segments.contacts(token, segment.id, "?limit=3&page=3");
    expect(last.body.data.map(({ email }: { email: string }) => email)).toEqual(["vip0@example.com"]);
    expect((await segments.contacts(token, segment.id, "?limit=3&page=9")).body).toEqual({
      data: [],
      pagination: { page: 9, limit: 3, total: 7 },
    });
    expect(await segments.contacts(token, segment.id, "?limit=500")).toEqual({
      status: 400,
      body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid query", { limit: expect.any(String) }),
    });

    const preview = await segments.preview(token, { rules: [VIP], match: "all" }, "?limit=2");
    expect(preview.status).toBe(200);
    expect(preview.body.count).toBe(7);
    expect(preview.body.contacts.map(({ email }: { email: string }) => email)).toEqual([
      "vip6@example.com",
      "vip5@example.com",
    ]);
  });
});

describe("tenancy, permissions and plan", () => {
  it("another team's segment is 404 everywhere, and its contacts never count", async () => {
    const mine = await teamWithList();
    const theirs = await teamWithList();
    await seedContact(mine.team.id, mine.list.id, { email: "me@example.com", tags: ["vip"] });
    await seedContact(theirs.team.id, theirs.list.id, { email: "them@example.com", tags: ["vip"] });
    const segment = (await segments.create(theirs.token, { name: "Their VIPs", rules: [VIP] })).body;
    expect(await segments.get(mine.token, segment.id)).toEqual({ status: 404, body: NOT_FOUND });
    expect(await segments.count(mine.token, segment.id)).toEqual({ status: 404, body: NOT_FOUND });
    expect(await segments.contacts(mine.token, segment.id)).toEqual({ status: 404, body: NOT_FOUND });
    expect(await segments.patch(mine.token, segment.id, { name: "Mine now" })).toEqual({
      status: 404,
      body: NOT_FOUND,
    });
    expect(await segments.remove(mine.token, segment.id)).toEqual({ status: 404, body: NOT_FOUND });
    expect((await segments.list(mine.token)).body.pagination.total).toBe(0);
    // Their list in my segment is an unknown list.
    expect((await segments.create(mine.token, { name: "Sneaky", listId: theirs.list.id, rules: [] })).status).toBe(404);
    // The same rules count each team's own contacts.
    expect((await segments.count(theirs.token, segment.id)).body).toEqual({ count: 1 });
    expect((await segments.preview(mine.token, { rules: [VIP] })).body).toMatchObject({
      count: 1,
      contacts: [expect.objectContaining({ email: "me@example.com" })],
    });
    expect((await segments.get(theirs.token, segment.id)).body.name).toBe("Their VIPs");
  });

  it("reading needs lists:read, writing lists:write", async () => {
    const { team, token } = await teamWithList();
    const segment = (await segments.create(token, { name: "VIPs", rules: [VIP] })).body;
    const member = await addMember(team.id, "MEMBER");
    expect((await segments.create(member.token, { name: "By a member", rules: [] })).status).toBe(201);
    const readOnly = { apiKey: await createTestApiKey(team.id, ["lists:read"]) };
    expect((await segments.count(readOnly, segment.id)).status).toBe(200);
    expect(await segments.create(readOnly, { name: "By a key", rules: [] })).toEqual({
      status: 403,
      body: errorEnvelope("forbidden", "INSUFFICIENT_PERMISSIONS", "Insufficient permissions for this resource"),
    });
  });

  it("answers 403 PLAN_FEATURE_DISABLED without the segmentation feature; existing segments stay readable", async () => {
    const { team, token } = await teamWithList();
    const segment = (await segments.create(token, { name: "VIPs", rules: [VIP] })).body;
    const product = await db.product.create({
      data: {
        name: `No segments ${randomUUID()}`,
        price: 0,
        features: { create: [{ feature: "segmentation", enabled: false }] },
      },
    });
    await db.subscription.updateMany({ where: { team_id: team.id }, data: { product_id: product.id } });
    const forbidden = {
      status: 403,
      body: errorEnvelope(
        "forbidden",
        "PLAN_FEATURE_DISABLED",
        "Your plan does not include segmentation. Upgrade to use it.",
      ),
    };
    expect(await segments.create(token, { name: "More", rules: [] })).toEqual(forbidden);
    expect(await segments.preview(token, { rules: [] })).toEqual(forbidden);
    expect((await segments.count(token, segment.id)).status).toBe(200);
    const listed = await segments.list(token);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((row: { id: string }) => row.id)).toEqual([segment.id]);
  });
});
