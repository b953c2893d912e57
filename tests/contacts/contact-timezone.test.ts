import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { importCsv, listContacts, teamWithList } from "../imports/import-client";
import { createTestTeam } from "../helpers/teams";
import { contacts, createList, lists, newTeamContact, validationError } from "./audience-client";

// A contact's `timezone` (docs/contract.md section 16): an IANA name, stored in its canonical spelling, on
// create, update, get, list, export and CSV import.

beforeAll(() => db.$queryRaw`SELECT 1`);

const UNKNOWN = "is not a known IANA timezone (for example Europe/Paris)";

describe("contact timezone", () => {
  it("is stored canonical on create, shown by get and list, changed and cleared by PATCH", async () => {
    const { token, list, created } = await newTeamContact({
      email: "tz@example.com",
      timezone: " america/new_york ",
    });
    expect(created.status).toBe(201);
    expect(created.body.timezone).toBe("America/New_York");
    expect((await contacts.create(token, { email: "none@example.com", listId: list.id })).body.timezone).toBeNull();

    expect((await contacts.get(token, created.body.id)).body.timezone).toBe("America/New_York");
    const listed = await contacts.list(token, `?listId=${list.id}`);
    expect(
      listed.body.data.map((contact: { email: string; timezone: string | null }) => [contact.email, contact.timezone]),
    ).toEqual(
      expect.arrayContaining([
        ["tz@example.com", "America/New_York"],
        ["none@example.com", null],
      ]),
    );

    expect((await contacts.patch(token, created.body.id, { timezone: "Asia/Tokyo" })).body.timezone).toBe("Asia/Tokyo");
    expect((await contacts.patch(token, created.body.id, { timezone: "" })).body.timezone).toBeNull();
    expect((await contacts.patch(token, created.body.id, { timezone: "Europe/Berlin" })).body.timezone).toBe(
      "Europe/Berlin",
    );
    expect((await contacts.patch(token, created.body.id, { timezone: null })).body.timezone).toBeNull();

    const csv = await (await lists.export(token, list.id)).text();
    expect(csv.split("\r\n")[0]).toContain(",twitter,timezone,language,status,");
  });

  it.each([
    ["Mars/Olympus_Mons", UNKNOWN],
    ["+01:00", UNKNOWN],
    ["UTC+1", UNKNOWN],
    [42, "must be a string"],
  ])("refuses %j with 400 and the field's message, on create and on update", async (value, message) => {
    const { token } = await createTestTeam();
    const list = await createList(token);
    expect(await contacts.create(token, { email: "bad-tz@example.com", listId: list.id, timezone: value })).toEqual({
      status: 400,
      body: validationError({ timezone: message }),
    });
    const contact = (
      await contacts.create(token, { email: "ok-tz@example.com", listId: list.id, timezone: "Europe/Paris" })
    ).body;
    expect(await contacts.patch(token, contact.id, { timezone: value })).toEqual({
      status: 400,
      body: validationError({ timezone: message }),
    });
    expect((await contacts.get(token, contact.id)).body.timezone).toBe("Europe/Paris");
  });

  it("CSV import: a timezone column (by its name or a common alias) maps onto the field; a cell naming no zone is left empty, an empty cell keeps the stored zone", async () => {
    const { token, list } = await teamWithList();
    await db.contact.create({
      data: { teamId: list.teamId, listId: list.id, email: "kept@example.com", timezone: "Asia/Tokyo" },
    });
    const csv =
      "Email,Time Zone\nann@example.com,europe/paris\nbo@example.com,Not/AZone\nkept@example.com,\ncy@example.com,America/Sao_Paulo\n";

    const finished = await importCsv({ token }, list.id, csv);

    expect(finished).toMatchObject({ status: "COMPLETED", processed: 4, skipped: 0 });
    expect(finished.fieldsMap).toEqual({ Email: "email", "Time Zone": "timezone" });
    expect((await listContacts(list.id)).map((contact) => [contact.email, contact.timezone])).toEqual([
      ["ann@example.com", "Europe/Paris"],
      ["bo@example.com", null],
      ["cy@example.com", "America/Sao_Paulo"],
      ["kept@example.com", "Asia/Tokyo"],
    ]);

    const explicit = await importCsv({ token }, list.id, "address,zone\ndee@example.com,Australia/Sydney\n", {
      address: "email",
      zone: "timezone",
    });
    expect(explicit.fieldsMap).toEqual({ address: "email", zone: "timezone" });
    expect((await db.contact.findFirst({ where: { listId: list.id, email: "dee@example.com" } }))?.timezone).toBe(
      "Australia/Sydney",
    );
  });
});
