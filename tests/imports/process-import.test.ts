import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import {
  importCsv,
  listContacts,
  postImportJson,
  postImportUpload,
  runImportJob,
  storeCsv,
  teamWithList,
} from "./import-client";
import { MAILCHIMP_ERRORS, MAILCHIMP_FIRST_IMPORT, mailchimpExport } from "./mailchimp-fixture";

// The queue is left out here: these tests run the job's handler themselves (runImportJob), and a
// job sent to pg-boss could be taken by a worker of another test file on a shared PostgreSQL
// database, whose storage directory does not hold this file's uploads. pg-boss-import.test.ts
// runs an import through the real queue and worker.
vi.mock("@/lib/jobs/enqueue", () => ({ enqueue: vi.fn(async () => "queued") }));

// The import job's handler run directly on imports created through POST /imports.

describe("importing a Mailchimp export", () => {
  it("imports the valid rows with every mapped field and reports the skipped ones by row", async () => {
    const { token, list } = await teamWithList();
    const finished = await importCsv({ token }, list.id, mailchimpExport());

    expect(finished).toMatchObject({
      ...MAILCHIMP_FIRST_IMPORT,
      status: "COMPLETED",
      completedAt: expect.any(String),
    });
    expect(finished.fieldsMap).toMatchObject({
      "Email Address": "email",
      "First Name": "firstName",
      "Last Name": "lastName",
      Address: "address",
      "Phone Number": "phone",
      Company: "company",
      CC: "country",
      REGION: "state",
      Birthday: "",
      MEMBER_RATING: "",
      NOTES: "",
      TAGS: "",
    });

    const contacts = await listContacts(list.id);
    expect(contacts.map((contact) => contact.email)).toEqual([
      "bob.smith@example.com",
      "chloe@example.fr",
      "lukasz@example.pl",
      "mike@example.com",
      "wei.chen@example.cn",
      "zoe.angstrom@example.com",
    ]);
    const byEmail = new Map(contacts.map((contact) => [contact.email, contact]));
    expect(byEmail.get("zoe.angstrom@example.com")).toMatchObject({
      firstName: "Zoë",
      lastName: "Ångström",
      address: "Drottninggatan 5, Stockholm",
      phone: "+46 8 123 456",
      company: "Ångström, Zoë & Co",
      country: "SE",
      state: "Stockholm",
      city: null,
      status: "ACTIVE",
      importId: finished.id,
      teamId: list.teamId,
      metadata: null,
    });
    // The first occurrence wins: row 9 repeated row 3's address with other names.
    expect(byEmail.get("bob.smith@example.com")).toMatchObject({
      firstName: "Bob",
      lastName: "Smith, Jr.",
      company: "Smith & Sons",
      country: "US",
      state: "CA",
    });
    expect(byEmail.get("wei.chen@example.cn")).toMatchObject({ firstName: "伟", lastName: "陈", company: "北京科技" });
    expect(byEmail.get("lukasz@example.pl")).toMatchObject({
      firstName: "Łukasz",
      lastName: "Żółkiewski",
      company: "Żółw Sp. z o.o.",
    });
    expect(byEmail.get("mike@example.com")).toMatchObject({ lastName: "O'Neil", phone: "555-0100" });
    for (const contact of contacts) {
      expect(contact.id).toMatch(/^c[a-z0-9]{24}$/);
      expect(Math.abs(contact.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
    }
  });

  it("updates the contacts on a second import of the same file instead of duplicating them", async () => {
    const { token, list } = await teamWithList();
    await importCsv({ token }, list.id, mailchimpExport());
    const before = await listContacts(list.id);
    // Someone unsubscribed meanwhile, and a name was corrected in the app.
    await db.contact.update({
      where: { id: before[0].id },
      data: { status: "UNSUBSCRIBED", unsubscribedAt: new Date() },
    });

    const again = await importCsv({ token }, list.id, mailchimpExport());

    expect(again).toMatchObject({
      status: "COMPLETED",
      total: 11,
      processed: 11,
      imported: 0,
      updated: 6,
      skipped: 5,
      errors: MAILCHIMP_ERRORS,
    });
    const after = await listContacts(list.id);
    expect(after.map((contact) => contact.id)).toEqual(before.map((contact) => contact.id));
    // A re-import never resubscribes anyone, and the contacts keep the import that created them.
    expect(after[0]).toMatchObject({ status: "UNSUBSCRIBED", importId: before[0].importId });
    expect(after[0].updatedAt.getTime()).toBeGreaterThan(before[0].updatedAt.getTime());
  });

  it("matches addresses the list already holds in any letter case, and leaves values an empty cell would erase", async () => {
    const { token, list } = await teamWithList();
    const existing = await db.contact.create({
      data: {
        teamId: list.teamId,
        listId: list.id,
        email: "ada@example.com",
        firstName: "Ada",
        lastName: "Lovelace",
        company: "Analytical Engines",
        metadata: { source: "signup", plan: "free" },
      },
    });

    const finished = await importCsv(
      { token },
      list.id,
      "EMAIL,FNAME,LNAME,COMPANY,Plan\nADA@Example.com,,Byron,,pro\nnew@example.com,New,,,\n",
      { Plan: "metadata.plan" },
    );

    expect(finished).toMatchObject({ status: "COMPLETED", imported: 1, updated: 1, skipped: 0, errors: [] });
    const ada = await db.contact.findUniqueOrThrow({ where: { id: existing.id } });
    expect(ada).toMatchObject({
      email: "ada@example.com",
      firstName: "Ada",
      lastName: "Byron",
      company: "Analytical Engines",
      metadata: { source: "signup", plan: "pro" },
    });
    expect(await db.contact.count({ where: { listId: list.id } })).toBe(2);
  });

  it("adds a contact again when the list only holds a deleted one with that address", async () => {
    const { token, list } = await teamWithList();
    await db.contact.create({
      data: { teamId: list.teamId, listId: list.id, email: "gone@example.com", isDeleted: true },
    });
    const finished = await importCsv({ token }, list.id, "email\ngone@example.com\n");
    expect(finished).toMatchObject({ imported: 1, updated: 0 });
    expect(await db.contact.count({ where: { listId: list.id, email: "gone@example.com", isDeleted: false } })).toBe(1);
  });
});

describe("CSV dialects and mappings", () => {
  it("reads a ;-delimited file with quoted semicolons, CRLF line ends and German headers", async () => {
    const { token, list } = await teamWithList();
    const csv =
      'E-Mail;Vorname;Nachname;Firma;PLZ;Stadt\r\nmax@example.de;Max;Müller;"ACME; GmbH";10115;Berlin\r\n"erika@example.de";Erika;"Muster""mann";;80331;München\r\n';

    const finished = await importCsv({ token }, list.id, csv);

    expect(finished).toMatchObject({
      status: "COMPLETED",
      total: 2,
      imported: 2,
      fieldsMap: {
        "E-Mail": "email",
        Vorname: "firstName",
        Nachname: "lastName",
        Firma: "company",
        PLZ: "zip",
        Stadt: "city",
      },
    });
    const [erika, max] = await listContacts(list.id);
    expect(max).toMatchObject({
      email: "max@example.de",
      firstName: "Max",
      lastName: "Müller",
      company: "ACME; GmbH",
      zip: "10115",
      city: "Berlin",
    });
    expect(erika).toMatchObject({ email: "erika@example.de", lastName: 'Muster"mann', company: null, city: "München" });
  });

  it("reads a tab-delimited file without a BOM and skips blank lines without counting them", async () => {
    const { token, list } = await teamWithList();
    const finished = await importCsv(
      { token },
      list.id,
      "\nEmail\tCompany\n\nann@example.com\tAcme, Inc.\n\t\n  \nbo@example.com\tGlobex\n",
    );
    expect(finished).toMatchObject({ status: "COMPLETED", total: 2, processed: 2, imported: 2, skipped: 0 });
    expect((await listContacts(list.id)).map((contact) => contact.company)).toEqual(["Acme, Inc.", "Globex"]);
  });

  it("auto-matches the headers of common exports, whatever their case, spacing and punctuation", async () => {
    const { token, list } = await teamWithList();
    const header =
      "E-mail Address,Given name,Surname,Organization,Phone Number,Street Address,Town,State/Province,Postal Code,Country,LinkedIn URL,twitter_handle";
    const row =
      "ivy@example.com,Ivy,Ng,Initech,+1 555 0101,1 Main St,Springfield,IL,62701,US,https://linkedin.com/in/ivy,@ivy";

    const finished = await importCsv({ token }, list.id, `${header}\n${row}\n`);

    expect(finished.fieldsMap).toEqual({
      "E-mail Address": "email",
      "Given name": "firstName",
      Surname: "lastName",
      Organization: "company",
      "Phone Number": "phone",
      "Street Address": "address",
      Town: "city",
      "State/Province": "state",
      "Postal Code": "zip",
      Country: "country",
      "LinkedIn URL": "linkedin",
      twitter_handle: "twitter",
    });
    const [ivy] = await listContacts(list.id);
    expect(ivy).toMatchObject({
      firstName: "Ivy",
      lastName: "Ng",
      company: "Initech",
      phone: "+1 555 0101",
      address: "1 Main St",
      city: "Springfield",
      state: "IL",
      zip: "62701",
      country: "US",
      linkedin: "https://linkedin.com/in/ivy",
      twitter: "@ivy",
    });
  });

  it("puts columns mapped to metadata.<key> into metadata and lets the map override or ignore auto-matched columns", async () => {
    const { token, list } = await teamWithList();
    const csv =
      "Email,Work Email,First Name,Plan,Signup Source,Notes\nold@example.com,kim@example.com,Kim,pro,webinar,call back\nold2@example.com,lee@example.com,Lee,,,\n";

    const finished = await importCsv({ token }, list.id, csv, {
      "Work Email": "email",
      Email: "metadata.personalEmail",
      Plan: "metadata.plan",
      "Signup Source": "metadata.source",
      "First Name": "",
    });

    expect(finished.fieldsMap).toEqual({
      Email: "metadata.personalEmail",
      "Work Email": "email",
      "First Name": "",
      Plan: "metadata.plan",
      "Signup Source": "metadata.source",
      Notes: "",
    });
    const [kim, lee] = await listContacts(list.id);
    expect(kim).toMatchObject({
      email: "kim@example.com",
      firstName: null,
      metadata: { personalEmail: "old@example.com", plan: "pro", source: "webinar" },
    });
    expect(lee).toMatchObject({ email: "lee@example.com", metadata: { personalEmail: "old2@example.com" } });
  });

  it("skips rows without an address as missing, cuts overlong values and ignores cells past the header", async () => {
    const { token, list } = await teamWithList();
    const long = "x".repeat(300);
    const finished = await importCsv(
      { token },
      list.id,
      `email,company\n,Nobody Inc\nlong@example.com,${long},extra,cells\nshort@example.com\n`,
    );
    expect(finished).toMatchObject({
      imported: 2,
      skipped: 1,
      errors: [{ row: 2, email: null, reason: "missing email" }],
    });
    const [long_, short] = await listContacts(list.id);
    expect(long_.company).toBe("x".repeat(255));
    expect(short.company).toBeNull();
  });
});

describe("files the job refuses", () => {
  it("fails an import whose quoting breaks further down, with nothing imported", async () => {
    const { token, list } = await teamWithList();
    const created = await postImportUpload(
      { token },
      { listId: list.id, csv: 'email,name\na@example.com,A\nb@example.com,"B\nc@example.com,C\n' },
    );
    expect(created.status).toBe(202);
    await runImportJob(created.body.id);

    const failed = await db.contactImport.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(failed).toMatchObject({
      status: "FAILED",
      processed: 0,
      imported: 0,
      errors: [
        {
          row: 3,
          email: null,
          reason:
            "row 3 (from line 3) is not valid CSV: a quoted field is never closed; fix the file and import it again",
        },
      ],
    });
    expect(await db.contact.count({ where: { listId: list.id } })).toBe(0);
  });

  it("fails an import whose file turns into another encoding past the bytes the request checked", async () => {
    const { token, list } = await teamWithList();
    const ascii = Buffer.from(`email,name\n${"pad@example.com,Pad\n".repeat(5000)}`, "utf8");
    const latin1 = Buffer.from("rene@example.com,Ren\xe9\n", "latin1");
    const file = await storeCsv(list.teamId, Buffer.concat([ascii, latin1]));

    const created = await postImportJson({ token }, { fileId: file.id, listId: list.id });
    expect(created.status).toBe(202);
    await runImportJob(created.body.id);

    const failed = await db.contactImport.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(failed.status).toBe("FAILED");
    expect(failed.errors).toEqual([
      {
        row: 5002,
        email: null,
        reason: "the file is not UTF-8 text (row 5002, line 5002); save it as CSV UTF-8 and upload it again",
      },
    ]);
    expect(await db.contact.count({ where: { listId: list.id } })).toBe(0);
  });

  it("fails an import whose list or file was deleted before the job ran", async () => {
    const { token, list } = await teamWithList();
    const first = await postImportUpload({ token }, { listId: list.id, csv: "email\na@example.com\n" });
    const second = await postImportUpload({ token }, { listId: list.id, csv: "email\nb@example.com\n" });
    await db.file.update({ where: { id: first.body.fileId }, data: { isDeleted: true } });
    await runImportJob(first.body.id);
    expect(await db.contactImport.findUniqueOrThrow({ where: { id: first.body.id } })).toMatchObject({
      status: "FAILED",
      errors: [{ row: null, email: null, reason: "the file was deleted before the import finished" }],
    });

    await db.mailingList.update({ where: { id: list.id }, data: { isDeleted: true } });
    await runImportJob(second.body.id);
    expect(await db.contactImport.findUniqueOrThrow({ where: { id: second.body.id } })).toMatchObject({
      status: "FAILED",
      processed: 0,
      errors: [{ row: null, email: null, reason: "the list was deleted during the import" }],
    });
    expect(await db.contact.count({ where: { listId: list.id } })).toBe(0);
  });

  it("leaves a finished import alone when its job runs again", async () => {
    const { token, list } = await teamWithList();
    const finished = await importCsv({ token }, list.id, "email\na@example.com\n");
    await runImportJob(finished.id, 1);
    expect(await db.contactImport.findUniqueOrThrow({ where: { id: finished.id } })).toMatchObject({
      status: "COMPLETED",
      imported: 1,
      updated: 0,
    });
  });
});
