import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { ImportSupersededError, processContactImport, type ImportProgress } from "@/lib/services/imports";
import { bulkCsv, getImport, listContacts, postImportUpload, runImportJob, teamWithList } from "./import-client";

// The queue is left out here: these tests run the job's handler themselves (runImportJob), and a
// job sent to pg-boss could be taken by a worker of another test file on a shared PostgreSQL
// database, whose storage directory does not hold this file's uploads. pg-boss-import.test.ts
// runs an import through the real queue and worker.
vi.mock("@/lib/jobs/enqueue", () => ({ enqueue: vi.fn(async () => "queued") }));

// Crashes, retries and progress: an import's counters only ever hold committed batches, a later
// run resumes after them, and an import is COMPLETED only when every row was handled.

const TEN_ROWS = [
  "email,name",
  "a1@example.com,A1",
  "a2@example.com,A2",
  "a3@example.com,A3",
  "a4@example.com,A4", // batch 1 ends here (batches of 4 rows)
  "a5@example.com,A5",
  "A1@EXAMPLE.COM,again", // row 7: repeats row 2, which an earlier run committed
  "broken,B",
  "a6@example.com,A6", // batch 2 ends here
  "a7@example.com,A7",
  "a8@example.com,A8",
].join("\n");

const TEN_ROWS_ERRORS = [
  { row: 7, email: "A1@EXAMPLE.COM", reason: "duplicate in file" },
  { row: 8, email: "broken", reason: "invalid email" },
];

/** The ten rows imported whole: eight contacts, the two bad rows skipped. */
const TEN_ROWS_DONE = {
  status: "COMPLETED",
  processed: 10,
  imported: 8,
  updated: 0,
  skipped: 2,
  errors: TEN_ROWS_ERRORS,
};

async function createdImport(csv: string) {
  const { token, list } = await teamWithList();
  const created = await postImportUpload({ token }, { listId: list.id, csv });
  expect(created.status).toBe(202);
  return { token, list, importId: created.body.id as string };
}

async function storedImport(id: string) {
  return db.contactImport.findUniqueOrThrow({ where: { id } });
}

describe("an import that stops part-way", () => {
  it("keeps only the committed batches, and the next run resumes after them with exact counts", async () => {
    const { list, importId } = await createdImport(TEN_ROWS);

    const crash = processContactImport(
      { importId },
      {
        batchSize: 4,
        beforeBatchCommit: ({ batch }) => {
          if (batch === 2) throw new Error("worker lost its database connection");
        },
      },
    );
    await expect(crash).rejects.toThrow("worker lost its database connection");

    // Batch 2 rolled back as a whole: its contacts and its counts.
    expect(await storedImport(importId)).toMatchObject({
      status: "PROCESSING",
      total: 10,
      processed: 4,
      imported: 4,
      updated: 0,
      skipped: 0,
      errors: [],
    });
    expect((await listContacts(list.id)).map((contact) => contact.email)).toEqual([
      "a1@example.com",
      "a2@example.com",
      "a3@example.com",
      "a4@example.com",
    ]);

    await processContactImport({ importId }, { batchSize: 4 });

    expect(await storedImport(importId)).toMatchObject({ ...TEN_ROWS_DONE, total: 10 });
    expect(await listContacts(list.id)).toHaveLength(8);
  });

  it("shows its progress advance batch by batch, with the total known from the first batch", async () => {
    const { token, importId } = await createdImport(TEN_ROWS);
    const seen: { progress: ImportProgress; status: string; total: number; processed: number; fraction: number }[] = [];

    await processContactImport(
      { importId },
      {
        batchSize: 4,
        // One batch at a time, so that each reading sees exactly the batch that just committed.
        concurrency: 1,
        afterBatchCommit: async (progress) => {
          const { body } = await getImport({ token }, importId);
          seen.push({
            progress,
            status: body.status,
            total: body.total,
            processed: body.processed,
            fraction: body.progress,
          });
        },
      },
    );

    expect(seen).toEqual([
      {
        progress: { batch: 1, processed: 4, imported: 4, updated: 0, skipped: 0 },
        status: "PROCESSING",
        total: 10,
        processed: 4,
        fraction: 0.4,
      },
      {
        progress: { batch: 2, processed: 8, imported: 6, updated: 0, skipped: 2 },
        status: "PROCESSING",
        total: 10,
        processed: 8,
        fraction: 0.8,
      },
      {
        progress: { batch: 3, processed: 10, imported: 8, updated: 0, skipped: 2 },
        status: "PROCESSING",
        total: 10,
        processed: 10,
        fraction: 1,
      },
    ]);
    expect((await getImport({ token }, importId)).body).toMatchObject({ status: "COMPLETED", progress: 1 });
  });

  it("counts every batch once when a second run of the same import overtakes the first", async () => {
    const { list, importId } = await createdImport(TEN_ROWS);
    // The first run is overtaken after its first batch: a redelivered job runs the import to the end.
    const first = processContactImport(
      { importId },
      {
        batchSize: 4,
        concurrency: 1,
        afterBatchCommit: async ({ batch }) => {
          if (batch === 1) await runImportJob(importId);
        },
      },
    );

    await expect(first).rejects.toBeInstanceOf(ImportSupersededError);
    expect(await storedImport(importId)).toMatchObject(TEN_ROWS_DONE);
    expect(await listContacts(list.id)).toHaveLength(8);
  });
});

describe("the import job on a database error", () => {
  // A real failure inside the second batch's statement: a trigger refusing one address. The
  // trigger's name and address are unique, so nothing else on a shared database trips it.
  async function failingAddress() {
    const suffix = randomUUID().replace(/-/g, "");
    const email = `boom-${suffix}@crash.test`;
    await db.$executeRawUnsafe(
      `CREATE FUNCTION import_test_fail_${suffix}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'simulated storage failure'; END $$`,
    );
    await db.$executeRawUnsafe(
      `CREATE TRIGGER import_test_fail_${suffix} BEFORE INSERT ON "Contact" FOR EACH ROW WHEN (NEW.email = '${email}') EXECUTE FUNCTION import_test_fail_${suffix}()`,
    );
    const remove = async () => {
      await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS import_test_fail_${suffix} ON "Contact"`);
      await db.$executeRawUnsafe(`DROP FUNCTION IF EXISTS import_test_fail_${suffix}()`);
    };
    return { email, remove };
  }

  /** 6,000 rows: the first job batch (5,000) commits, the second holds `email` at row 5,502. */
  function sixThousandRows(email: string) {
    const lines = bulkCsv(6000).trimEnd().split("\n");
    lines[5501] = `${email},Boom`;
    return `${lines.join("\n")}\n`;
  }

  it("leaves the import PROCESSING for the retry, which resumes and completes it", async () => {
    const failing = await failingAddress();
    try {
      const { list, importId } = await createdImport(sixThousandRows(failing.email));

      await expect(runImportJob(importId, 0)).rejects.toThrow();
      expect(await storedImport(importId)).toMatchObject({
        status: "PROCESSING",
        total: 6000,
        processed: 5000,
        imported: 5000,
        skipped: 0,
      });
      expect(await db.contact.count({ where: { listId: list.id } })).toBe(5000);

      await failing.remove();
      await runImportJob(importId, 1);

      expect(await storedImport(importId)).toMatchObject({
        status: "COMPLETED",
        total: 6000,
        processed: 6000,
        imported: 6000,
        updated: 0,
        skipped: 0,
        errors: [],
      });
      expect(await db.contact.count({ where: { listId: list.id } })).toBe(6000);
    } finally {
      await failing.remove();
    }
  });

  it("fails the import on the last attempt, keeping the counts of what was written", async () => {
    const failing = await failingAddress();
    try {
      const { token, importId } = await createdImport(sixThousandRows(failing.email));

      await expect(runImportJob(importId, 0)).rejects.toThrow();
      await expect(runImportJob(importId, 3)).rejects.toThrow();

      const { body } = await getImport({ token }, importId);
      expect(body).toMatchObject({
        status: "FAILED",
        total: 6000,
        processed: 5000,
        imported: 5000,
        skipped: 0,
        completedAt: null,
        errors: [
          {
            row: null,
            email: null,
            reason:
              "the import stopped on an unexpected error; import the file again (rows already imported are updated, not duplicated)",
          },
        ],
      });
      expect(body.progress).toBeCloseTo(5000 / 6000);
      // A failed import stays failed: a late redelivery does nothing.
      await runImportJob(importId, 3);
      expect((await storedImport(importId)).status).toBe("FAILED");
    } finally {
      await failing.remove();
    }
  });
});
