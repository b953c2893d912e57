import { beforeAll, describe, expect, it } from "vitest";
import { POST as createContactRoute } from "@/app/api/v1/contacts/route";
import { db } from "@/lib/db";
import { errorEnvelope } from "../auth/auth-client";
import { addMember, createTestTeam } from "../helpers/teams";
import {
  contacts,
  createContact,
  createList,
  DUPLICATE_EMAIL,
  lists,
  NOT_FOUND,
  send,
  validationError,
} from "./audience-client";

// GET /contacts filters, PATCH, bulk delete, tenancy and request bodies (POST /contacts is contacts.test.ts).

// Opening the embedded database can take longer than a transaction may wait to start (2 s):
// open it before the first test creates a team in a transaction.
beforeAll(() => db.$queryRaw`SELECT 1`);

const utf8Bytes = (text: string) => [...Buffer.from(text, "utf8")];
const ids = (body: { data: { id: string }[] }) => body.data.map(({ id }) => id);

describe("GET /contacts filters", () => {
  async function audience() {
    const { team, token } = await createTestTeam();
    const news = await createList(token, "Newsletter");
    const events = await createList(token, "Events");
    const add = (json: Record<string, unknown>) => createContact(token, json);
    const ada = await add({
      email: "ada@analytical.example",
      listId: news.id,
      firstName: "Ada",
      lastName: "Lovelace",
      tags: ["VIP", { name: "plan", value: "pro" }],
    });
    const grace = await add({
      email: "grace@navy.example",
      listId: news.id,
      firstName: "Grace",
      lastName: "Hopper",
      company: "US Navy",
      status: "UNSUBSCRIBED",
    });
    const alan = await add({
      email: "alan@bletchley.example",
      listId: events.id,
      firstName: "Alan",
      lastName: "Turing",
      company: "Analytical Society",
      tags: ["vip"],
    });
    const edsger = await add({
      email: "edsger@eindhoven.example",
      listId: events.id,
      firstName: "Edsger",
      status: "BOUNCED",
      tags: ["speaker"],
    });
    return { team, token, news, events, ada, grace, alan, edsger };
  }

  it("filters by listId, status, tag (any case) and q (email, names, company), newest first", async () => {
    const { token, news, events, ada, grace, alan, edsger } = await audience();
    const query = async (q: string) => {
      const answer = await contacts.list(token, q);
      expect(answer.status).toBe(200);
      return answer.body;
    };
    expect(ids(await query(""))).toEqual([edsger.id, alan.id, grace.id, ada.id]);
    expect(ids(await query(`?listId=${news.id}`))).toEqual([grace.id, ada.id]);
    expect(ids(await query("?status=BOUNCED"))).toEqual([edsger.id]);
    expect(ids(await query(`?status=ACTIVE&listId=${events.id}`))).toEqual([alan.id]);
    expect(ids(await query("?tag=vip"))).toEqual([alan.id, ada.id]);
    expect(ids(await query("?tag=plan"))).toEqual([ada.id]);
    expect(ids(await query("?tag=nobody"))).toEqual([]);
    expect(ids(await query("?q=ANALYTICAL"))).toEqual([alan.id, ada.id]); // ada's email, alan's company
    expect(ids(await query("?q=hopp"))).toEqual([grace.id]); // last name
    expect(ids(await query("?q=edsger"))).toEqual([edsger.id]); // first name and email
    expect(ids(await query("?q=navy"))).toEqual([grace.id]);
    expect(ids(await query(`?q=analytical&tag=vip&listId=${news.id}`))).toEqual([ada.id]);

    const paged = await query("?page=2&limit=3");
    expect(paged).toEqual({
      data: [expect.objectContaining({ id: ada.id })],
      pagination: { page: 2, limit: 3, total: 4 },
    });

    // The list's own route takes the same filters.
    const ofList = await lists.contacts(token, events.id, "?tag=VIP");
    expect(ofList).toEqual({
      status: 200,
      body: { data: [expect.objectContaining({ id: alan.id })], pagination: { page: 1, limit: 50, total: 1 } },
    });
  });

  it("answers 400 for an unknown status filter", async () => {
    const { token } = await createTestTeam();
    expect(await contacts.list(token, "?status=GONE")).toEqual({
      status: 400,
      body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid query", {
        status: "must be one of PENDING, ACTIVE, UNSUBSCRIBED, BOUNCED, COMPLAINED",
      }),
    });
  });
});

describe("PATCH /contacts/{id}", () => {
  it("changes the given fields only, replaces tags as a set and clears fields with null", async () => {
    const { token } = await createTestTeam();
    const list = await createList(token);
    const created = await contacts.create(token, {
      email: "ada@example.com",
      listId: list.id,
      firstName: "Ada",
      company: "Engines",
      metadata: { plan: "pro" },
      tags: ["vip", { name: "plan", value: "pro" }, "beta"],
    });
    const before = Object.fromEntries(created.body.tags.map((tag: { name: string; id: string }) => [tag.name, tag.id]));

    const patched = await contacts.patch(token, created.body.id, {
      lastName: "Lovelace",
      company: null,
      tags: [{ name: "plan", value: "enterprise" }, "vip", "new"],
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      email: "ada@example.com",
      firstName: "Ada",
      lastName: "Lovelace",
      company: null,
      metadata: { plan: "pro" },
    });
    expect(patched.body.tags.map(({ name, value }: { name: string; value: string | null }) => [name, value])).toEqual([
      ["new", null],
      ["plan", "enterprise"],
      ["vip", null],
    ]);
    // Tags that stay keep their identity.
    const after = Object.fromEntries(patched.body.tags.map((tag: { name: string; id: string }) => [tag.name, tag.id]));
    expect(after.vip).toBe(before.vip);
    expect(after.plan).toBe(before.plan);

    // A removed tag given again comes back; no tags given leaves the set alone.
    const revived = await contacts.patch(token, created.body.id, { tags: ["beta"], metadata: null });
    expect(revived.body.tags).toEqual([expect.objectContaining({ id: before.beta, name: "beta", value: null })]);
    expect(revived.body.metadata).toBeNull();
    const untouched = await contacts.patch(token, created.body.id, {
      email: "ADA@lovelace.example",
      metadata: utf8Bytes('{"seats":2}'),
    });
    expect(untouched.body).toMatchObject({
      email: "ada@lovelace.example",
      metadata: { seats: 2 },
      tags: [expect.objectContaining({ name: "beta" })],
    });
    expect(Date.parse(untouched.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.body.updatedAt));
    expect(await contacts.get(token, created.body.id)).toEqual({ status: 200, body: untouched.body });
  });

  it("tracks unsubscribedAt with the status", async () => {
    const { token } = await createTestTeam();
    const list = await createList(token);
    const { id } = await createContact(token, { email: "x@example.com", listId: list.id });
    const unsubscribed = await contacts.patch(token, id, { status: "UNSUBSCRIBED" });
    expect(unsubscribed.body).toMatchObject({ status: "UNSUBSCRIBED", unsubscribedAt: expect.any(String) });
    const again = await contacts.patch(token, id, { status: "UNSUBSCRIBED", firstName: "X" });
    expect(again.body.unsubscribedAt).toBe(unsubscribed.body.unsubscribedAt);
    const back = await contacts.patch(token, id, { status: "ACTIVE" });
    expect(back.body).toMatchObject({ status: "ACTIVE", unsubscribedAt: null });
  });

  it("answers 409 when the new address or list already holds the address, and moves it otherwise", async () => {
    const { token } = await createTestTeam();
    const list = await createList(token);
    const other = await createList(token, "Other");
    const ada = await createContact(token, { email: "ada@example.com", listId: list.id });
    await createContact(token, { email: "grace@example.com", listId: list.id });
    await createContact(token, { email: "ada@example.com", listId: other.id });
    expect(await contacts.patch(token, ada.id, { email: "Grace@example.com" })).toEqual({
      status: 409,
      body: DUPLICATE_EMAIL,
    });
    expect(await contacts.patch(token, ada.id, { listId: other.id })).toEqual({ status: 409, body: DUPLICATE_EMAIL });
    const third = await createList(token, "Third");
    const moved = await contacts.patch(token, ada.id, { listId: third.id });
    expect(moved).toMatchObject({ status: 200, body: { listId: third.id, email: "ada@example.com" } });
  });

  it("answers 400 for bad input and an empty change", async () => {
    const { token } = await createTestTeam();
    const list = await createList(token);
    const { id } = await createContact(token, { email: "x@example.com", listId: list.id });
    expect(await contacts.patch(token, id, { email: "nope@" })).toEqual({
      status: 400,
      body: validationError({ email: "must be a valid email address" }),
    });
    expect(await contacts.patch(token, id, { status: "active" })).toEqual({
      status: 400,
      body: validationError({ status: "must be one of PENDING, ACTIVE, UNSUBSCRIBED, BOUNCED, COMPLAINED" }),
    });
    expect(await contacts.patch(token, id, { metadata: "x" })).toEqual({
      status: 400,
      body: validationError({ metadata: "must be a JSON object" }),
    });
    expect(await contacts.patch(token, id, {})).toEqual({
      status: 400,
      body: validationError({ body: "give at least one field to change" }),
    });
  });
});

describe("POST /contacts/bulk-delete", () => {
  it("soft-deletes the team's contacts among the ids and ignores the rest", async () => {
    const mine = await createTestTeam("Mine");
    const theirs = await createTestTeam("Theirs");
    const list = await createList(mine.token);
    const theirList = await createList(theirs.token);
    const [a, b, c] = await Promise.all(
      ["a", "b", "c"].map((name) => createContact(mine.token, { email: `${name}@example.com`, listId: list.id })),
    );
    const foreign = await createContact(theirs.token, { email: "a@example.com", listId: theirList.id });

    const answer = await contacts.bulkDelete(mine.token, { ids: [a.id, b.id, a.id, foreign.id, "unknown-id"] });
    expect(answer).toEqual({ status: 200, body: { deleted: 2 } });
    expect(ids((await contacts.list(mine.token)).body)).toEqual([c.id]);
    expect((await contacts.get(theirs.token, foreign.id)).status).toBe(200);
    // Already deleted: nothing more to do.
    expect(await contacts.bulkDelete(mine.token, { ids: [a.id] })).toEqual({ status: 200, body: { deleted: 0 } });
  });

  it("answers 400 for no ids or more than 1000, and 403 to a MEMBER", async () => {
    const { team, token } = await createTestTeam();
    expect(await contacts.bulkDelete(token, { ids: [] })).toEqual({
      status: 400,
      body: validationError({ ids: "give at least one id" }),
    });
    expect(
      await contacts.bulkDelete(token, { ids: Array.from({ length: 1001 }, (_, index) => `id-${index}`) }),
    ).toEqual({
      status: 400,
      body: validationError({ ids: "at most 1000 ids at a time" }),
    });
    const member = await addMember(team.id, "MEMBER");
    expect(await contacts.bulkDelete(member.token, { ids: ["x"] })).toEqual({
      status: 403,
      body: errorEnvelope("forbidden", "INSUFFICIENT_PERMISSIONS", "Insufficient permissions for this resource"),
    });
  });
});

describe("tenancy", () => {
  it("answers 404 for another team's contact on GET, PATCH and DELETE, and never lists it", async () => {
    const mine = await createTestTeam("Mine");
    const theirs = await createTestTeam("Theirs");
    const myList = await createList(mine.token);
    const theirList = await createList(theirs.token);
    const foreign = await createContact(theirs.token, {
      email: "secret@example.com",
      listId: theirList.id,
      tags: ["secret"],
    });

    expect(await contacts.get(mine.token, foreign.id)).toEqual({ status: 404, body: NOT_FOUND("Contact") });
    expect(await contacts.patch(mine.token, foreign.id, { firstName: "Mallory" })).toEqual({
      status: 404,
      body: NOT_FOUND("Contact"),
    });
    expect(await contacts.patch(mine.token, foreign.id, { tags: ["pwned"] })).toEqual({
      status: 404,
      body: NOT_FOUND("Contact"),
    });
    expect(await contacts.remove(mine.token, foreign.id)).toEqual({ status: 404, body: NOT_FOUND("Contact") });
    for (const query of ["", "?q=secret", "?tag=secret", `?listId=${myList.id}`]) {
      expect((await contacts.list(mine.token, query)).body).toEqual({
        data: [],
        pagination: { page: 1, limit: 50, total: 0 },
      });
    }
    // My contact cannot be moved into their list either.
    const mineContact = await createContact(mine.token, { email: "me@example.com", listId: myList.id });
    expect(await contacts.patch(mine.token, mineContact.id, { listId: theirList.id })).toEqual({
      status: 404,
      body: NOT_FOUND("List"),
    });

    const untouched = await contacts.get(theirs.token, foreign.id);
    expect(untouched).toMatchObject({
      status: 200,
      body: { firstName: null, isDeleted: false, tags: [expect.objectContaining({ name: "secret" })] },
    });
  });

  it("is kept by the database too: a contact's team is its list's team", async () => {
    const mine = await createTestTeam("Mine");
    const theirs = await createTestTeam("Theirs");
    const theirList = await createList(theirs.token);
    // Code that got tenancy wrong would write such a row; the (listId, teamId) key refuses it.
    const stray = db.contact.create({
      data: { teamId: mine.team.id, listId: theirList.id, email: "stray@example.com" },
    });
    await expect(stray).rejects.toThrow(/Contact_listId_teamId_fkey/);
    expect(await db.contact.count({ where: { email: "stray@example.com" } })).toBe(0);
  });
});

describe("request bodies", () => {
  it("answers 400 for malformed JSON", async () => {
    const { token } = await createTestTeam();
    const response = await send(createContactRoute, token, "/contacts", {
      method: "POST",
      rawBody: '{"email": "a@example.com",',
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(
      validationError({ body: "is not valid JSON" }, "Malformed JSON in request body"),
    );
  });
});
