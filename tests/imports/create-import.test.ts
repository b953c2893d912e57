import { describe, expect, it, vi } from "vitest";
import { enqueue } from "@/lib/jobs/enqueue";
import { POST as uploadFileRoute } from "@/app/api/v1/files/route";
import { db } from "@/lib/db";
import { errorEnvelope, unprocessable } from "../auth/auth-client";
import { exeBytes, pngBytes, upload } from "../files/file-fixtures";
import { addMember, createTestApiKey } from "../helpers/teams";
import { postImportJson, postImportParts, postImportUpload, storeCsv, teamWithList } from "./import-client";
import { mailchimpExport } from "./mailchimp-fixture";
import { recordQueuedJobs, validation } from "./queue-recorder";

// POST /imports at request time (the preview and the reads are in import-reads.test.ts). The job does not
// run in this file: the queue is replaced by a recorder (queue-recorder.ts).
vi.mock("@/lib/jobs/enqueue", () => ({ enqueue: vi.fn() }));
const queued = recordQueuedJobs();

describe("POST /imports", () => {
  it("accepts a multipart upload: stores the file, resolves the mapping, answers 202 with the PENDING import", async () => {
    const { token, user, list } = await teamWithList();
    const { status, body, headers } = await postImportUpload(
      { token },
      {
        csv: mailchimpExport(),
        listId: list.id,
        fieldsMap: { NOTES: "metadata.notes" },
        name: "subscribed_members_export.csv",
      },
    );

    expect(status).toBe(202);
    expect(headers.get("x-ratelimit-limit")).toBe("20");
    expect(body).toMatchObject({
      id: expect.any(String),
      teamId: list.teamId,
      listId: list.id,
      list: { id: list.id, name: "Newsletter" },
      userId: user.id,
      fileId: expect.any(String),
      file: {
        id: body.fileId,
        name: "subscribed_members_export.csv",
        size: mailchimpExport().length,
        type: "text/csv",
      },
      status: "PENDING",
      total: 0,
      processed: 0,
      imported: 0,
      updated: 0,
      skipped: 0,
      errors: [],
      progress: 0,
      completedAt: null,
      isDeleted: false,
    });
    expect(body.fieldsMap).toMatchObject({
      "Email Address": "email",
      "First Name": "firstName",
      NOTES: "metadata.notes",
      MEMBER_RATING: "",
    });
    expect(await db.file.findUniqueOrThrow({ where: { id: body.fileId } })).toMatchObject({
      teamId: list.teamId,
      type: "text/csv",
    });
    expect(await db.contactImport.findUniqueOrThrow({ where: { id: body.id } })).toMatchObject({
      status: "PENDING",
      fieldsMap: body.fieldsMap,
    });
    expect(queued.filter((job) => (job.payload as { importId: string }).importId === body.id)).toEqual([
      {
        name: "process-contact-import",
        payload: { importId: body.id },
        options: { singletonKey: body.id },
        statusWhenQueued: "PENDING",
      },
    ]);
  });

  it("fails the import, rather than leaving it PENDING, when the job cannot be queued", async () => {
    const { token, list } = await teamWithList();
    vi.mocked(enqueue).mockRejectedValueOnce(new Error("queue unreachable"));
    const { status, body } = await postImportUpload({ token }, { csv: "email\na@example.com\n", listId: list.id });
    expect(status).toBe(500);
    expect(body).toEqual(
      errorEnvelope("internal_error", "INTERNAL_ERROR", "Something went wrong on our side. Please try again."),
    );
    expect(await db.contactImport.findFirstOrThrow({ where: { listId: list.id } })).toMatchObject({
      status: "FAILED",
      errors: [{ row: null, email: null, reason: "the import could not be queued; start it again" }],
    });
  });

  it("accepts JSON naming a file uploaded before, with fieldsMap as an object or as the bytes of its JSON text", async () => {
    const { token, list } = await teamWithList();
    const uploaded = await upload(
      uploadFileRoute,
      { token },
      { name: "people.csv", bytes: Buffer.from("Mail,Plan\nann@example.com,pro\n") },
    );
    expect(uploaded.status).toBe(201);

    const asObject = await postImportJson(
      { token },
      { fileId: uploaded.body.id, listId: list.id, fieldsMap: { Plan: "metadata.plan" } },
    );
    expect(asObject.status).toBe(202);
    expect(asObject.body).toMatchObject({
      fileId: uploaded.body.id,
      status: "PENDING",
      fieldsMap: { Mail: "email", Plan: "metadata.plan" },
    });

    const bytes = [...Buffer.from(JSON.stringify({ Plan: "metadata.tier" }))];
    const asBytes = await postImportJson({ token }, { fileId: uploaded.body.id, listId: list.id, fieldsMap: bytes });
    expect(asBytes.status).toBe(202);
    expect(asBytes.body.fieldsMap).toEqual({ Mail: "email", Plan: "metadata.tier" });
  });

  it("answers 422 for a file without an email column", async () => {
    const { token, list } = await teamWithList();
    const { status, body } = await postImportUpload({ token }, { csv: "Name,Company\nAda,Engines\n", listId: list.id });
    expect(status).toBe(422);
    expect(body).toEqual(
      unprocessable("The CSV file has no email column", {
        file: "no email column found; map one with fieldsMap",
      }),
    );
    expect(await db.contactImport.count({ where: { listId: list.id } })).toBe(0);
    expect(await db.file.count({ where: { teamId: list.teamId } })).toBe(0);
  });

  it("answers 400 for an empty file, a blank one, a binary one and one that is not UTF-8, storing nothing", async () => {
    const { token, list } = await teamWithList();
    const cases: [Buffer, string, string][] = [
      [Buffer.alloc(0), "The file is empty", "the file is empty"],
      [Buffer.from("\ufeff\r\n  \r\n"), "The file is empty", "the file is empty"],
      [pngBytes(), "The file is not CSV text", "the file is binary, not CSV text"],
      [exeBytes(), "The file is not CSV text", "the file is binary, not CSV text"],
      [
        Buffer.from("email,name\nrene@example.com,Ren\xe9\n", "latin1"),
        "The file is not UTF-8 text",
        "the file is not UTF-8 text; save it as CSV UTF-8 and upload it again",
      ],
      [
        Buffer.from("\xff\xfee\0m\0a\0i\0l\0", "latin1"),
        "The file is not UTF-8 text",
        "the file is UTF-16 text; save it as CSV UTF-8 and upload it again",
      ],
    ];
    for (const [csv, message, detail] of cases) {
      const { status, body } = await postImportUpload({ token }, { csv, listId: list.id });
      expect(status, detail).toBe(400);
      expect(body).toEqual(validation(message, { file: detail }));
    }
    expect(await db.file.count({ where: { teamId: list.teamId } })).toBe(0);
    expect(await db.contactImport.count({ where: { listId: list.id } })).toBe(0);
  });

  it("answers 400 for a stored file that is not CSV text", async () => {
    const { token, list } = await teamWithList();
    const png = await upload(uploadFileRoute, { token }, { name: "logo.png", bytes: pngBytes() });
    const { status, body } = await postImportJson({ token }, { fileId: png.body.id, listId: list.id });
    expect(status).toBe(400);
    expect(body).toEqual(validation("The file is not CSV text", { file: "the file is binary, not CSV text" }));
  });

  it("answers 400 for a mapping to an unknown field, to a column the file lacks, or to a field twice", async () => {
    const { token, list } = await teamWithList();
    const csv = "Email,Plan,Work Email\nann@example.com,pro,ann@work.example\n";

    const unknown = await postImportUpload({ token }, { csv, listId: list.id, fieldsMap: { Plan: "plan_tier" } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(validation("Invalid fieldsMap", { "fieldsMap.Plan": "unknown field plan_tier" }));

    const missing = await postImportUpload(
      { token },
      { csv, listId: list.id, fieldsMap: { Phone: "phone", Plan: "metadata." } },
    );
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual(
      validation("Invalid fieldsMap", {
        "fieldsMap.Phone": 'no column "Phone" in the file (columns: "Email", "Plan", "Work Email")',
        "fieldsMap.Plan": "unknown field metadata.",
      }),
    );

    const twice = await postImportJson(
      { token },
      {
        fileId: (await storeCsv(list.teamId, csv)).id,
        listId: list.id,
        fieldsMap: { Email: "email", "Work Email": "email" },
      },
    );
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual(
      validation("Invalid fieldsMap", { "fieldsMap.Work Email": 'email is already mapped from column "Email"' }),
    );
  });

  it("answers 400 for a malformed request", async () => {
    const { token, list } = await teamWithList();
    const notJson = await postImportUpload(
      { token },
      { csv: "email\na@example.com\n", listId: list.id, fieldsMap: "{Plan: metadata.plan" },
    );
    expect(notJson.status).toBe(400);
    expect(notJson.body).toEqual(validation("Invalid body", { fieldsMap: "must be JSON text of an object" }));

    const notString = await postImportJson({ token }, { fileId: "f", listId: list.id, fieldsMap: { Plan: 3 } });
    expect(notString.status).toBe(400);
    expect(notString.body).toEqual(
      validation("Invalid body", { "fieldsMap.Plan": 'must be a contact field, "metadata.<key>" or "" (ignore)' }),
    );

    const noList = await postImportJson({ token }, { fileId: "f" });
    expect(noList.status).toBe(400);
    expect(noList.body).toEqual(validation("Invalid body", { listId: "is required" }));

    const noFilePart = await postImportParts({ token }, [{ field: "listId", body: list.id }]);
    expect(noFilePart.status).toBe(400);
    expect(noFilePart.body).toEqual(validation("A file is required", { file: "is required" }));

    const noFileId = await postImportJson({ token }, { listId: list.id });
    expect(noFileId.status).toBe(400);
    expect(noFileId.body).toEqual(validation("Invalid body", { fileId: "is required" }));
  });

  it("answers 404 for another team's list or file, and 413 for a file over 256 MiB", async () => {
    const { token, list } = await teamWithList();
    const other = await teamWithList("Other team's list");

    const foreignList = await postImportUpload({ token }, { csv: "email\na@example.com\n", listId: other.list.id });
    expect(foreignList.status).toBe(404);
    expect(foreignList.body).toEqual(errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "List not found"));

    const foreignFile = await storeCsv(other.list.teamId, "email\na@example.com\n");
    const viaFile = await postImportJson({ token }, { fileId: foreignFile.id, listId: list.id });
    expect(viaFile.status).toBe(404);
    expect(viaFile.body).toEqual(errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "File not found"));

    // Imports take up to IMPORT_UPLOAD_LIMIT_MB (256 MiB), streamed: 413 past it in stream-upload.test.ts.
    const tooLarge = await postImportParts(
      { token },
      [
        { field: "listId", body: list.id },
        { field: "file", filename: "big.csv", contentType: "text/csv", body: "email\n" },
      ],
      { "content-length": String(300 * 1024 * 1024) },
    );
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual(
      errorEnvelope("payload_too_large", "PAYLOAD_TOO_LARGE", "Files are limited to 256 MiB (268435456 bytes)"),
    );

    expect(await db.contactImport.count({ where: { teamId: { in: [list.teamId, other.list.teamId] } } })).toBe(0);
  });

  it("needs imports:write: a MEMBER may import, a read-only API key may not", async () => {
    const { list } = await teamWithList();
    const member = await addMember(list.teamId, "MEMBER");
    expect(
      (await postImportUpload({ token: member.token }, { csv: "email\na@example.com\n", listId: list.id })).status,
    ).toBe(202);

    const readOnly = await createTestApiKey(list.teamId, ["imports:read"]);
    const refused = await postImportUpload(
      { headers: { "x-api-key": readOnly } },
      { csv: "email\na@example.com\n", listId: list.id },
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(
      errorEnvelope("forbidden", "INSUFFICIENT_PERMISSIONS", "Insufficient permissions for this resource"),
    );

    const writer = await createTestApiKey(list.teamId, ["imports:write"]);
    const byKey = await postImportUpload(
      { headers: { "x-api-key": writer } },
      { csv: "email\na@example.com\n", listId: list.id },
    );
    expect(byKey.status).toBe(202);
    expect(byKey.body.userId).toBeNull();
  });
});
