import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createTestTeam } from "../helpers/teams";
import {
  contacts,
  createContact,
  createList,
  DUPLICATE_EMAIL,
  lists,
  newTeamContact,
  NOT_FOUND,
  validationError,
} from "./audience-client";

// Opening the embedded database can take longer than a transaction may wait to start (2 s):
// open it before the first test creates a team in a transaction.
beforeAll(() => db.$queryRaw`SELECT 1`);

const CONTACT_FIELDS = [
  "address",
  "city",
  "company",
  "confirmedAt",
  "country",
  "createdAt",
  "email",
  "facebook",
  "firstName",
  "id",
  "importId",
  "instagram",
  "isDeleted",
  "language",
  "lastName",
  "linkedin",
  "listId",
  "metadata",
  "phone",
  "state",
  "status",
  "tags",
  "teamId",
  "timezone",
  "twitter",
  "unsubscribedAt",
  "updatedAt",
  "zip",
];
const TAG_FIELDS = ["createdAt", "id", "isDeleted", "name", "updatedAt", "value"];

const utf8Bytes = (text: string) => [...Buffer.from(text, "utf8")];
const ids = (body: { data: { id: string }[] }) => body.data.map(({ id }) => id);

describe("POST /contacts", () => {
  it("creates a contact with every field, normalized email and embedded tags", async () => {
    const { team, token, list, created } = await newTeamContact({
      email: "  Ada.Lovelace@Example.COM ",
      firstName: " Ada ",
      lastName: "Lovelace",
      company: "Analytical Engines",
      phone: "+44 20 7946 0000",
      address: "12 St James's Square",
      city: "London",
      state: "",
      zip: "SW1Y 4JH",
      country: "GB",
      facebook: "ada.fb",
      instagram: "@ada",
      linkedin: "https://www.linkedin.com/in/ada",
      twitter: "@ada",
      metadata: { plan: "pro", seats: 3, beta: true, nested: { a: [1, 2] } },
      tags: ["vip", { name: "plan", value: "pro" }, { name: "vip", value: "gold" }],
    });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual(CONTACT_FIELDS);
    expect(created.body).toEqual({
      id: expect.any(String),
      teamId: team.id,
      listId: list.id,
      importId: null,
      email: "ada.lovelace@example.com",
      status: "ACTIVE",
      firstName: "Ada",
      lastName: "Lovelace",
      company: "Analytical Engines",
      phone: "+44 20 7946 0000",
      address: "12 St James's Square",
      city: "London",
      state: null,
      zip: "SW1Y 4JH",
      country: "GB",
      facebook: "ada.fb",
      instagram: "@ada",
      linkedin: "https://www.linkedin.com/in/ada",
      twitter: "@ada",
      timezone: null,
      language: null,
      metadata: { plan: "pro", seats: 3, beta: true, nested: { a: [1, 2] } },
      // By name; "vip" given twice keeps its last value.
      tags: [
        {
          id: expect.any(String),
          name: "plan",
          value: "pro",
          isDeleted: false,
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
        {
          id: expect.any(String),
          name: "vip",
          value: "gold",
          isDeleted: false,
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
      ],
      confirmedAt: null,
      unsubscribedAt: null,
      isDeleted: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(Object.keys(created.body.tags[0]).sort()).toEqual(TAG_FIELDS);
    expect(await contacts.get(token, created.body.id)).toEqual({ status: 200, body: created.body });
    const tags = await db.tag.findMany({ where: { contactId: created.body.id } });
    expect(tags.every((tag) => tag.teamId === team.id)).toBe(true);
  });

  it("decodes metadata given as the UTF-8 bytes of its JSON text (SPEC's array of integer)", async () => {
    const { token } = await createTestTeam();
    const list = await createList(token);
    const metadata = { city: "Zürich", note: "naïve ✓", score: 9.5 };
    const created = await contacts.create(token, {
      email: "bytes@example.com",
      listId: list.id,
      metadata: utf8Bytes(JSON.stringify(metadata)),
    });
    expect(created.status).toBe(201);
    expect(created.body.metadata).toEqual(metadata);
    const row = await db.contact.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(row.metadata).toEqual(metadata);
  });

  it("answers 400 with exact details for a malformed email, an unknown status and metadata that is not an object", async () => {
    const { team, token } = await createTestTeam();
    const list = await createList(token);
    expect(await contacts.create(token, { email: "not-an-email", listId: list.id })).toEqual({
      status: 400,
      body: validationError({ email: "must be a valid email address" }),
    });
    expect(await contacts.create(token, { email: "a@example.com", listId: list.id, status: "SUBSCRIBED" })).toEqual({
      status: 400,
      body: validationError({ status: "must be one of PENDING, ACTIVE, UNSUBSCRIBED, BOUNCED, COMPLAINED" }),
    });
    for (const metadata of ["plan=pro", 42, [{ plan: "pro" }], true]) {
      expect(await contacts.create(token, { email: "a@example.com", listId: list.id, metadata })).toEqual({
        status: 400,
        body: validationError({ metadata: "must be a JSON object" }),
      });
    }
    // Bytes, but of a JSON array, of text that is not JSON, of invalid UTF-8, or out of range.
    expect(
      await contacts.create(token, { email: "a@example.com", listId: list.id, metadata: utf8Bytes("[1,2]") }),
    ).toEqual({
      status: 400,
      body: validationError({ metadata: "must be a JSON object" }),
    });
    for (const metadata of [utf8Bytes("plan=pro"), [0xc3, 0x28], []]) {
      expect(await contacts.create(token, { email: "a@example.com", listId: list.id, metadata })).toEqual({
        status: 400,
        body: validationError({ metadata: "bytes must be the UTF-8 text of a JSON value" }),
      });
    }
    expect(await contacts.create(token, { email: "a@example.com", listId: list.id, metadata: [123, 256] })).toEqual({
      status: 400,
      body: validationError({ "metadata.1": "must be a byte (0-255)" }),
    });
    expect(await contacts.create(token, { listId: list.id, tags: [""], firstName: 5 })).toEqual({
      status: 400,
      body: validationError({ email: "is required", firstName: "must be a string", "tags.0": "must not be empty" }),
    });
    expect(await contacts.create(token, { email: "a@example.com" })).toEqual({
      status: 400,
      body: validationError({ listId: "is required" }),
    });
    expect(await contacts.create(token, [])).toEqual({
      status: 400,
      body: validationError({ body: "must be a JSON object" }),
    });
    expect(await db.contact.count({ where: { teamId: team.id } })).toBe(0);
  });

  it("answers 409 with details for the same address in the same list in any letter case", async () => {
    const { team, token } = await createTestTeam();
    const list = await createList(token);
    const other = await createList(token, "Other");
    await createContact(token, { email: "grace@example.com", listId: list.id });
    expect(await contacts.create(token, { email: "GRACE@Example.com", listId: list.id })).toEqual({
      status: 409,
      body: DUPLICATE_EMAIL,
    });
    // Rows written past the API (an older import) in mixed case still count: the index is on lower(email).
    await db.contact.create({ data: { teamId: team.id, listId: list.id, email: "Hopper@Example.com" } });
    expect(await contacts.create(token, { email: "hopper@example.com", listId: list.id })).toEqual({
      status: 409,
      body: DUPLICATE_EMAIL,
    });
    // Another list may hold the same address.
    expect((await contacts.create(token, { email: "grace@example.com", listId: other.id })).status).toBe(201);
  });

  it("lets an address be added again after its contact was deleted", async () => {
    const { token } = await createTestTeam();
    const list = await createList(token);
    const first = await createContact(token, { email: "linus@example.com", listId: list.id, tags: ["old"] });
    const deleted = await contacts.remove(token, first.id);
    expect(deleted).toMatchObject({ status: 200, body: { id: first.id, isDeleted: true } });
    expect(await contacts.get(token, first.id)).toEqual({ status: 404, body: NOT_FOUND("Contact") });

    const again = await contacts.create(token, { email: "Linus@example.com", listId: list.id });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ email: "linus@example.com", tags: [], isDeleted: false });
    expect(again.body.id).not.toBe(first.id);
    expect(ids((await lists.contacts(token, list.id)).body)).toEqual([again.body.id]);
  });

  it("keeps only one contact when the same address is added concurrently", async () => {
    const { token } = await createTestTeam();
    const list = await createList(token);
    const answers = await Promise.all(
      ["race@example.com", "RACE@example.com", "Race@Example.com"].map((email) =>
        contacts.create(token, { email, listId: list.id }),
      ),
    );
    expect(answers.map(({ status }) => status).sort()).toEqual([201, 409, 409]);
    expect((await lists.get(token, list.id)).body.contactCounts.total).toBe(1);
  });

  it("stamps unsubscribedAt for a contact created UNSUBSCRIBED", async () => {
    const { created } = await newTeamContact({
      email: "gone@example.com",
      status: "UNSUBSCRIBED",
    });
    expect(created.body).toMatchObject({ status: "UNSUBSCRIBED", unsubscribedAt: expect.any(String) });
  });
});
