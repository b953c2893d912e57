import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { processContactImport } from "@/lib/services/imports/process-contact-import";
import { bulkCsv, importCsv, listContacts, postImportUpload, teamWithList } from "./import-client";

// See process-import.test.ts for why the queue is left out.
vi.mock("@/jobs/enqueue", () => ({ enqueue: vi.fn(async () => "queued") }));

// A batch goes straight into "Contact" with COPY until one holds an address the list already has;
// that one and the rest go through the staging table and its upsert (write-contacts-sql.ts).

async function createdImport(csv: string) {
  const { token, list } = await teamWithList();
  const created = await postImportUpload({ token }, { listId: list.id, csv });
  expect(created.status).toBe(202);
  return { list, importId: created.body.id as string };
}

describe("how an import's batches reach the table", () => {
  it("keeps tabs, backslashes and line breaks in cells and metadata", async () => {
    const { token, list } = await teamWithList();
    const csv = 'email,company,city,Note\nann@example.com,"Tab\there","C:\\\\path\\\\to","line one\nline two\r\nthree"\nbo@example.com,"Semi;colon",\\N,\\.\n';

    const finished = await importCsv({ token }, list.id, csv, { Note: "metadata.note" });

    expect(finished).toMatchObject({ status: "COMPLETED", imported: 2, updated: 0, skipped: 0 });
    const [ann, bo] = await listContacts(list.id);
    expect(ann).toMatchObject({ company: "Tab\there", city: "C:\\\\path\\\\to", metadata: { note: "line one\nline two\r\nthree" } });
    // COPY's own markers in a cell are text like any other.
    expect(bo).toMatchObject({ company: "Semi;colon", city: "\\N", metadata: { note: "\\." } });
  });

  it("writes the batch that meets an address of the list through the upsert, and every batch after it", async () => {
    const { list, importId } = await createdImport(bulkCsv(20));
    // Row 10 of the file (batch 3 of 4-row batches) is already on the list, with other letter case.
    const existing = await db.contact.create({ data: { teamId: list.teamId, listId: list.id, email: "USER9@bulk.test", firstName: "Kept", lastName: "Known" } });

    await processContactImport({ importId }, { batchSize: 4 });

    expect(await db.contactImport.findUniqueOrThrow({ where: { id: importId } })).toMatchObject({ status: "COMPLETED", processed: 20, imported: 19, updated: 1, skipped: 0 });
    const contacts = await listContacts(list.id);
    expect(contacts).toHaveLength(20);
    expect(contacts.find((contact) => contact.id === existing.id)).toMatchObject({ firstName: "Name9", lastName: "Known", importId: null });
    expect(contacts.filter((contact) => contact.importId === importId)).toHaveLength(19);
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
          if (batch === 1) await db.contact.create({ data: { teamId: list.teamId, listId: list.id, email: "user10@bulk.test", firstName: "Signed up" } });
        },
      },
    );

    expect(await db.contactImport.findUniqueOrThrow({ where: { id: importId } })).toMatchObject({ status: "COMPLETED", processed: 12, imported: 11, updated: 1 });
    expect(await db.contact.count({ where: { listId: list.id } })).toBe(12);
    expect(await db.contact.findFirstOrThrow({ where: { listId: list.id, email: "user10@bulk.test" } })).toMatchObject({ firstName: "Name10", importId: null });
  });
});
