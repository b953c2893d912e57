import { execFileSync } from "node:child_process";
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { finished } from "node:stream/promises";
import { fileURLToPath } from "node:url";

// CSV import of a generated 1,000,000-row file into one list, through the import job's handler
// as the worker runs it (pre-scan, streaming parse, batched upserts with their counters), next to
// the ceiling: a plain COPY of the same file into the same table. Both run on an empty "Contact"
// table, so they pay for the same indexes and foreign keys.
//   BENCH_ROWS  rows in the file (default 1,000,000)
//   BENCH_RUNS  runs of each (default 3; the median is reported)
//   BENCH_VIA_API  "true" (what `npm run bench import-large` sets): each run first uploads the file
//               through POST /imports (the route handler, multipart streamed from disk in 64 KiB
//               chunks, no Content-Length), then runs the job; the time is upload + job
//   BENCH_FLOWS  "true": the list has an active list_joined automation (trigger -> 1-day delay), so
//               the import starts a flow per contact; the hand-off job (start-import-flows) runs
//               after the import and is timed on its own, as it runs in its own job
//   BENCH_IMPORT_PROCESS  read by `npm run bench` (bench/run.ts), which starts this file under the
//               Node options of `npm run worker`, or of `npm start` when this is "start"
// PostgreSQL (BENCH_DATABASE_URL) is needed for the COPY ceiling, which runs `psql \copy`.

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const HEADER = ["email", "first name", "last name", "company", "city", "country"];
const FIRST = ["Anna", "Ben", "Chloé", "David", "Emma", "Felix", "Greta", "Hugo", "Inès", "Jonas", "Zoë", "Łukasz"];
const LAST = ["Smith", "Müller", "García", "O'Brien", "Ångström", "Nguyen", "Kowalski", "Rossi", "Dubois"];
const COMPANY = [
  "Acme Inc",
  "Globex, Ltd",
  "Initech",
  "Umbrella Corp",
  "Stark Industries",
  'Wayne "WE" Enterprises',
  "Soylent",
  "",
];
const CITY = ["Berlin", "Paris", "New York", "São Paulo", "Tokyo", "Zürich", "Lagos", "Toronto"];
const COUNTRY = ["DE", "FR", "US", "BR", "JP", "CH", "NG", "CA"];

const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A realistic export: mixed-case addresses on many domains, quoted commas and quotes, accents. */
async function generateCsv(file: string, rows: number) {
  const out = createWriteStream(file);
  out.write(`${HEADER.join(",")}\n`);
  let chunk: string[] = [];
  for (let n = 0; n < rows; n += 1) {
    const first = FIRST[n % FIRST.length];
    const last = LAST[(n >> 3) % LAST.length];
    const local = n % 5 === 0 ? `${first}.${last}${n}`.replace(/[^A-Za-z0-9.]/g, "x") : `user${n}`;
    const email = `${local}@${n % 5 === 0 ? "Example" : "example"}${n % 211}.com`;
    chunk.push(
      [email, first, last, COMPANY[n % COMPANY.length], CITY[n % CITY.length], COUNTRY[n % COUNTRY.length]]
        .map(csvField)
        .join(","),
    );
    if (chunk.length === 10_000) {
      if (!out.write(`${chunk.join("\n")}\n`)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
      chunk = [];
    }
  }
  if (chunk.length > 0) out.write(`${chunk.join("\n")}\n`);
  out.end();
  await finished(out);
}

// `tsx bench/contact-import.ts --generate <file> <rows>` writes the file and exits: the benchmark
// generates it in a child process, so that the strings it builds do not inflate the heap whose
// resident size is measured during the import.
if (process.argv[2] === "--generate") {
  await generateCsv(process.argv[3], Number(process.argv[4]));
  process.exit(0);
}

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  console.error("contact-import needs PostgreSQL for its COPY ceiling: set BENCH_DATABASE_URL to a scratch database");
  process.exit(1);
}

const { prepareBenchDatabase } = await import("./prepare-database");
const database = prepareBenchDatabase();
const { db } = await import("@/lib/db");
const { getStorage } = await import("@/lib/storage");
const { resolveFieldMapping } = await import("@/lib/imports");
const { processContactImportJob } = await import("@/jobs/process-contact-import");
const { handOnImportedContacts } = await import("@/lib/services/imports");
const FLOWS = process.env.BENCH_FLOWS === "true";

/** An active flow that starts when a contact joins `listId` and then waits a day (nothing is sent). */
async function listJoinedFlow(teamId: string, listId: string) {
  const automation = await db.automation.create({ data: { teamId, name: "Bench welcome", isActive: true } });
  const trigger = await db.automationNode.create({
    data: { automationId: automation.id, type: "TRIGGER", data: { kind: "list_joined", listId } },
  });
  const delay = await db.automationNode.create({
    data: { automationId: automation.id, type: "DELAY", data: { mode: "duration", amount: 1, unit: "days" } },
  });
  await db.automationNodeEdge.create({
    data: { automationId: automation.id, sourceId: trigger.id, targetId: delay.id },
  });
}

/**
 * Wall time, this process's CPU time, and its peak resident set size while `work` runs (sampled
 * every 100 ms), next to the resident size just before.
 */
async function measure<T>(work: () => Promise<T>) {
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  try {
    const result = await work();
    const cpu = process.cpuUsage(cpuBefore);
    return {
      result,
      seconds: (performance.now() - started) / 1000,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      rssBefore,
      peakRss: Math.max(peakRss, process.memoryUsage().rss),
    };
  } finally {
    clearInterval(sampler);
  }
}

async function emptyContacts() {
  // Both measurements start from an empty table with freshly written pages flushed.
  await db.$executeRawUnsafe(`TRUNCATE "Contact" CASCADE`);
  await db.$executeRawUnsafe("CHECKPOINT");
}

const workDir = mkdtempSync(path.join(tmpdir(), "sendwell-bench-import-"));
const csvPath = path.join(workDir, "contacts.csv");
const generateStarted = performance.now();
execFileSync(
  path.resolve("node_modules", ".bin", "tsx"),
  [fileURLToPath(import.meta.url), "--generate", csvPath, String(ROWS)],
  { stdio: "inherit" },
);
const fileSize = statSync(csvPath).size;
console.log(
  `generated ${ROWS.toLocaleString("en")} rows, ${(fileSize / 1024 / 1024).toFixed(1)} MiB in ${((performance.now() - generateStarted) / 1000).toFixed(1)} s`,
);

const VIA_API = process.env.BENCH_VIA_API === "true";
const { createTeamWithOwner } = await import("@/lib/services/teams/create-team-with-owner");
const { team, user } = await createTeamWithOwner({
  teamName: "Import bench",
  email: `bench-${Date.now()}@example.com`,
  password: "bench-password-123",
});
const fileId = `cbench${Date.now().toString(36)}`;
const storageKey = `${team.id}/${fileId}`;
await getStorage().put(storageKey, createReadStream(csvPath), { contentType: "text/csv" });
await db.file.create({
  data: { id: fileId, teamId: team.id, name: "contacts.csv", path: storageKey, size: fileSize, type: "text/csv" },
});
const { fieldsMap } = resolveFieldMapping(HEADER);
const logger = { info: () => undefined, warn: console.warn, error: console.error };

// Loaded, and the queue started (the route enqueues the job), before anything is timed.
const { POST } = await import("@/app/api/v1/imports/route");
const { NextRequest } = await import("next/server");
const { signAccessToken } = await import("@/lib/auth/jwt");
const { permissionsForRole } = await import("@/lib/auth/permissions");
if (VIA_API) await (await import("@/jobs/drivers/pg-boss")).getBoss();

/** POST /imports with the file as a multipart body streamed from disk; answers the new import's id. */
async function uploadThroughApi(listId: string): Promise<string> {
  const token = await signAccessToken({
    sub: user.id,
    team_id: team.id,
    role: "ADMIN",
    permissions: permissionsForRole("ADMIN"),
    ver: 0,
  });
  const boundary = "----sendwell-bench-boundary";
  async function* parts() {
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="listId"\r\n\r\n${listId}\r\n`);
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="contacts.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    );
    yield* createReadStream(csvPath, { highWaterMark: 64 * 1024 });
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  const { Readable } = await import("node:stream");
  const body = Readable.toWeb(Readable.from(parts())) as ReadableStream<Uint8Array>;
  const request = new NextRequest("http://localhost:3000/api/v1/imports", {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "x-forwarded-for": "10.9.9.9",
    },
    body,
    duplex: "half",
  } as ConstructorParameters<typeof NextRequest>[1]);
  const response = await POST(request, { params: Promise.resolve({}) });
  const answer = (await response.json()) as { id: string };
  if (response.status !== 202) throw new Error(`POST /imports answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer.id;
}

async function importRun(run: number) {
  await emptyContacts();
  const list = await db.mailingList.create({ data: { teamId: team.id, name: `Import run ${run}` } });
  if (FLOWS) await listJoinedFlow(team.id, list.id);
  let uploadSeconds = 0;
  const measured = await measure(async () => {
    let importId: string;
    if (VIA_API) {
      const uploadStarted = performance.now();
      importId = await uploadThroughApi(list.id);
      uploadSeconds = (performance.now() - uploadStarted) / 1000;
    } else {
      importId = (await db.contactImport.create({ data: { teamId: team.id, listId: list.id, fileId, fieldsMap } })).id;
    }
    await processContactImportJob.handler({ importId }, { jobId: `bench-${run}`, attempt: 0, logger });
    return importId;
  });
  const contactImport = { id: measured.result };
  if (VIA_API)
    console.log(
      `run ${run}: upload through POST /imports ${uploadSeconds.toFixed(1)} s (${(fileSize / 2 ** 20 / uploadSeconds).toFixed(0)} MiB/s)`,
    );
  const done = await db.contactImport.findUniqueOrThrow({ where: { id: contactImport.id } });
  if (done.status !== "COMPLETED" || done.imported !== ROWS)
    throw new Error(`import run ${run} ended ${done.status} with ${done.imported} imported`);
  if (!FLOWS) return { ...measured, handOffSeconds: 0 };
  const handOffStarted = performance.now();
  const totals = await handOnImportedContacts({ importId: contactImport.id });
  const handOffSeconds = (performance.now() - handOffStarted) / 1000;
  if (totals.runs !== ROWS) throw new Error(`hand-off run ${run} started ${totals.runs} runs`);
  console.log(`run ${run}: hand-off ${handOffSeconds.toFixed(1)} s, ${totals.runs.toLocaleString("en")} runs started`);
  return { ...measured, handOffSeconds };
}

async function copyRun(run: number) {
  await emptyContacts();
  const list = await db.mailingList.create({ data: { teamId: team.id, name: `COPY run ${run}` } });
  // COPY cannot compute what the import does per row; column defaults stand in for it. The id
  // comes from a sequence: PostgreSQL falls back from batched to row-by-row inserts when a default
  // is volatile (random() would be), nextval excepted, and the ceiling should be the fastest COPY.
  await db.$executeRawUnsafe(`CREATE SEQUENCE IF NOT EXISTS bench_contact_id`);
  await db.$executeRawUnsafe(
    `ALTER TABLE "Contact" ALTER COLUMN "id" SET DEFAULT ('c' || lpad(to_hex(nextval('bench_contact_id')), 24, '0')), ` +
      `ALTER COLUMN "updatedAt" SET DEFAULT (now() AT TIME ZONE 'UTC'), ` +
      `ALTER COLUMN "listId" SET DEFAULT '${list.id}', ALTER COLUMN "teamId" SET DEFAULT '${team.id}'`,
  );
  try {
    const copy = `\\copy "Contact" ("email", "firstName", "lastName", "company", "city", "country") FROM '${csvPath}' WITH (FORMAT csv, HEADER true)`;
    const measured = await measure(async () =>
      execFileSync("psql", [databaseUrl!, "-v", "ON_ERROR_STOP=1", "-qc", copy]),
    );
    const count = await db.contact.count({ where: { listId: list.id } });
    if (count !== ROWS) throw new Error(`COPY run ${run} loaded ${count} rows`);
    return measured;
  } finally {
    await db.$executeRawUnsafe(
      `ALTER TABLE "Contact" ALTER COLUMN "id" DROP DEFAULT, ALTER COLUMN "updatedAt" DROP DEFAULT, ALTER COLUMN "listId" DROP DEFAULT, ALTER COLUMN "teamId" DROP DEFAULT`,
    );
  }
}

const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const imports: Awaited<ReturnType<typeof importRun>>[] = [];
const copies: Awaited<ReturnType<typeof copyRun>>[] = [];
for (let run = 1; run <= RUNS; run += 1) {
  imports.push(await importRun(run));
  copies.push(await copyRun(run));
  const last = imports.at(-1)!;
  const rate = (seconds: number) => Math.round(ROWS / seconds).toLocaleString("en");
  console.log(
    `run ${run}: import ${last.seconds.toFixed(1)} s, ${rate(last.seconds)} rows/s (Node CPU ${last.cpuSeconds.toFixed(1)} s, RSS ${mib(last.rssBefore)} -> peak ${mib(last.peakRss)} MiB, growth ${mib(last.peakRss - last.rssBefore)} MiB), ` +
      `COPY ${copies.at(-1)!.seconds.toFixed(1)} s`,
  );
}

const importSeconds = median(imports.map((run) => run.seconds));
const copySeconds = median(copies.map((run) => run.seconds));
const rate = (seconds: number) => Math.round(ROWS / seconds).toLocaleString("en");
console.log(
  `${VIA_API ? "import-large (upload through POST /imports + job)" : "contact-import (job)"}${FLOWS ? " with an active list_joined flow" : ""} on ${database}: ${ROWS.toLocaleString("en")} rows, ${(fileSize / 2 ** 20).toFixed(1)} MiB, median of ${RUNS} runs, Node options: ${process.execArgv.filter((word) => word.startsWith("--max") || word.startsWith("--no-")).join(" ") || "none"}`,
);
console.log(
  `  import  ${importSeconds.toFixed(1).padStart(6)} s  ${rate(importSeconds).padStart(9)} rows/s  peak RSS ${mib(Math.max(...imports.map((run) => run.peakRss)))} MiB, largest growth ${mib(Math.max(...imports.map((run) => run.peakRss - run.rssBefore)))} MiB`,
);
if (FLOWS)
  console.log(
    `  hand-off to a list_joined flow ${median(imports.map((run) => run.handOffSeconds)).toFixed(1)} s (its own job, after the import)`,
  );
console.log(`  COPY    ${copySeconds.toFixed(1).padStart(6)} s  ${rate(copySeconds).padStart(9)} rows/s  (ceiling)`);
console.log(`  import / COPY: ${(importSeconds / copySeconds).toFixed(2)}x the time`);

rmSync(workDir, { recursive: true, force: true });
process.exit(0);
