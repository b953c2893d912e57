import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getBoss, startWorker, stopWorker } from "@/jobs/drivers/pg-boss";
import { getImport, listContacts, postImportUpload, teamWithList } from "./import-client";
import { MAILCHIMP_FIRST_IMPORT, mailchimpExport } from "./mailchimp-fixture";
import { JOB_TABLE } from "@/tests/helpers/job-table";

// End to end through the queue: POST /imports enqueues the job after the import row commits, the
// pg-boss worker picks it up and runs it to COMPLETED.

describe("an import through the pg-boss worker", () => {
  beforeAll(async () => {
    const summary = await startWorker({ pollingIntervalSeconds: 0.5 });
    expect(summary.jobs).toContainEqual({ name: "process-contact-import", retryLimit: 3 });
  });
  afterAll(() => stopWorker());

  it("goes from PENDING to COMPLETED with the exact counts", async () => {
    const { token, list } = await teamWithList();
    const created = await postImportUpload({ token }, { csv: mailchimpExport(), listId: list.id });
    expect(created.status).toBe(202);
    expect(created.body.status).toBe("PENDING");

    await vi.waitFor(async () => expect((await getImport({ token }, created.body.id)).body.status).toBe("COMPLETED"), {
      timeout: 30_000,
      interval: 250,
    });

    const { body } = await getImport({ token }, created.body.id);
    expect(body).toMatchObject(MAILCHIMP_FIRST_IMPORT);
    expect(await listContacts(list.id)).toHaveLength(6);
    const boss = await getBoss();
    const { rows } = await boss
      .getDb()
      .executeSql(`SELECT state FROM ${JOB_TABLE} WHERE name = $1 AND data->>'importId' = $2`, [
        "process-contact-import",
        created.body.id,
      ]);
    expect(rows).toEqual([{ state: "completed" }]);
  });
});
