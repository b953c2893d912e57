import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { createLocalStorage, StorageObjectNotFoundError } from "@/lib/storage";
import { expectKeyRefused, REFUSED_KEYS } from "../storage/refused-keys";

function freshStorage() {
  const parent = mkdtempSync(path.join(tmpdir(), "sendwell-storage-"));
  const root = path.join(parent, "files");
  return { parent, root, storage: createLocalStorage(root) };
}

describe("local storage", () => {
  it("puts, sizes, reads and deletes objects under <root>/<key>", async () => {
    const { root, storage } = freshStorage();
    expect(await storage.put("team1/file1", Buffer.from("hello"), { contentType: "text/plain" })).toEqual({ size: 5 });
    expect(readFileSync(path.join(root, "team1", "file1"), "utf8")).toBe("hello");
    expect(await storage.size("team1/file1")).toBe(5);
    expect(await text(await storage.get("team1/file1"))).toBe("hello");

    // A stream is stored as it arrives; a second put replaces the object whole.
    const streamed = await storage.put("team1/file1", Readable.from([Buffer.from("new "), Buffer.from("content")]), {
      contentType: "text/plain",
    });
    expect(streamed).toEqual({ size: 11 });
    expect(await text(await storage.get("team1/file1"))).toBe("new content");

    await storage.delete("team1/file1");
    expect(await storage.size("team1/file1")).toBeNull();
    await expect(storage.get("team1/file1")).rejects.toBeInstanceOf(StorageObjectNotFoundError);
    // Deleting what is not there is not an error.
    await expect(storage.delete("team1/file1")).resolves.toBeUndefined();
    expect(readdirSync(path.join(root, "team1"))).toEqual([]);
  });

  it("leaves neither the object nor a temporary file when the source fails mid-way", async () => {
    const { root, storage } = freshStorage();
    await storage.put("team1/file1", Buffer.from("original"), { contentType: "text/plain" });
    async function* failing() {
      yield Buffer.from("partial ");
      throw new Error("client went away");
    }
    await expect(storage.put("team1/file1", Readable.from(failing()), { contentType: "text/plain" })).rejects.toThrow(
      "client went away",
    );
    await expect(storage.put("team1/file2", Readable.from(failing()), { contentType: "text/plain" })).rejects.toThrow(
      "client went away",
    );
    // The old object is untouched, the new one never appeared, and no temporary file is left.
    expect(readdirSync(path.join(root, "team1"))).toEqual(["file1"]);
    expect(readFileSync(path.join(root, "team1", "file1"), "utf8")).toBe("original");
  });

  it("never lets a key reach outside the root", async () => {
    const { parent, storage } = freshStorage();
    writeFileSync(path.join(parent, "secret.txt"), "outside");
    for (const key of REFUSED_KEYS) await expectKeyRefused(storage, key);
    expect(readFileSync(path.join(parent, "secret.txt"), "utf8")).toBe("outside");
  });
});
