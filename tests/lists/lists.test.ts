import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { errorEnvelope } from "../auth/auth-client";
import {
  contacts,
  createContact,
  createList,
  lists,
  NO_CONTACTS,
  NOT_FOUND,
  validationError,
} from "../contacts/audience-client";
import { addMember, createTestApiKey, createTestTeam } from "../helpers/teams";

// Opening the embedded database can take longer than a transaction may wait to start (2 s):
// open it before the first test creates a team in a transaction.
beforeAll(() => db.$queryRaw`SELECT 1`);

const LIST_FIELDS = [
  "contactCounts",
  "createdAt",
  "description",
  "doubleOptIn",
  "id",
  "isDeleted",
  "name",
  "teamId",
  "updatedAt",
];

describe("POST /lists", () => {
  it("creates a list with the exact shape, and GET answers the same", async () => {
    const { team, token } = await createTestTeam();
    const created = await lists.create(token, {
      name: "  Weekly digest ",
      description: "Every Monday",
      doubleOptIn: true,
    });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual(LIST_FIELDS);
    expect(created.body).toEqual({
      id: expect.any(String),
      teamId: team.id,
      name: "Weekly digest",
      description: "Every Monday",
      doubleOptIn: true,
      contactCounts: NO_CONTACTS,
      isDeleted: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await lists.get(token, created.body.id)).toEqual({ status: 200, body: created.body });

    const minimal = await lists.create(token, { name: "VIP" });
    expect(minimal.status).toBe(201);
    expect(minimal.body).toMatchObject({ name: "VIP", description: null, doubleOptIn: false });
  });

  it("answers 400 with details for a 1-character name and other bad fields", async () => {
    const { team, token } = await createTestTeam();
    expect(await lists.create(token, { name: "A" })).toEqual({
      status: 400,
      body: validationError({ name: "must be at least 2 characters" }),
    });
    expect(await lists.create(token, { name: "  A  " })).toEqual({
      status: 400,
      body: validationError({ name: "must be at least 2 characters" }),
    });
    expect(await lists.create(token, {})).toEqual({ status: 400, body: validationError({ name: "is required" }) });
    expect(await lists.create(token, { name: "Fine", description: 7, doubleOptIn: "yes" })).toEqual({
      status: 400,
      body: validationError({ description: "must be a string", doubleOptIn: "must be true or false" }),
    });
    expect(await db.mailingList.count({ where: { teamId: team.id } })).toBe(0);
  });

  it("stops at the plan's cap on lists (segmentation) with 403 PLAN_LIMIT_REACHED", async () => {
    const { team, token } = await createTestTeam();
    // The Free plan allows 20 lists: fill 19 directly, then the API adds the 20th and refuses the 21st.
    await db.mailingList.createMany({
      data: Array.from({ length: 19 }, (_, index) => ({ teamId: team.id, name: `List ${index}` })),
    });
    expect((await lists.create(token, { name: "Twentieth" })).status).toBe(201);
    expect(await lists.create(token, { name: "One too many" })).toEqual({
      status: 403,
      body: errorEnvelope(
        "forbidden",
        "PLAN_LIMIT_REACHED",
        "Your Free plan allows 20 segmentation items. Upgrade to add more.",
        { feature: "segmentation", limit: 20, used: 20 },
      ),
    });
    // A deleted list frees its place.
    const [oldest] = await db.mailingList.findMany({
      where: { teamId: team.id },
      orderBy: { createdAt: "asc" },
      take: 1,
    });
    expect((await lists.remove(token, oldest.id)).status).toBe(200);
    expect((await lists.create(token, { name: "Replacement" })).status).toBe(201);
  });

  it("needs lists:write: a MEMBER may create, a read-only key may not", async () => {
    const { team } = await createTestTeam();
    const member = await addMember(team.id, "MEMBER");
    expect((await lists.create(member.token, { name: "By a member" })).status).toBe(201);
    const readOnly = { apiKey: await createTestApiKey(team.id, ["lists:read"]) };
    expect(await lists.create(readOnly, { name: "By a key" })).toEqual({
      status: 403,
      body: errorEnvelope("forbidden", "INSUFFICIENT_PERMISSIONS", "Insufficient permissions for this resource"),
    });
    expect((await lists.list(readOnly)).body.pagination.total).toBe(1);
  });
});

describe("GET /lists", () => {
  it("pages newest first, searches name and description, and counts contacts by status", async () => {
    const { token } = await createTestTeam();
    const news = await createList(token, "Newsletter", { description: "Monthly product news" });
    const events = await createList(token, "Events");
    const partners = await createList(token, "Partners", { description: "Resellers and NEWS outlets" });

    const statuses = ["ACTIVE", "ACTIVE", "ACTIVE", "PENDING", "UNSUBSCRIBED", "BOUNCED", "COMPLAINED"];
    for (const [index, status] of statuses.entries())
      await createContact(token, { email: `n${index}@example.com`, listId: news.id, status });
    await createContact(token, { email: "e1@example.com", listId: events.id, status: "UNSUBSCRIBED" });
    // Deleted contacts are not counted.
    const gone = await createContact(token, { email: "gone@example.com", listId: events.id });
    expect((await contacts.remove(token, gone.id)).status).toBe(200);

    const all = await lists.list(token);
    expect(all.status).toBe(200);
    expect(all.body.pagination).toEqual({ page: 1, limit: 50, total: 3 });
    expect(all.body.data.map((list: { name: string }) => list.name)).toEqual(["Partners", "Events", "Newsletter"]);
    const counts = Object.fromEntries(
      all.body.data.map((list: { name: string; contactCounts: object }) => [list.name, list.contactCounts]),
    );
    expect(counts).toEqual({
      Newsletter: { total: 7, ACTIVE: 3, PENDING: 1, UNSUBSCRIBED: 1, BOUNCED: 1, COMPLAINED: 1 },
      Events: { ...NO_CONTACTS, total: 1, UNSUBSCRIBED: 1 },
      Partners: NO_CONTACTS,
    });
    expect((await lists.get(token, news.id)).body.contactCounts).toEqual(counts.Newsletter);

    const page2 = await lists.list(token, "?page=2&limit=2");
    expect(page2.body).toEqual({
      data: [expect.objectContaining({ id: news.id })],
      pagination: { page: 2, limit: 2, total: 3 },
    });

    const searched = await lists.list(token, "?q=news");
    expect(searched.body.data.map((list: { id: string }) => list.id)).toEqual([partners.id, news.id]);
    expect(searched.body.pagination.total).toBe(2);
  });

  it("answers 400 for a bad page size", async () => {
    const { token } = await createTestTeam();
    const answer = await lists.list(token, "?limit=101");
    expect(answer).toEqual({
      status: 400,
      body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid query", { limit: expect.any(String) }),
    });
  });
});

describe("PATCH /lists/{id}", () => {
  it("changes the given fields only and clears the description with null", async () => {
    const { token } = await createTestTeam();
    const list = await createList(token, "Newsletter", { description: "Monthly" });
    const renamed = await lists.patch(token, list.id, { name: "Product news" });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: "Product news", description: "Monthly", doubleOptIn: false });
    const cleared = await lists.patch(token, list.id, { description: null, doubleOptIn: true });
    expect(cleared.body).toMatchObject({ name: "Product news", description: null, doubleOptIn: true });
    expect(await lists.get(token, list.id)).toEqual({ status: 200, body: cleared.body });
  });

  it("answers 400 for a 1-character name or an empty change", async () => {
    const { token } = await createTestTeam();
    const list = await createList(token);
    expect(await lists.patch(token, list.id, { name: "B" })).toEqual({
      status: 400,
      body: validationError({ name: "must be at least 2 characters" }),
    });
    expect(await lists.patch(token, list.id, {})).toEqual({
      status: 400,
      body: validationError({ body: "give at least one of name, description, doubleOptIn" }),
    });
  });
});

describe("DELETE /lists/{id}", () => {
  it("soft-deletes the list and its contacts together; the address can live on in a new list", async () => {
    const { team, token } = await createTestTeam();
    const list = await createList(token);
    const other = await createList(token, "Other");
    await createContact(token, { email: "a@example.com", listId: list.id });
    await createContact(token, { email: "b@example.com", listId: list.id, status: "BOUNCED" });
    const kept = await createContact(token, { email: "a@example.com", listId: other.id });

    const deleted = await lists.remove(token, list.id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({
      id: list.id,
      isDeleted: true,
      contactCounts: { ...NO_CONTACTS, total: 2, ACTIVE: 1, BOUNCED: 1 },
    });

    expect(await lists.get(token, list.id)).toEqual({ status: 404, body: NOT_FOUND("List") });
    expect(await lists.remove(token, list.id)).toEqual({ status: 404, body: NOT_FOUND("List") });
    expect(await lists.contacts(token, list.id)).toEqual({ status: 404, body: NOT_FOUND("List") });
    expect((await lists.list(token)).body.data.map((row: { id: string }) => row.id)).toEqual([other.id]);
    const rows = await db.contact.findMany({ where: { teamId: team.id, isDeleted: true } });
    expect(rows.map((row) => row.email).sort()).toEqual(["a@example.com", "b@example.com"]);
    expect((await contacts.list(token)).body.data.map((row: { id: string }) => row.id)).toEqual([kept.id]);
    // No contact can be added to the deleted list.
    expect(await contacts.create(token, { email: "c@example.com", listId: list.id })).toEqual({
      status: 404,
      body: NOT_FOUND("List"),
    });
  });

  it("needs lists:delete, which a MEMBER does not hold", async () => {
    const { team, token } = await createTestTeam();
    const list = await createList(token);
    const member = await addMember(team.id, "MEMBER");
    expect(await lists.remove(member.token, list.id)).toEqual({
      status: 403,
      body: errorEnvelope("forbidden", "INSUFFICIENT_PERMISSIONS", "Insufficient permissions for this resource"),
    });
  });
});

describe("tenancy", () => {
  it("answers 404 for another team's list on every route, and never lists it", async () => {
    const mine = await createTestTeam("Mine");
    const theirs = await createTestTeam("Theirs");
    const list = await createList(theirs.token, "Their secrets");
    await createContact(theirs.token, { email: "secret@example.com", listId: list.id });

    expect(await lists.get(mine.token, list.id)).toEqual({ status: 404, body: NOT_FOUND("List") });
    expect(await lists.patch(mine.token, list.id, { name: "Hijacked" })).toEqual({
      status: 404,
      body: NOT_FOUND("List"),
    });
    expect(await lists.remove(mine.token, list.id)).toEqual({ status: 404, body: NOT_FOUND("List") });
    expect(await lists.contacts(mine.token, list.id)).toEqual({ status: 404, body: NOT_FOUND("List") });
    const exported = await lists.export(mine.token, list.id);
    expect({ status: exported.status, body: await exported.json() }).toEqual({ status: 404, body: NOT_FOUND("List") });
    expect(await contacts.create(mine.token, { email: "x@example.com", listId: list.id })).toEqual({
      status: 404,
      body: NOT_FOUND("List"),
    });
    expect(await contacts.list(mine.token, `?listId=${list.id}`)).toEqual({ status: 404, body: NOT_FOUND("List") });
    expect((await lists.list(mine.token)).body).toEqual({ data: [], pagination: { page: 1, limit: 50, total: 0 } });
    expect((await lists.list(mine.token, "?q=secrets")).body.data).toEqual([]);

    // Nothing changed on their side.
    expect(await lists.get(theirs.token, list.id)).toMatchObject({
      status: 200,
      body: { name: "Their secrets", contactCounts: { total: 1 } },
    });
  });
});
