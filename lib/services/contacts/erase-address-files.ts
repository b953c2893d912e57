import { createInterface } from "node:readline";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { CsvError, parse } from "csv-parse";
import { db } from "@/lib/db";
import { type CsvDelimiter, csvParseOptions, readStreamPrefix, SNIFF_BYTES, sniffCsv } from "@/lib/imports";
import { logger } from "@/lib/logging/logger";
import { getStorage, StorageObjectNotFoundError } from "@/lib/storage";
import { addressPattern } from "./address-pattern";

// The erasure's part outside the database: the team's uploaded CSV files (imports' files and any
// other CSV upload) lose every record that mentions the address; the other records are written
// back byte for byte (their raw text, one per line), so the file still imports the same. Streams
// in both passes: a first pass only looks whether the file mentions the address at all, so files
// that do not are never rewritten. Runs before the database part (erase-contact.ts): if the
// transaction then fails, the request can simply be made again.

type CsvFile = { id: string; path: string; type: string };

async function delimiterOf(file: CsvFile): Promise<CsvDelimiter | null> {
  const { bytes, isWholeFile } = await readStreamPrefix(await getStorage().get(file.path), SNIFF_BYTES);
  try {
    return sniffCsv(bytes, { isWholeFile }).delimiter;
  } catch {
    return null;
  }
}

/** The file's records as { raw, record }, from its stored bytes, split as an import splits them. */
async function records(file: CsvFile, delimiter: CsvDelimiter) {
  const source = await getStorage().get(file.path);
  return source.pipe(parse({ ...csvParseOptions(delimiter), raw: true }));
}

const mentions = (record: string[], pattern: RegExp) =>
  record.some((cell) => {
    pattern.lastIndex = 0;
    return pattern.test(cell);
  });

async function fileMentions(file: CsvFile, delimiter: CsvDelimiter, pattern: RegExp): Promise<boolean> {
  const parser = await records(file, delimiter);
  try {
    for await (const { record } of parser as AsyncIterable<{ record: string[] }>)
      if (mentions(record, pattern)) return true;
    return false;
  } finally {
    parser.destroy();
  }
}

async function rewriteWithout(
  file: CsvFile,
  delimiter: CsvDelimiter,
  pattern: RegExp,
): Promise<{ size: number; removed: number }> {
  let removed = 0;
  const kept = new Transform({
    objectMode: false,
    writableObjectMode: true,
    transform({ raw, record }: { raw: string; record: string[] }, _encoding, done) {
      if (mentions(record, pattern)) {
        removed += 1;
        return done();
      }
      // csv-parse's raw text carries part or all of the record delimiter: one "\n" each, always.
      done(null, `${raw.replace(/[\r\n]+$/, "")}\n`);
    },
  });
  const writing = getStorage().put(file.path, kept, { contentType: file.type });
  await pipeline(await records(file, delimiter), kept);
  const { size } = await writing;
  return { size, removed };
}

/** A file that does not parse as CSV (a failed import's upload): the lines that mention the address go. */
async function rewriteLinesWithout(file: CsvFile, pattern: RegExp): Promise<{ size: number; removed: number } | null> {
  const lines: string[] = [];
  let removed = 0;
  for await (const line of createInterface({ input: await getStorage().get(file.path), crlfDelay: Infinity })) {
    if (mentions([line], pattern)) removed += 1;
    else lines.push(line);
  }
  if (removed === 0) return null;
  const { size } = await getStorage().put(file.path, Readable.from(lines.map((line) => `${line}\n`)), {
    contentType: file.type,
  });
  return { size, removed };
}

async function scrubFile(file: CsvFile, pattern: RegExp): Promise<{ size: number; removed: number } | null> {
  const delimiter = await delimiterOf(file);
  if (!delimiter) return rewriteLinesWithout(file, pattern);
  try {
    if (!(await fileMentions(file, delimiter, pattern))) return null;
    return await rewriteWithout(file, delimiter, pattern);
  } catch (error) {
    if (error instanceof CsvError) return rewriteLinesWithout(file, pattern);
    throw error;
  }
}

/** Removes the address's records from the team's CSV uploads; answers how many files changed. */
export async function eraseAddressFromFiles({ teamId, address }: { teamId: string; address: string }): Promise<number> {
  const importFiles = await db.contactImport.findMany({
    where: { teamId, fileId: { not: null } },
    select: { fileId: true },
  });
  const files = await db.file.findMany({
    where: {
      teamId,
      OR: [
        { id: { in: importFiles.map((row) => row.fileId!) } },
        { type: { in: ["text/csv", "application/csv"] } },
        { name: { endsWith: ".csv", mode: "insensitive" } },
      ],
    },
    select: { id: true, path: true, type: true },
  });
  const pattern = addressPattern(address);
  let changed = 0;
  for (const file of files) {
    let result: Awaited<ReturnType<typeof scrubFile>>;
    try {
      result = await scrubFile(file, pattern);
    } catch (error) {
      // Bytes already gone hold nothing to erase; any other failure fails the erasure, which
      // changed nothing in the database yet and can be requested again.
      if (error instanceof StorageObjectNotFoundError) continue;
      throw error;
    }
    if (!result) continue;
    await db.file.update({ where: { id: file.id }, data: { size: result.size } });
    logger.info({ fileId: file.id, removed: result.removed }, "Erasure: records removed from an uploaded CSV file");
    changed += 1;
  }
  return changed;
}
