import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { processContactImport } from "@/lib/services/imports";
import { deleteList } from "@/lib/services/lists/delete-list";
import { bulkCsv, importCsv, listContacts, postImportUpload, teamWithList } from "./import-client";

// See process-import.test.ts for why the queue is left out.
vi.mock("@/lib/jobs/enqueue", () => ({ enqueue: vi.fn(async () => "queued") }));

// A batch goes straight into "Contact" with COPY until one holds an address the list already has;
// that one and the rest go through the staging table and its upsert (write-contacts-sql.ts).

async function createdImport(csv: string) {
  const { token, list } = await teamWithList();
  const created = await postImportUpload({ token }, { listId: list.id, csv });
  expect(created.status).toBe(202);
  return { list, importId: created.body.id as string };
}

/** The list's contact rows, soft-deleted ones too (the client hides those), and its live ones. */
async function contactRows(listId: string) {
  const [counts] = await db.$queryRaw<{ rows: number; live: number }[]>`
    SELECT count(*)::int AS rows, (count(*) FILTER (WHERE NOT "isDeleted"))::int AS live FROM "Contact" WHERE "listId" = ${listId}`;
  return counts;
}

describe("how an import's batches reach the table", () => {
  it("keeps tabs, backslashes and line breaks in cells and metadata", async () => {
    const { token, list } = await teamWithList();
    const csv =
      'email,company,city,Note\nann@example.com,"Tab\there","C:\\\\path\\\\to","line one\nline two\r\nthree"\nbo@example.com,"Semi;colon",\\N,\\.\n';

    const finished = await importCsv({ token }, list.id, csv, { Note: "metadata.note" });

    expect(finished).toMatchObject({ status: "COMPLETED", imported: 2, updated: 0, skipped: 0 });
    const [ann, bo] = await listContacts(list.id);
    expect(ann).toMatchObject({
      company: "Tab\there",
      city: "C:\\\\path\\\\to",
      metadata: { note: "line one\nline two\r\nthree" },
    });
    // COPY's own markers in a cell are text like any other.
    expect(bo).toMatchObject({ company: "Semi;colon", city: "\\N", metadata: { note: "\\." } });
  });

  it("writes a batch into the buffer a longer, written batch left with only its own rows", async () => {
    const long = "L".repeat(200);
    const rows = [
      `one@example.com,${long}`,
      `two@example.com,${long}`,
      "three@example.com,C3",
      "four@example.com,C4",
      "five@example.com,C5",
      "six@example.com,",
    ];
    const { importId, list } = await createdImport(`email,company\n${rows.join("\n")}\n`);

    // Batch 3 is built once batch 1 is written, in batch 1's buffer.
    await processContactImport({ importId }, { batchSize: 2, concurrency: 1 });

    const contacts = await listContacts(list.id);
    // (In address order.)
    expect(contacts.map(({ email, company }) => [email, company])).toEqual([
      ["five@example.com", "C5"],
      ["four@example.com", "C4"],
      ["one@example.com", long],
      ["six@example.com", null],
      ["three@example.com", "C3"],
      ["two@example.com", long],
    ]);
  });

  it("writes the batch that meets an address of the list through the upsert, and every batch after it", async () => {
    const { list, importId } = await createdImport(bulkCsv(20));
    // Row 10 of the file (batch 3 of 4-row batches) is already on the list, with other letter case.
    const existing = await db.contact.create({
      data: { teamId: list.teamId, listId: list.id, email: "USER9@bulk.test", firstName: "Kept", lastName: "Known" },
    });

    await processContactImport({ importId }, { batchSize: 4 });

    expect(await db.contactImport.findUniqueOrThrow({ where: { id: importId } })).toMatchObject({
      status: "COMPLETED",
      processed: 20,
      imported: 19,
      updated: 1,
      skipped: 0,
    });
    const contacts = await listContacts(list.id);
    expect(contacts).toHaveLength(20);
    expect(contacts.find((contact) => contact.id === existing.id)).toMatchObject({
      firstName: "Name9",
      lastName: "Known",
      importId: null,
    });
    expect(contacts.filter((contact) => contact.importId === importId)).toHaveLength(19);
    // The consent ledger: one `imported` entry per contact the import added, by either path; none
    // for the contact it only updated (a re-import is no new consent).
    const ledger = await db.consentEvent.findMany({ where: { teamId: list.teamId } });
    expect(ledger).toHaveLength(19);
    expect(new Set(ledger.map((entry) => entry.contactId))).toEqual(
      new Set(contacts.filter((contact) => contact.importId === importId).map((contact) => contact.id)),
    );
    expect(ledger[0]).toMatchObject({ action: "imported", source: "import", sourceId: importId, listId: list.id });
  });

  it("takes an address added to the list while the import runs as an update, not an error", async () => {
    const { list, importId } = await createdImport(bulkCsv(12));

    await processContactImport(
      { importId },
      {
        batchSize: 4,
        concurrency: 1,
        // Someone signs up through a form once batch 1 is in; their address is in batch 3.
        afterBatchCommit: async ({ batch }) => {
          if (batch === 1)
            await db.contact.create({
              data: { teamId: list.teamId, listId: list.id, email: "user10@bulk.test", firstName: "Signed up" },
            });
        },
      },
    );

    expect(await db.contactImport.findUniqueOrThrow({ where: { id: importId } })).toMatchObject({
      status: "COMPLETED",
      processed: 12,
      imported: 11,
      updated: 1,
    });
    expect(await db.contact.count({ where: { listId: list.id } })).toBe(12);
    expect(await db.contact.findFirstOrThrow({ where: { listId: list.id, email: "user10@bulk.test" } })).toMatchObject({
      firstName: "Name10",
      importId: null,
    });
  });

  // A batch holds its list FOR SHARE from its counters' update to its commit (batch-writer.ts).
  it("rolls back the batch written after its list was deleted, and the delete takes the earlier batches' contacts", async () => {
    const { list, importId } = await createdImport(bulkCsv(12));

    const run = processContactImport(
      { importId },
      {
        batchSize: 4,
        concurrency: 1,
        afterBatchCommit: async ({ batch }) =>
          void (batch === 2 && (await deleteList({ teamId: list.teamId, id: list.id }))),
      },
    );

    await expect(run).rejects.toThrow("the list was deleted during the import");
    expect(await db.contactImport.findUniqueOrThrow({ where: { id: importId } })).toMatchObject({
      processed: 8,
      imported: 8,
    });
    // Batch 3 was copied in before its claim found the list gone, and rolled back.
    expect(await contactRows(list.id)).toEqual({ rows: 8, live: 0 });
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "makes a list's delete wait for the batch that holds it, then soft-deletes that batch's contacts",
    async () => {
      const { list, importId } = await createdImport(bulkCsv(12));
      let deleting: Promise<unknown> | null = null;

      const run = processContactImport(
        { importId },
        {
          batchSize: 4,
          concurrency: 1,
          beforeBatchCommit: async ({ batch }) => {
            if (batch !== 2) return;
            deleting = deleteList({ teamId: list.teamId, id: list.id });
            // The delete's update of the list row waits for this batch's lock on it.
            // (Other test files share the database: only an update of "MailingList" counts.)
            await vi.waitFor(
              async () => {
                const [{ waiting }] = await db.$queryRaw<{ waiting: number }[]>`
                SELECT count(*)::int AS waiting FROM pg_stat_activity
                WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'UPDATE %"MailingList"%'`;
                expect(waiting).toBeGreaterThan(0);
              },
              { timeout: 10_000 },
            );
          },
        },
      );

      await expect(run).rejects.toThrow("the list was deleted during the import");
      await deleting;
      expect(await db.contactImport.findUniqueOrThrow({ where: { id: importId } })).toMatchObject({
        processed: 8,
        imported: 8,
      });
      expect(await contactRows(list.id)).toEqual({ rows: 8, live: 0 });
    },
  );
});
