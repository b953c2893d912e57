import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { POST as uploadRoute } from "@/app/api/v1/files/route";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { errorEnvelope } from "../auth/auth-client";
import { apiRequest, callRoute } from "../helpers/http";
import { createTestApiKey, createTestTeam } from "../helpers/teams";
import { csvBytes, exeBytes, MULTIPART_TYPE, multipartBody, pdfBytes, pngBytes, upload } from "./file-fixtures";

const TEN_MIB = 10 * 1024 * 1024;
const FILE_FIELDS = [
  "createdAt",
  "id",
  "isDeleted",
  "name",
  "path",
  "publicUrl",
  "signedUrl",
  "size",
  "team",
  "teamId",
  "type",
  "updatedAt",
  "user",
  "userId",
];

const validationError = (message: string, details: Record<string, string>) =>
  errorEnvelope("validation_error", "VALIDATION_ERROR", message, details);
const typeNotAllowed = (type: string) =>
  validationError("File type not allowed: upload PNG, JPEG, GIF, WebP, PDF, CSV or plain text", {
    file: `type ${type} is not allowed`,
  });
const TOO_LARGE = errorEnvelope(
  "payload_too_large",
  "PAYLOAD_TOO_LARGE",
  "Files are limited to 10 MiB (10485760 bytes)",
);

/** Nothing of the team reached the database or the disk (not even a temporary file). */
async function expectNothingStored(teamId: string) {
  expect(await db.file.count({ where: { teamId, isDeleted: undefined } })).toBe(0);
  const dir = path.join(env.STORAGE_DIR, teamId);
  expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
}

describe("POST /files", () => {
  it("stores a PNG under <teamId>/<id>, typed from its bytes even when the name and the client say text", async () => {
    const { team, user, token } = await createTestTeam();
    const bytes = pngBytes();
    const { status, body } = await upload(
      uploadRoute,
      { token },
      { name: "notes.txt", bytes, contentType: "text/plain" },
    );
    expect(status).toBe(201);
    expect(Object.keys(body).sort()).toEqual(FILE_FIELDS);
    expect(body).toMatchObject({
      name: "notes.txt",
      path: `${team.id}/${body.id}`,
      size: bytes.length,
      type: "image/png",
      teamId: team.id,
      team: { id: team.id, name: team.name },
      userId: user.id,
      user: { id: user.id, email: user.email },
      isDeleted: false,
    });
    expect(body.user).not.toHaveProperty("passwordHash");
    expect(body.signedUrl).toMatch(
      new RegExp(`^http://localhost:3000/api/v1/files/${body.id}/download\\?expires=\\d+&signature=[0-9a-f]{64}$`),
    );
    expect(readFileSync(path.join(env.STORAGE_DIR, body.path))).toEqual(bytes);

    const row = await db.file.findUniqueOrThrow({ where: { id: body.id } });
    expect(row).toMatchObject({
      name: "notes.txt",
      path: body.path,
      size: bytes.length,
      type: "image/png",
      userId: user.id,
    });
  });

  it("recognises PDF, CSV and plain text", async () => {
    const { token } = await createTestTeam();
    const cases = [
      { name: "brochure.bin", bytes: pdfBytes(), type: "application/pdf" },
      { name: "Contacts.CSV", bytes: csvBytes(), type: "text/csv" },
      // The same text under another name is plain text: only the .csv name makes it CSV.
      { name: "contacts.md", bytes: csvBytes(), type: "text/plain" },
      // Text that happens to start like a Windows executable is still text: it has no NUL bytes.
      { name: "notes", bytes: Buffer.from("MZ is where the notes start. Zürich, 東京.\n"), type: "text/plain" },
    ];
    for (const { name, bytes, type } of cases) {
      const { status, body } = await upload(
        uploadRoute,
        { token },
        { name, bytes, contentType: "application/octet-stream" },
      );
      expect({ name, status, type: body.type, size: body.size }).toEqual({
        name,
        status: 201,
        type,
        size: bytes.length,
      });
    }
  });

  it("keeps a clean file name: no path, no control or direction-override characters", async () => {
    const { token } = await createTestTeam();
    const { status, body } = await upload(
      uploadRoute,
      { token },
      { name: "C:\\fakepath\\report\u202Efdp.exe", bytes: pdfBytes() },
    );
    expect(status).toBe(201);
    expect(body.name).toBe("reportfdp.exe");
  });

  it("records no uploader when an API key uploads", async () => {
    const { team } = await createTestTeam();
    const key = await createTestApiKey(team.id, ["files:write"]);
    const { status, body } = await upload(
      uploadRoute,
      { headers: { "x-api-key": key } },
      { name: "logo.png", bytes: pngBytes() },
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({ teamId: team.id, userId: null, user: null, type: "image/png" });
  });

  it("refuses a Windows executable named photo.png, and stores nothing", async () => {
    const { team, token } = await createTestTeam();
    const { status, body } = await upload(
      uploadRoute,
      { token },
      { name: "photo.png", bytes: exeBytes(), contentType: "image/png" },
    );
    expect(status).toBe(400);
    expect(body).toEqual(typeNotAllowed("application/x-msdownload"));
    await expectNothingStored(team.id);
  });

  it("refuses SVG, HTML, XML and unknown binary data", async () => {
    const { team, token } = await createTestTeam();
    const cases = [
      {
        name: "logo.svg",
        text: '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        type: "image/svg+xml",
      },
      { name: "logo.png", text: "\ufeff  <svg width='1' height='1'></svg>", type: "image/svg+xml" },
      {
        name: "page.txt",
        text: "<!DOCTYPE html><html><body><script>alert(1)</script></body></html>",
        type: "text/html",
      },
      { name: "snippet.txt", text: "\n<script>fetch('/steal')</script>", type: "text/html" },
      { name: "feed.txt", text: '<?xml version="1.0"?><rss></rss>', type: "application/xml" },
    ];
    for (const { name, text, type } of cases) {
      const { status, body } = await upload(
        uploadRoute,
        { token },
        { name, bytes: Buffer.from(text), contentType: "text/plain" },
      );
      expect({ name, status, body }).toEqual({ name, status: 400, body: typeNotAllowed(type) });
    }
    const binary = await upload(
      uploadRoute,
      { token },
      { name: "data.csv", bytes: Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x00]) },
    );
    expect(binary.status).toBe(400);
    expect(binary.body).toEqual(typeNotAllowed("application/octet-stream"));
    // Text that merely mentions markup further in is still text.
    const mention = await upload(
      uploadRoute,
      { token },
      { name: "notes.txt", bytes: Buffer.from("Use <b> for bold.\n<a> is a link.") },
    );
    expect(mention.body.type).toBe("text/plain");
    expect(await db.file.count({ where: { teamId: team.id } })).toBe(1);
  });

  it("refuses an empty file, a missing field, a text field and two files", async () => {
    const { team, token } = await createTestTeam();
    const empty = await upload(uploadRoute, { token }, { name: "empty.csv", bytes: Buffer.alloc(0) });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual(validationError("The file is empty", { file: "is empty" }));

    const missing = await upload(
      uploadRoute,
      { token },
      { parts: [{ field: "document", filename: "a.png", body: pngBytes() }] },
    );
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual(validationError("A file is required", { file: "is required" }));

    const text = await upload(uploadRoute, { token }, { parts: [{ field: "file", body: "just text" }] });
    expect(text.status).toBe(400);
    expect(text.body).toEqual(validationError("A file is required", { file: "must be a file, not text" }));

    const two = await upload(
      uploadRoute,
      { token },
      {
        parts: [
          { field: "file", filename: "a.png", body: pngBytes() },
          { field: "file", filename: "b.png", body: pngBytes() },
        ],
      },
    );
    expect(two.status).toBe(400);
    expect(two.body).toEqual(validationError("Too many files", { file: "send one file only" }));
    await expectNothingStored(team.id);
  });

  it("refuses a body that is not multipart, and a malformed one", async () => {
    const { token } = await createTestTeam();
    const json = await callRoute(
      uploadRoute,
      apiRequest("/files", { method: "POST", token, json: { file: "aGVsbG8=" } }),
    );
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual(
      validationError("Content-Type must be multipart/form-data", {
        "content-type": "expected multipart/form-data, received application/json",
      }),
    );

    const broken = await callRoute(
      uploadRoute,
      apiRequest("/files", {
        method: "POST",
        token,
        rawBody: "--nope\r\nthis is not multipart",
        headers: { "content-type": MULTIPART_TYPE },
      }),
    );
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual(
      validationError("Malformed multipart body", { body: "is not valid multipart/form-data" }),
    );
  });

  it("asks for a credential and the files:write permission", async () => {
    const { team } = await createTestTeam();
    const anonymous = await upload(uploadRoute, {}, { name: "a.png", bytes: pngBytes() });
    expect(anonymous.status).toBe(401);
    const readOnly = await createTestApiKey(team.id, ["files:read"]);
    const denied = await upload(
      uploadRoute,
      { headers: { "x-api-key": readOnly } },
      { name: "a.png", bytes: pngBytes() },
    );
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual(
      errorEnvelope("forbidden", "INSUFFICIENT_PERMISSIONS", "Insufficient permissions for this resource"),
    );
    await expectNothingStored(team.id);
  });
});

describe("POST /files size cap (10 MiB)", () => {
  it("accepts exactly 10 MiB", async () => {
    const { token } = await createTestTeam();
    const bytes = Buffer.alloc(TEN_MIB, "a");
    const { status, body } = await upload(uploadRoute, { token }, { name: "big.txt", bytes });
    expect(status).toBe(201);
    expect(body).toMatchObject({ size: TEN_MIB, type: "text/plain" });
  });

  it("answers 413 for 10 MiB + 1 byte, and stores nothing", async () => {
    const { team, token } = await createTestTeam();
    const { status, body } = await upload(
      uploadRoute,
      { token },
      { name: "big.txt", bytes: Buffer.alloc(TEN_MIB + 1, "a") },
    );
    expect(status).toBe(413);
    expect(body).toEqual(TOO_LARGE);
    await expectNothingStored(team.id);
  });

  it("refuses by Content-Length before reading any of the body", async () => {
    const { team, token } = await createTestTeam();
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const request = apiRequest("/files", {
      method: "POST",
      token,
      rawBody: body,
      headers: { "content-type": MULTIPART_TYPE, "content-length": String(TEN_MIB + 1024 * 1024) },
    });
    const response = await callRoute(uploadRoute, request);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE);
    // A ReadableStream pulls once to fill its queue when it is created; nothing more was asked for.
    expect(pulls).toBeLessThanOrEqual(1);
    await expectNothingStored(team.id);
  });

  it("refuses a chunked body without Content-Length once 10 MiB + 1 byte of file has arrived", async () => {
    const { team, token } = await createTestTeam();
    const payload = multipartBody([
      { field: "file", filename: "big.txt", contentType: "text/plain", body: Buffer.alloc(TEN_MIB + 1, "a") },
    ]);
    const response = await callRoute(
      uploadRoute,
      apiRequest("/files", {
        method: "POST",
        token,
        rawBody: chunked(payload, 256 * 1024).stream,
        headers: { "content-type": MULTIPART_TYPE },
      }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE);
    await expectNothingStored(team.id);
  });

  it("stops reading a chunked body as soon as it passes the cap", async () => {
    const { team, token } = await createTestTeam();
    const payload = multipartBody([
      { field: "file", filename: "huge.txt", contentType: "text/plain", body: Buffer.alloc(50 * 1024 * 1024, "a") },
    ]);
    const source = chunked(payload, 256 * 1024);
    const response = await callRoute(
      uploadRoute,
      apiRequest("/files", {
        method: "POST",
        token,
        rawBody: source.stream,
        headers: { "content-type": MULTIPART_TYPE },
      }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE);
    expect(source.sent()).toBeLessThan(TEN_MIB + 1024 * 1024);
    expect(source.cancelled()).toBe(true);
    await expectNothingStored(team.id);
  });
});

/** A stream of `payload` in chunks, sent only as they are asked for, without a Content-Length. */
function chunked(payload: Buffer, size: number) {
  let offset = 0;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= payload.length) return controller.close();
      controller.enqueue(new Uint8Array(payload.subarray(offset, offset + size)));
      offset += size;
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, sent: () => offset, cancelled: () => cancelled };
}
