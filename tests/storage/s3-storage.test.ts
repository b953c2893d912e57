import { createHash, randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { buffer, text } from "node:stream/consumers";
import { HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createS3Storage, StorageObjectNotFoundError, type Storage } from "@/lib/storage";
import { startS3Server, TEST_BUCKET, TEST_CREDENTIALS } from "./s3-server";
import { expectKeyRefused, REFUSED_KEYS } from "./refused-keys";

const MiB = 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

let server: Awaited<ReturnType<typeof startS3Server>>;
let storage: Storage;

function storageFor(bucket: string) {
  return createS3Storage({
    endpoint: server.endpoint,
    region: "us-east-1",
    bucket,
    ...TEST_CREDENTIALS,
    forcePathStyle: true,
  });
}

/** The object's metadata as the store itself reports it, bypassing the driver. */
async function head(key: string) {
  const client = new S3Client({
    endpoint: server.endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: TEST_CREDENTIALS,
  });
  return client.send(new HeadObjectCommand({ Bucket: TEST_BUCKET, Key: key }));
}

/** `size` bytes in `chunk`-byte pieces, read lazily as a network upload would arrive. */
function streamOf(bytes: Buffer, chunk = 64 * 1024) {
  return Readable.from(
    (function* () {
      for (let offset = 0; offset < bytes.length; offset += chunk) yield bytes.subarray(offset, offset + chunk);
    })(),
  );
}

beforeAll(async () => {
  server = await startS3Server();
  storage = storageFor(TEST_BUCKET);
});

afterAll(async () => {
  await server?.stop();
});

describe("S3 storage", () => {
  it("puts a Buffer with its content type, sizes, reads and deletes it, path-style", async () => {
    expect(await storage.put("team1/file1", Buffer.from("hello"), { contentType: "text/plain" })).toEqual({ size: 5 });
    expect(server.requests).toContainEqual(expect.stringMatching(/^PUT \/sendwell-test\/team1\/file1(\?|$)/));
    expect((await head("team1/file1")).ContentType).toBe("text/plain");
    expect(await storage.size("team1/file1")).toBe(5);
    const body = await storage.get("team1/file1");
    expect(body).toBeInstanceOf(Readable);
    expect(await text(body)).toBe("hello");

    // A second put replaces the object whole.
    expect(
      await storage.put("team1/file1", Readable.from([Buffer.from("new "), "content"]), { contentType: "text/csv" }),
    ).toEqual({ size: 11 });
    expect(await text(await storage.get("team1/file1"))).toBe("new content");
    expect((await head("team1/file1")).ContentType).toBe("text/csv");

    await storage.delete("team1/file1");
    expect(await storage.size("team1/file1")).toBeNull();
    await expect(storage.get("team1/file1")).rejects.toBeInstanceOf(StorageObjectNotFoundError);
    // Deleting what is not there is not an error.
    await expect(storage.delete("team1/file1")).resolves.toBeUndefined();
  });

  it("streams a 12 MiB Readable up in parts and back byte for byte", async () => {
    const bytes = randomBytes(12 * MiB);
    const before = server.requests.length;
    expect(await storage.put("team1/big", streamOf(bytes), { contentType: "text/csv" })).toEqual({ size: 12 * MiB });
    const sent = server.requests.slice(before);
    // A multipart upload: started, three 5 MiB-at-most parts, completed.
    expect(sent.filter((line) => /^POST \/sendwell-test\/team1\/big\?uploads/.test(line))).toHaveLength(1);
    expect(sent.filter((line) => /^PUT \/sendwell-test\/team1\/big\?.*partNumber=/.test(line))).toHaveLength(3);
    expect(sent.filter((line) => /^POST \/sendwell-test\/team1\/big\?uploadId=/.test(line))).toHaveLength(1);

    expect(await storage.size("team1/big")).toBe(12 * MiB);
    const read = await buffer(await storage.get("team1/big"));
    expect(read.length).toBe(12 * MiB);
    expect(sha256(read)).toBe(sha256(bytes));
  });

  it("leaves the old object and no new one when the source fails mid-way", async () => {
    await storage.put("team1/kept", Buffer.from("original"), { contentType: "text/plain" });
    function failingAfter(bytes: number) {
      return Readable.from(
        (async function* () {
          yield randomBytes(bytes);
          throw new Error("client went away");
        })(),
      );
    }
    // Small (one PUT never sent) and large (a multipart upload started, then aborted).
    await expect(storage.put("team1/kept", failingAfter(10), { contentType: "text/plain" })).rejects.toThrow(
      "client went away",
    );
    const before = server.requests.length;
    // s3rver does not implement AbortMultipartUpload (AWS, MinIO and R2 do): the driver tries it,
    // logs its failure, and still reports the source's error, the one that explains the failure.
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(storage.put("team1/never", failingAfter(11 * MiB), { contentType: "text/plain" })).rejects.toThrow(
      "client went away",
    );
    expect(server.requests.slice(before)).toContainEqual(
      expect.stringMatching(/^DELETE \/sendwell-test\/team1\/never\?uploadId=/),
    );
    expect(logged).toHaveBeenCalledWith(
      "Could not abort the multipart upload of team1/never after its source failed",
      expect.objectContaining({ name: "MethodNotAllowed" }),
    );
    logged.mockRestore();

    expect(await text(await storage.get("team1/kept"))).toBe("original");
    expect(await storage.size("team1/never")).toBeNull();
    await expect(storage.get("team1/never")).rejects.toBeInstanceOf(StorageObjectNotFoundError);
  });

  it("reports a missing bucket as an error, not as a missing object", async () => {
    const lost = storageFor("no-such-bucket");
    const error = await lost.get("team1/file1").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(StorageObjectNotFoundError);
    expect((error as Error).name).toBe("NoSuchBucket");
    await expect(lost.put("team1/file1", Buffer.from("x"), { contentType: "text/plain" })).rejects.toMatchObject({
      name: "NoSuchBucket",
    });
  });

  it("refuses keys that are not plain id paths, before any request", async () => {
    const before = server.requests.length;
    for (const key of [...REFUSED_KEYS, "team1/file?x=1"]) await expectKeyRefused(storage, key);
    expect(server.requests.slice(before)).toEqual([]);
  });
});
