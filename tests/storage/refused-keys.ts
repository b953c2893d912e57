import { expect } from "vitest";
import { InvalidStorageKeyError, type Storage } from "@/lib/storage";

/** Keys that are not plain id paths (lib/storage/storage-key.ts): every driver refuses them. */
export const REFUSED_KEYS = [
  "../secret.txt",
  "team1/../../secret.txt",
  "/etc/passwd",
  "team1//file",
  "team1/./file",
  ".",
  "..",
  "",
  "team1\\..\\x",
  "team1/file/",
  "a b",
  "é",
];

/** Each of get, put, delete and size refuses `key` with InvalidStorageKeyError. */
export async function expectKeyRefused(storage: Storage, key: string) {
  await expect(storage.get(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
  await expect(storage.put(key, Buffer.from("x"), { contentType: "text/plain" }), key).rejects.toBeInstanceOf(
    InvalidStorageKeyError,
  );
  await expect(storage.delete(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
  await expect(storage.size(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
}
