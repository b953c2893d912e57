import { existsSync } from "node:fs";
import path from "node:path";
import { DeleteObjectCommand, GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startS3Server, TEST_BUCKET, TEST_CREDENTIALS } from "./s3-server";
import { errorEnvelope } from "../auth/auth-client";

// The file API end to end with S3_* set: uploads land in the bucket, downloads and imports read
// them back from it. lib/env reads the configuration once, when first imported, so everything that
// reaches it is imported only after the S3 server is up and its settings are in the environment.

// As in tests/imports: the import job's handler is run directly, not through the queue.
vi.mock("@/lib/jobs/enqueue", () => ({ enqueue: vi.fn(async () => "queued") }));

let server: Awaited<ReturnType<typeof startS3Server>>;
let app: Awaited<ReturnType<typeof loadApp>>;

async function loadApp() {
  const [uploadRoute, fileRoute, downloadRoute, fixtures, teams, http, imports, envModule] = await Promise.all([
    import("@/app/api/v1/files/route"),
    import("@/app/api/v1/files/[id]/route"),
    import("@/app/api/v1/files/[id]/download/route"),
    import("../files/file-fixtures"),
    import("../helpers/teams"),
    import("../helpers/http"),
    import("../imports/import-client"),
    import("@/lib/env"),
  ]);
  return { uploadRoute, fileRoute, downloadRoute, fixtures, teams, http, imports, env: envModule.env };
}

const bucketClient = () =>
  new S3Client({ endpoint: server.endpoint, region: "us-east-1", forcePathStyle: true, credentials: TEST_CREDENTIALS });

/** The object's bytes and type as the bucket holds them, read without the app. */
async function objectInBucket(key: string) {
  const { Body, ContentType } = await bucketClient().send(new GetObjectCommand({ Bucket: TEST_BUCKET, Key: key }));
  return { bytes: Buffer.from(await Body!.transformToByteArray()), type: ContentType };
}

beforeAll(async () => {
  server = await startS3Server();
  // No S3_REGION and no S3_FORCE_PATH_STYLE: with S3_ENDPOINT both have defaults (us-east-1, path style).
  vi.stubEnv("S3_ENDPOINT", server.endpoint);
  vi.stubEnv("S3_BUCKET", TEST_BUCKET);
  vi.stubEnv("S3_ACCESS_KEY_ID", TEST_CREDENTIALS.accessKeyId);
  vi.stubEnv("S3_SECRET_ACCESS_KEY", TEST_CREDENTIALS.secretAccessKey);
  app = await loadApp();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await server?.stop();
});

describe("files with S3 storage", () => {
  it("uploads through POST /files into the bucket, downloads through the signed URL, deletes from the bucket", async () => {
    const { uploadRoute, fileRoute, downloadRoute, fixtures, teams, http, env } = app;
    const { team, token } = await teams.createTestTeam();
    const bytes = fixtures.pngBytes();

    const uploaded = await fixtures.upload(uploadRoute.POST, { token }, { name: "logo.png", bytes });
    expect(uploaded.status).toBe(201);
    const file = uploaded.body as { id: string; signedUrl: string; size: number; type: string };
    expect(file).toMatchObject({ size: bytes.length, type: "image/png" });

    // The bytes are in the bucket under <teamId>/<fileId>, and not on the local disk.
    const key = `${team.id}/${file.id}`;
    expect(await objectInBucket(key)).toEqual({ bytes, type: "image/png" });
    expect(existsSync(path.join(env.STORAGE_DIR, team.id, file.id))).toBe(false);

    const response = await fixtures.download(downloadRoute.GET, file.signedUrl, file.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-length")).toBe(String(bytes.length));
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);

    const deleted = await http.callRoute(
      fileRoute.DELETE,
      http.apiRequest(`/files/${file.id}`, { method: "DELETE", token }),
      { id: file.id },
    );
    expect(deleted.status).toBe(200);
    await expect(objectInBucket(key)).rejects.toMatchObject({ name: "NoSuchKey" });
  });

  it("answers 404 for a file whose object is gone from the bucket", async () => {
    const { uploadRoute, downloadRoute, fixtures, teams } = app;
    const { team, token } = await teams.createTestTeam();
    const uploaded = await fixtures.upload(
      uploadRoute.POST,
      { token },
      { name: "brochure.pdf", bytes: fixtures.pdfBytes() },
    );
    expect(uploaded.status).toBe(201);
    const { id, signedUrl } = uploaded.body as { id: string; signedUrl: string };
    await bucketClient().send(new DeleteObjectCommand({ Bucket: TEST_BUCKET, Key: `${team.id}/${id}` }));

    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await fixtures.download(downloadRoute.GET, signedUrl, id);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(errorEnvelope("not_found", "RESOURCE_NOT_FOUND", "File not found"));
    expect(logged).toHaveBeenCalledWith(`File ${id} has a row but no stored bytes at ${team.id}/${id}`);
    logged.mockRestore();
  });

  it("imports a CSV read back from the bucket", async () => {
    const { imports } = app;
    const { token, list } = await imports.teamWithList();
    const finished = await imports.importCsv(
      { token },
      list.id,
      "email,first name\nada@example.com,Ada\nbob@example.com,Bob\n",
    );
    expect(finished).toMatchObject({ status: "COMPLETED", total: 2, imported: 2, skipped: 0 });
    expect((await imports.listContacts(list.id)).map((contact) => contact.email)).toEqual([
      "ada@example.com",
      "bob@example.com",
    ]);
  });
});
