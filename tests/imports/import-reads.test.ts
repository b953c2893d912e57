import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { errorEnvelope } from "../auth/auth-client";
import { pngBytes } from "../files/file-fixtures";
import { getImport, listImports, postImportUpload, previewImport, storeCsv, teamWithList } from "./import-client";
import { mailchimpExport } from "./mailchimp-fixture";
import { recordQueuedJobs, validation } from "./queue-recorder";

// POST /imports/preview and the reads of imports (GET /imports and /imports/{id}), at request time. The job
// does not run in this file: the queue is replaced by a recorder (queue-recorder.ts).
vi.mock("@/lib/jobs/enqueue", () => ({ enqueue: vi.fn() }));
recordQueuedJobs();

describe("POST /imports/preview", () => {
  it("answers the header, the first rows and the resolved map of a stored file, importing nothing", async () => {
    const { token, list } = await teamWithList();
    const file = await storeCsv(list.teamId, mailchimpExport());

    const { status, body } = await previewImport(
      { token },
      { fileId: file.id, fieldsMap: { NOTES: "metadata.notes", CC: "" } },
    );

    expect(status).toBe(200);
    expect(body).toMatchObject({ fileId: file.id, delimiter: ",", hasEmail: true });
    expect(body.columns.slice(0, 3)).toEqual(["Email Address", "First Name", "Last Name"]);
    expect(body.sampleRows).toHaveLength(5);
    expect(body.sampleRows[0].slice(0, 3)).toEqual(["zoe.angstrom@example.com", "Zoë", "Ångström"]);
    expect(body.sampleRows[1][22]).toBe("Met at the fair\r\nwants the newsletter");
    expect(body.fieldsMap).toMatchObject({
      "Email Address": "email",
      NOTES: "metadata.notes",
      CC: "",
      REGION: "state",
      MEMBER_RATING: "",
    });
    expect(await db.contactImport.count({ where: { teamId: list.teamId } })).toBe(0);
  });

  it("reports a missing email column instead of refusing it, and refuses what POST /imports refuses", async () => {
    const { token, list } = await teamWithList();
    const noEmail = await storeCsv(list.teamId, "Name;Company\nAda;Engines\n");
    expect((await previewImport({ token }, { fileId: noEmail.id })).body).toMatchObject({
      delimiter: ";",
      columns: ["Name", "Company"],
      hasEmail: false,
      fieldsMap: { Name: "", Company: "company" },
    });

    const unknown = await previewImport({ token }, { fileId: noEmail.id, fieldsMap: { Name: "fullName" } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(validation("Invalid fieldsMap", { "fieldsMap.Name": "unknown field fullName" }));

    const binary = await storeCsv(list.teamId, pngBytes());
    expect((await previewImport({ token }, { fileId: binary.id })).body).toEqual(
      validation("The file is not CSV text", { file: "the file is binary, not CSV text" }),
    );

    const stranger = await teamWithList();
    const theirs = await previewImport({ token: stranger.token }, { fileId: noEmail.id });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "File not found"));
  });
});

describe("GET /imports and /imports/{id}", () => {
  it("lists the team's imports newest first, filtered by list and status, and hides other teams'", async () => {
    const { token, list } = await teamWithList();
    const second = await db.mailingList.create({ data: { teamId: list.teamId, name: "Customers" } });
    const first = await postImportUpload({ token }, { csv: "email\na@example.com\n", listId: list.id });
    const other = await postImportUpload({ token }, { csv: "email\nb@example.com\n", listId: second.id });
    await db.contactImport.update({ where: { id: other.body.id }, data: { status: "FAILED" } });
    const stranger = await teamWithList();
    await postImportUpload({ token: stranger.token }, { csv: "email\nc@example.com\n", listId: stranger.list.id });

    const all = await listImports({ token });
    expect(all.status).toBe(200);
    expect(all.body.pagination).toEqual({ page: 1, limit: 50, total: 2 });
    expect(all.body.data.map((item: { id: string }) => item.id)).toEqual([other.body.id, first.body.id]);

    expect(
      (await listImports({ token }, `?listId=${list.id}`)).body.data.map((item: { id: string }) => item.id),
    ).toEqual([first.body.id]);
    expect((await listImports({ token }, "?status=FAILED")).body.data.map((item: { id: string }) => item.id)).toEqual([
      other.body.id,
    ]);
    expect((await listImports({ token }, "?limit=1&page=2")).body).toMatchObject({
      data: [{ id: first.body.id }],
      pagination: { page: 2, limit: 1, total: 2 },
    });

    const badStatus = await listImports({ token }, "?status=DONE");
    expect(badStatus.status).toBe(400);
    expect(badStatus.body).toEqual(
      validation("Invalid query", { status: "must be one of PENDING, PROCESSING, COMPLETED, FAILED" }),
    );
  });

  it("answers one import, and 404 for another team's", async () => {
    const { token, list } = await teamWithList();
    const created = await postImportUpload({ token }, { csv: "email\na@example.com\n", listId: list.id });
    const mine = await getImport({ token }, created.body.id);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({ ...created.body, updatedAt: expect.any(String) });

    const stranger = await teamWithList();
    const theirs = await getImport({ token: stranger.token }, created.body.id);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "Import not found"));
  });
});
