import { randomBytes } from "node:crypto";
import { mkdir, open, rename, rm, stat, type FileHandle } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { storageKeySegments } from "./storage-key";
import { InvalidStorageKeyError, StorageObjectNotFoundError, type Storage } from "./types";

function isMissing(error: unknown) {
  return (error as NodeJS.ErrnoException | null)?.code === "ENOENT";
}

async function writeAll(handle: FileHandle, bytes: Uint8Array) {
  for (let offset = 0; offset < bytes.byteLength; ) {
    const { bytesWritten } = await handle.write(bytes, offset, bytes.byteLength - offset);
    offset += bytesWritten;
  }
}

/** After a rename, the directory entry itself must reach the disk for the new name to survive a crash. */
async function syncDirectory(dir: string) {
  const handle = await open(dir, "r").catch(() => null);
  if (!handle) return;
  // Some platforms and file systems cannot fsync a directory; the file itself is already synced.
  await handle.sync().catch(() => undefined);
  await handle.close();
}

/**
 * Objects as files under `root`, one per key (`<root>/<teamId>/<fileId>`). Writes go to a temporary
 * file in the same directory that is synced and then renamed over the target, so a reader sees the
 * old object or the whole new one, and a failed or interrupted upload leaves no partial object.
 */
export function createLocalStorage(root: string): Storage {
  const absoluteRoot = path.resolve(/*turbopackIgnore: true*/ root);

  function pathOf(key: string) {
    const file = path.resolve(absoluteRoot, ...storageKeySegments(key));
    // The key check already forbids "..": this guards against anything it might miss.
    if (!file.startsWith(absoluteRoot + path.sep)) throw new InvalidStorageKeyError(key);
    return file;
  }

  return {
    async put(key, body) {
      const file = pathOf(key);
      const dir = path.dirname(file);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const temp = path.join(dir, `.${path.basename(file)}.${randomBytes(6).toString("hex")}.tmp`);
      const handle = await open(temp, "wx", 0o600);
      let size = 0;
      try {
        if (Buffer.isBuffer(body)) {
          await writeAll(handle, body);
          size = body.byteLength;
        } else {
          for await (const chunk of body as AsyncIterable<Uint8Array | string>) {
            const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
            await writeAll(handle, bytes);
            size += bytes.byteLength;
          }
        }
        await handle.sync();
        await handle.close();
        await rename(temp, file);
      } catch (error) {
        await handle.close().catch(() => undefined);
        await rm(temp, { force: true });
        throw error;
      }
      await syncDirectory(dir);
      return { size };
    },

    async get(key) {
      const file = pathOf(key);
      try {
        // Opening first turns a missing object into an error here, not into a stream that fails later.
        const handle = await open(file, "r");
        return handle.createReadStream() as Readable;
      } catch (error) {
        if (isMissing(error)) throw new StorageObjectNotFoundError(key);
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async size(key) {
      try {
        const stats = await stat(pathOf(key));
        return stats.isFile() ? stats.size : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
  };
}
