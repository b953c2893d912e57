import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

// `npm run test:durations`: after a full run on PostgreSQL, writes each test file's seconds from
// Vitest's results cache (node_modules/.vite/vitest) to file-durations.json, which
// slowest-first.ts orders the next runs by. Files the last run did not see keep their old figure.

type CachedResults = { results: [string, { duration: number; failed: boolean }][] };

const cacheRoot = path.resolve("node_modules/.vite/vitest");
const latest = readdirSync(cacheRoot)
  .map((folder) => path.join(cacheRoot, folder, "results.json"))
  .filter((file) => statSync(file, { throwIfNoEntry: false })?.isFile())
  .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
if (!latest) throw new Error(`No Vitest results under ${cacheRoot}: run the suite first`);

const target = path.join(import.meta.dirname, "file-durations.json");
const seconds: Record<string, number> = JSON.parse(readFileSync(target, "utf8"));
for (const [key, { duration }] of (JSON.parse(readFileSync(latest, "utf8")) as CachedResults).results) {
  const file = key.slice(key.indexOf(":") + 1);
  if (statSync(file, { throwIfNoEntry: false })) seconds[file] = Math.round(duration / 100) / 10;
}
// Files deleted since drop out.
const sorted = Object.fromEntries(
  Object.entries(seconds)
    .filter(([file]) => statSync(file, { throwIfNoEntry: false }))
    .sort(([a], [b]) => a.localeCompare(b)),
);
writeFileSync(target, `${JSON.stringify(sorted, null, 2)}\n`);
console.info(`${Object.keys(sorted).length} files' durations written to ${path.relative(".", target)}`);
