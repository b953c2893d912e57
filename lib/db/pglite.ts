import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";

// The embedded database is one in-process handle: opening the same directory twice would corrupt
// it, so every caller in this process (Prisma, the job queue) shares this instance.
const globalForPglite = globalThis as unknown as { sendwellPglite?: Map<string, PGlite> };

export function openPglite(dataDir: string): PGlite {
  const open = (globalForPglite.sendwellPglite ??= new Map());
  let instance = open.get(dataDir);
  if (!instance) {
    if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
    instance = new PGlite(dataDir);
    open.set(dataDir, instance);
  }
  return instance;
}

export async function closePglite(dataDir: string): Promise<void> {
  const instance = globalForPglite.sendwellPglite?.get(dataDir);
  if (!instance) return;
  globalForPglite.sendwellPglite!.delete(dataDir);
  await instance.close();
}
