import { mkdirSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
// Relative: prisma.config.ts loads this file, where the @/ alias does not resolve.
import { processSingleton } from "../process/singletons";

// The embedded database is one in-process handle: opening the same directory twice would corrupt
// it, so every caller in this process (Prisma, the job queue) shares this instance. PGlite (its
// WASM build and its loader) is loaded on the first open: a process on PostgreSQL never loads it
// (about 0.2 s of start-up in every server, worker and test process).
const instances = () =>
  processSingleton(
    "db.pglite",
    () => new Map<string, Promise<PGlite>>(),
    async (open) => {
      for (const instance of open.values()) await (await instance).close();
      open.clear();
    },
  );

// Registered as this module loads, before the Prisma client, the job queue and the recorder (which
// import it), though a database opens on first use: shutdown closes newest first, so it closes last.
instances();

export function openPglite(dataDir: string): Promise<PGlite> {
  const open = instances();
  let instance = open.get(dataDir);
  if (!instance) {
    if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
    instance = import("@electric-sql/pglite").then(({ PGlite }) => new PGlite(dataDir));
    open.set(dataDir, instance);
  }
  return instance;
}
