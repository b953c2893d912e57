import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { DELETE as deleteRoute, GET as getRoute } from "@/app/api/v1/files/[id]/route";
import { GET as listRoute, POST as uploadRoute } from "@/app/api/v1/files/route";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { openFileStream } from "@/lib/services/files/open-file-stream";
import { storeUpload } from "@/lib/services/files/store-upload";
import { errorEnvelope } from "../auth/auth-client";
import { apiRequest, callRoute } from "../helpers/http";
import { addMember, createTestTeam } from "../helpers/teams";
import { csvBytes, pdfBytes, pngBytes, upload } from "./file-fixtures";

const FILE_NOT_FOUND = errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "File not found");

async function uploaded(token: string, name: string, bytes: Buffer) {
  const { status, body } = await upload(uploadRoute, { token }, { name, bytes });
  expect(status).toBe(201);
  return body as { id: string; path: string; name: string; type: string; signedUrl: string };
}

async function call(handler: typeof getRoute, pathName: string, token: string, method = "GET", id?: string) {
  const response = await callRoute(handler, apiRequest(pathName, { method, token }), id ? { id } : {});
  return { status: response.status, body: await response.json() };
}

describe("GET /files", () => {
  it("lists the team's files newest first, filtered by name and by type prefix", async () => {
    const { token } = await createTestTeam();
    const logo = await uploaded(token, "Spring Logo.png", pngBytes());
    const menu = await uploaded(token, "Menu.pdf", pdfBytes());
    const list = await uploaded(token, "spring-contacts.csv", csvBytes());
    // Another team's files never show up.
    const other = await createTestTeam("Other team");
    await uploaded(other.token, "Spring other.png", pngBytes());

    const all = await call(listRoute, "/files", token);
    expect(all.status).toBe(200);
    expect(all.body.pagination).toEqual({ page: 1, limit: 50, total: 3 });
    expect(all.body.data.map((file: { id: string }) => file.id)).toEqual([list.id, menu.id, logo.id]);
    expect(all.body.data[0].signedUrl).toMatch(/\/download\?expires=\d+&signature=[0-9a-f]{64}$/);

    const named = await call(listRoute, "/files?q=SPRING", token);
    expect(named.body.data.map((file: { id: string }) => file.id)).toEqual([list.id, logo.id]);
    const images = await call(listRoute, "/files?type=image/", token);
    expect(images.body.data.map((file: { id: string }) => file.id)).toEqual([logo.id]);
    const csv = await call(listRoute, "/files?type=text/csv&q=contacts", token);
    expect(csv.body.data.map((file: { id: string }) => file.id)).toEqual([list.id]);
    // LIKE wildcards in q are matched literally.
    expect((await call(listRoute, "/files?q=%25", token)).body.data).toEqual([]);
    expect((await call(listRoute, "/files?q=_", token)).body.data).toEqual([]);

    const paged = await call(listRoute, "/files?page=2&limit=2", token);
    expect(paged.body).toEqual({
      data: [expect.objectContaining({ id: logo.id })],
      pagination: { page: 2, limit: 2, total: 3 },
    });
  });

  it("matches % and _ in q as the characters themselves", async () => {
    const { token } = await createTestTeam();
    const sale = await uploaded(token, "100%_off.txt", Buffer.from("sale"));
    await uploaded(token, "1000 offers.txt", Buffer.from("offers"));
    const found = await call(listRoute, `/files?q=${encodeURIComponent("0%_o")}`, token);
    expect(found.body.data.map((file: { id: string }) => file.id)).toEqual([sale.id]);
  });

  it("refuses a type filter that is not a MIME type", async () => {
    const { token } = await createTestTeam();
    const { status, body } = await call(listRoute, "/files?type=image/<script>", token);
    expect(status).toBe(400);
    expect(body).toEqual(
      errorEnvelope("validation_error", "VALIDATION_ERROR", "Invalid query", {
        type: "must be a MIME type or a prefix such as image/",
      }),
    );
  });
});

describe("GET /files/{id} and DELETE /files/{id}", () => {
  it("answers the file with a signed link", async () => {
    const { token } = await createTestTeam();
    const file = await uploaded(token, "logo.png", pngBytes());
    const { status, body } = await call(getRoute, `/files/${file.id}`, token, "GET", file.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: file.id, name: "logo.png", type: "image/png", path: file.path });
    expect(body.signedUrl).toMatch(new RegExp(`/files/${file.id}/download\\?expires=\\d+&signature=[0-9a-f]{64}$`));
  });

  it("answers 404 for another team's file on GET and DELETE, and leaves it alone", async () => {
    const owner = await createTestTeam();
    const file = await uploaded(owner.token, "logo.png", pngBytes());
    const stranger = await createTestTeam("Stranger");
    expect(await call(getRoute, `/files/${file.id}`, stranger.token, "GET", file.id)).toEqual({
      status: 404,
      body: FILE_NOT_FOUND,
    });
    expect(await call(deleteRoute, `/files/${file.id}`, stranger.token, "DELETE", file.id)).toEqual({
      status: 404,
      body: FILE_NOT_FOUND,
    });
    expect(existsSync(path.join(env.STORAGE_DIR, file.path))).toBe(true);
    expect((await call(getRoute, `/files/${file.id}`, owner.token, "GET", file.id)).status).toBe(200);
    expect(await call(getRoute, "/files/nope", owner.token, "GET", "nope")).toEqual({
      status: 404,
      body: FILE_NOT_FOUND,
    });
  });

  it("deletes the row softly and the bytes from disk", async () => {
    const { token } = await createTestTeam();
    const file = await uploaded(token, "logo.png", pngBytes());
    const stored = path.join(env.STORAGE_DIR, file.path);
    expect(existsSync(stored)).toBe(true);

    const deleted = await call(deleteRoute, `/files/${file.id}`, token, "DELETE", file.id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: file.id, isDeleted: true, signedUrl: null });
    expect(existsSync(stored)).toBe(false);
    expect(await db.file.findFirst({ where: { id: file.id, isDeleted: true } })).not.toBeNull();

    expect(await call(getRoute, `/files/${file.id}`, token, "GET", file.id)).toEqual({
      status: 404,
      body: FILE_NOT_FOUND,
    });
    expect(await call(deleteRoute, `/files/${file.id}`, token, "DELETE", file.id)).toEqual({
      status: 404,
      body: FILE_NOT_FOUND,
    });
    expect((await call(listRoute, "/files", token)).body.pagination.total).toBe(0);
  });

  it("refuses to delete a file an unfinished import reads or a template renders from", async () => {
    const { team, token } = await createTestTeam();
    const csv = await uploaded(token, "contacts.csv", csvBytes());
    const list = await db.mailingList.create({ data: { teamId: team.id, name: "Newsletter" } });
    const contactImport = await db.contactImport.create({
      data: { teamId: team.id, listId: list.id, fileId: csv.id, status: "PROCESSING" },
    });
    const inImport = await call(deleteRoute, `/files/${csv.id}`, token, "DELETE", csv.id);
    expect(inImport).toEqual({
      status: 409,
      body: errorEnvelope(
        "conflict",
        "CONFLICT",
        "An import is reading this file: delete it once the import has finished",
      ),
    });
    await db.contactImport.update({ where: { id: contactImport.id }, data: { status: "COMPLETED" } });
    expect((await call(deleteRoute, `/files/${csv.id}`, token, "DELETE", csv.id)).status).toBe(200);

    const html = await storeUpload({
      teamId: team.id,
      userId: null,
      name: "template.html",
      bytes: Buffer.from("<p>Hi</p>"),
      type: "text/html",
    });
    await db.template.create({ data: { teamId: team.id, name: "Welcome", subject: "Hi", htmlFileId: html.id } });
    const inTemplate = await call(deleteRoute, `/files/${html.id}`, token, "DELETE", html.id);
    expect(inTemplate).toEqual({
      status: 409,
      body: errorEnvelope(
        "conflict",
        "CONFLICT",
        "This file holds a template's content: delete or change the template first",
      ),
    });
    expect(existsSync(path.join(env.STORAGE_DIR, html.path))).toBe(true);
  });

  it("lets members read and upload but not delete", async () => {
    const { team, token } = await createTestTeam();
    const file = await uploaded(token, "logo.png", pngBytes());
    const member = await addMember(team.id, "MEMBER");
    expect((await call(getRoute, `/files/${file.id}`, member.token, "GET", file.id)).status).toBe(200);
    expect((await upload(uploadRoute, { token: member.token }, { name: "mine.png", bytes: pngBytes() })).status).toBe(
      201,
    );
    const denied = await call(deleteRoute, `/files/${file.id}`, member.token, "DELETE", file.id);
    expect(denied).toEqual({
      status: 403,
      body: errorEnvelope("forbidden", "INSUFFICIENT_PERMISSIONS", "Insufficient permissions for this resource"),
    });
  });
});

describe("POST /files rate limit", () => {
  it("allows 20 uploads a minute per user and answers the 21st with 429", async () => {
    const { token } = await createTestTeam();
    for (let i = 1; i <= 20; i += 1) {
      const { status, response } = await upload(uploadRoute, { token }, { name: `image-${i}.png`, bytes: pngBytes() });
      expect(status).toBe(201);
      expect(response.headers.get("x-ratelimit-limit")).toBe("20");
      expect(response.headers.get("x-ratelimit-remaining")).toBe(String(20 - i));
    }
    const { status, body, response } = await upload(
      uploadRoute,
      { token },
      { name: "image-21.png", bytes: pngBytes() },
    );
    expect(status).toBe(429);
    expect(body).toEqual({
      error: "rate_limit_exceeded",
      code: "RATE_LIMIT_EXCEEDED",
      message: expect.any(String),
      retry_after: expect.any(Number),
      limit: 20,
      window: 60,
      timestamp: expect.any(String),
    });
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    // Reading files is not an upload: it still works.
    expect((await call(listRoute, "/files", token)).body.pagination.total).toBe(20);
  });
});

describe("storeUpload and openFileStream (for other services)", () => {
  it("stores bytes with the caller's type and reads them back for the owning team only", async () => {
    const { team, user } = await createTestTeam();
    const bytes = csvBytes();
    const file = await storeUpload({ teamId: team.id, userId: user.id, name: "import.csv", bytes, type: "text/csv" });
    expect(file).toMatchObject({
      teamId: team.id,
      userId: user.id,
      name: "import.csv",
      type: "text/csv",
      size: bytes.length,
      path: `${team.id}/${file.id}`,
    });
    expect(readFileSync(path.join(env.STORAGE_DIR, file.path))).toEqual(bytes);

    const opened = await openFileStream({ teamId: team.id, fileId: file.id });
    expect(opened.file.id).toBe(file.id);
    expect(await buffer(opened.stream)).toEqual(bytes);

    const stranger = await createTestTeam("Stranger");
    await expect(openFileStream({ teamId: stranger.team.id, fileId: file.id })).rejects.toMatchObject({
      status: 404,
      message: "File not found",
    });
  });

  it("answers 404 when a row's bytes are missing", async () => {
    const { team } = await createTestTeam();
    const file = await storeUpload({
      teamId: team.id,
      userId: null,
      name: "gone.txt",
      bytes: Buffer.from("soon gone"),
      type: "text/plain",
    });
    rmSync(path.join(env.STORAGE_DIR, file.path));
    const errors: unknown[] = [];
    const originalError = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      await expect(openFileStream({ teamId: team.id, fileId: file.id })).rejects.toMatchObject({ status: 404 });
    } finally {
      console.error = originalError;
    }
    expect(errors).toHaveLength(1);
  });
});
