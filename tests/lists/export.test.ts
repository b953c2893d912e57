import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { CONTACT_FIELDS } from "@/lib/contacts/contact-fields";
import { db } from "@/lib/db";
import { errorEnvelope } from "../auth/auth-client";
import { createTestApiKey, createTestTeam } from "../helpers/teams";
import { createContact, createList, lists } from "../contacts/audience-client";

// Opening the embedded database can take longer than a transaction may wait to start (2 s):
// open it before the first test creates a team in a transaction.
beforeAll(() => db.$queryRaw`SELECT 1`);

const COLUMNS = [...CONTACT_FIELDS, "status", "tags", "metadata", "createdAt"];

/** The whole body, and how many chunks it arrived in. */
async function readChunks(response: Response) {
  const reader = response.body!.getReader();
  const chunks: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return { text: Buffer.concat(chunks).toString("utf8"), chunks: chunks.length };
}

describe("GET /lists/{id}/export", () => {
  it("round-trips commas, quotes, newlines, UTF-8, tags and metadata through csv-parse", async () => {
    const { token } = await createTestTeam();
    const list = await createList(token, "Clients: Zürich & Genève!");
    const inputs = [
      {
        email: "jose@example.com",
        firstName: 'José "Pepe"',
        lastName: "Núñez, Jr.",
        company: "Ünïcødé GmbH; & Co",
        address: 'Line one\nLine two, "quoted"\r\nLine three',
        city: "Zürich",
        country: "CH",
        twitter: "=cmd|' /C calc'!A0",
        status: "UNSUBSCRIBED",
        tags: ["vip", { name: "plan", value: "pro, annual" }],
        metadata: { note: 'comma, "quote"\nnewline', emoji: "📧", n: 1 },
      },
      { email: "plain@example.com", firstName: "李", lastName: "小龙", phone: "+86 10 1234 5678" },
      { email: "a-first@example.com", company: "   ", tags: ["solo"] },
    ];
    for (const input of inputs) await createContact(token, { listId: list.id, ...input });
    // Not exported: another list's and deleted contacts.
    const other = await createList(token, "Other");
    await createContact(token, { email: "elsewhere@example.com", listId: other.id });
    const deleted = await createContact(token, { email: "deleted@example.com", listId: list.id });
    await db.contact.update({ where: { id: deleted.id }, data: { isDeleted: true } });

    const response = await lists.export(token, list.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="clients-zurich-geneve-contacts.csv"',
    );
    expect(response.headers.get("x-ratelimit-limit")).toBe("100");
    const text = await response.text();
    expect(text.startsWith("email,firstName,")).toBe(true);

    const rows: Record<string, string>[] = parse(text, { columns: true });
    expect(Object.keys(rows[0])).toEqual(COLUMNS);
    // Ordered by address.
    expect(rows.map((row) => row.email)).toEqual(["a-first@example.com", "jose@example.com", "plain@example.com"]);
    const stored = await db.contact.findMany({ where: { listId: list.id }, orderBy: { email: "asc" } });

    const [first, jose, plain] = rows;
    expect(jose).toEqual({
      email: "jose@example.com",
      firstName: 'José "Pepe"',
      lastName: "Núñez, Jr.",
      company: "Ünïcødé GmbH; & Co",
      phone: "",
      address: 'Line one\nLine two, "quoted"\r\nLine three',
      city: "Zürich",
      state: "",
      zip: "",
      country: "CH",
      facebook: "",
      instagram: "",
      linkedin: "",
      twitter: "'=cmd|' /C calc'!A0",
      timezone: "",
      language: "",
      status: "UNSUBSCRIBED",
      tags: "plan=pro, annual;vip",
      metadata: JSON.stringify(stored[1].metadata),
      createdAt: stored[1].createdAt.toISOString(),
    });
    expect(JSON.parse(jose.metadata)).toEqual(inputs[0].metadata);
    expect(plain).toMatchObject({
      firstName: "李",
      lastName: "小龙",
      phone: "'+86 10 1234 5678",
      status: "ACTIVE",
      tags: "",
      metadata: "",
    });
    expect(first).toMatchObject({ company: "", tags: "solo", createdAt: stored[0].createdAt.toISOString() });
  });

  it("neutralises cells that begin with = + - @ tab or CR (docs/contract.md section 18, OWASP CSV injection)", async () => {
    const { token } = await createTestTeam();
    const list = await createList(token, "Formulas");
    const contact = await createContact(token, {
      listId: list.id,
      email: "formula@example.com",
      firstName: '=HYPERLINK("http://evil.example","click")',
      lastName: "+1+2",
      company: "-2+3",
      phone: "@SUM(A1:A2)",
      state: "a=1",
      tags: ["=cmd"],
    });
    // The API trims fields; an import or an older row may still start with a tab or CR.
    await db.contact.update({ where: { id: contact.id }, data: { address: "\t=1+1", city: "\r=1+1" } });
    const rows: Record<string, string>[] = parse(await (await lists.export(token, list.id)).text(), { columns: true });
    expect(rows[0]).toMatchObject({
      email: "formula@example.com",
      firstName: '\'=HYPERLINK("http://evil.example","click")',
      lastName: "'+1+2",
      company: "'-2+3",
      phone: "'@SUM(A1:A2)",
      address: "'\t=1+1",
      city: "'\r=1+1",
      state: "a=1",
      tags: "'=cmd",
    });
  });

  it("streams a 5,000-contact list in several chunks with every row once", async () => {
    const { team, token } = await createTestTeam();
    const list = await createList(token, "Big list");
    const total = 5000;
    const contacts = Array.from({ length: total }, (_, index) => ({
      teamId: team.id,
      listId: list.id,
      email: `user${String(index).padStart(5, "0")}@example.com`,
      firstName: `User ${index}`,
    }));
    for (let start = 0; start < total; start += 1000)
      await db.contact.createMany({ data: contacts.slice(start, start + 1000) });

    const response = await lists.export(token, list.id);
    expect(response.status).toBe(200);
    const { text, chunks } = await readChunks(response);
    // One chunk per page of 1,000 (the header travels with the first).
    expect(chunks).toBeGreaterThanOrEqual(5);
    const rows: Record<string, string>[] = parse(text, { columns: true });
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((row) => row.email)).size).toBe(total);
    expect(rows.map((row) => row.email)).toEqual(contacts.map((contact) => contact.email));
    expect(rows[4321]).toMatchObject({ email: "user04321@example.com", firstName: "User 4321", status: "ACTIVE" });
  });

  it("answers only the header for an empty list, and a BOM when asked", async () => {
    const { token } = await createTestTeam();
    const list = await createList(token, "!!");
    const response = await lists.export(token, list.id);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="list-contacts.csv"');
    expect(await response.text()).toBe(`${COLUMNS.join(",")}\r\n`);

    await createContact(token, { email: "zoe@example.com", listId: list.id, firstName: "Zoë" });
    const withBom = await lists.export(token, list.id, "?bom=true");
    const bytes = Buffer.from(await withBom.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows: Record<string, string>[] = parse(bytes, { columns: true, bom: true });
    expect(rows).toEqual([expect.objectContaining({ email: "zoe@example.com", firstName: "Zoë" })]);
  });

  it("answers 400 for a bad bom flag and 403 without contacts:read", async () => {
    const { team, token } = await createTestTeam();
    const list = await createList(token);
    const bad = await lists.export(token, list.id, "?bom=yes");
    expect({ status: bad.status, body: await bad.json() }).toEqual({
      status: 400,
      body: errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid query", { bom: "must be true or false" }),
    });
    const listsOnly = { apiKey: await createTestApiKey(team.id, ["lists:read"]) };
    const refused = await lists.export(listsOnly, list.id);
    expect({ status: refused.status, body: await refused.json() }).toEqual({
      status: 403,
      body: errorEnvelope("forbidden", "INSUFFICIENT_PERMISSIONS", "Insufficient permissions for this resource"),
    });
  });
});
