import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
// Relative: prisma.config.ts loads this file, where the @/ alias does not resolve.
import { processSingleton } from "../process/singletons";

// The embedded database is one in-process handle: opening the same directory twice would corrupt
// it, so every caller in this process (Prisma, the job queue) shares this instance.
const instances = () =>
  processSingleton(
    "db.pglite",
    () => new Map<string, PGlite>(),
    async (open) => {
      for (const instance of open.values()) await instance.close();
      open.clear();
    },
  );

// Registered as this module loads, before the Prisma client, the job queue and the recorder (which
// import it), though a database opens on first use: shutdown closes newest first, so it closes last.
instances();

export function openPglite(dataDir: string): PGlite {
  const open = instances();
  let instance = open.get(dataDir);
  if (!instance) {
    if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
    instance = new PGlite(dataDir);
    open.set(dataDir, instance);
  }
  return instance;
}
