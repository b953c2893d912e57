import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { errorEnvelope } from "../auth/auth-client";

// A full disk on upload (docs/contract.md section 25): uploads go to a 64 KiB tmpfs mounted for this
// file (root only; skipped otherwise), so a larger file meets ENOSPC for real. The answer is 507
// with the envelope, and neither bytes nor a row are kept.

const dir = mkdtempSync(path.join(tmpdir(), "sendwell-full-disk-"));
let mounted = false;
try {
  execFileSync("mount", ["-t", "tmpfs", "-o", "size=64k,mode=0700", "tmpfs", dir], { stdio: "ignore" });
  mounted = true;
} catch {
  console.warn("tests/faults/full-disk.test.ts: skipped, mounting a tmpfs needs root");
}
process.env.STORAGE_DIR = dir;
afterAll(() => {
  if (mounted) execFileSync("umount", [dir]);
  rmSync(dir, { recursive: true, force: true });
});

const { POST: uploadRoute } = await import("@/app/api/v1/files/route");
const { db } = await import("@/lib/db");
const { createTestTeam } = await import("../helpers/teams");
const { csvBytes, upload } = await import("../files/file-fixtures");
const { postImportUpload, teamWithList } = await import("../imports/import-client");

const INSUFFICIENT_STORAGE = errorEnvelope(
  "insufficient_storage",
  "INSUFFICIENT_STORAGE",
  "There is no room left to store this upload; nothing was kept. Try again later.",
);

/** Every file under the storage folder (temporary ones included), by relative path. */
const storedFiles = () =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

/** A CSV of `bytes` bytes: more than the folder holds when over 64 KiB. */
const bigCsv = (bytes: number) =>
  Buffer.from(`email,firstName\n${"someone@example.com,Someone\n".repeat(Math.ceil(bytes / 28))}`);

describe.skipIf(!mounted)("a full disk on upload", () => {
  it("POST /files: 507, no bytes and no row kept; a file that fits is stored afterwards", async () => {
    const { team, token } = await createTestTeam();
    const refused = await upload(uploadRoute, { token }, { name: "big.csv", bytes: bigCsv(200_000) });
    expect(refused.status).toBe(507);
    expect(refused.body).toEqual(INSUFFICIENT_STORAGE);
    expect(storedFiles()).toEqual([]);
    expect(await db.file.count({ where: { teamId: team.id } })).toBe(0);

    const small = await upload(uploadRoute, { token }, { name: "small.csv", bytes: csvBytes() });
    expect(small.status).toBe(201);
    expect(storedFiles()).toEqual([`${team.id}/${small.body.id}`]);
  });

  it("POST /imports (streamed upload): 507, no bytes, no file and no import kept", async () => {
    const { team, token, list } = await teamWithList();
    const before = storedFiles();
    const refused = await postImportUpload({ token }, { csv: bigCsv(200_000), listId: list.id });
    expect(refused).toMatchObject({ status: 507, body: INSUFFICIENT_STORAGE });
    expect(storedFiles()).toEqual(before);
    expect(await db.file.count({ where: { teamId: team.id } })).toBe(0);
    expect(await db.contactImport.count({ where: { teamId: team.id } })).toBe(0);
  });
});
