import { readFileSync } from "node:fs";
import { fork } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { startAppServer, waitForAppServer } from "./app-server";
import { residentMb } from "./proc-memory";

// The memory of `npm start` (lib/runtime/start.ts: web server and job worker in one process) on
// PostgreSQL: idle once it answers and its worker has loaded, then after the reports at scale
// (campaign report, email report and team overview over BENCH_ROWS folded tracking entries,
// BENCH_CALLS calls each through HTTP), then idle again. Resident set sizes are read from
// /proc/<pid>/status (VmRSS) of the server process and of any process it starts, sampled every
// second; "idle" is the median of the last 20 samples of a 40-second quiet window.
// The floor, in the same run: a bare Node http server (its own process), what any Node server pays.
//   Needs the production build (`npm run build`; BENCH_DIST_DIR for another output folder)
//   BENCH_ROWS (default 200,000), BENCH_CALLS (default 200), BENCH_PORT (default 3212)

if (process.argv[2] === "--bare-server") {
  createServer((_request, response) => response.end("ok")).listen(0, "127.0.0.1", () => process.send!("ready"));
  await new Promise(() => {});
}

const ROWS = Number(process.env.BENCH_ROWS ?? 200_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const PORT = Number(process.env.BENCH_PORT ?? 3212);
const DIST_DIR = process.env.BENCH_DIST_DIR ?? ".next";

const { prepareBenchDatabase } = await import("./prepare-database");
prepareBenchDatabase();
if (!process.env.DATABASE_URL) throw new Error("The memory benchmark needs PostgreSQL: set BENCH_DATABASE_URL");
const { db } = await import("@/lib/db");
const { createTeamWithOwner } = await import("@/lib/services/teams/create-team-with-owner");
const { foldTail } = await import("@/lib/analytics/rollup/fold-tail");
const { signAccessToken } = await import("@/lib/auth/jwt");
const { permissionsForRole } = await import("@/lib/auth/permissions");
const { generateTracking, shapes } = await import("./generate-tracking");

const { team, user } = await createTeamWithOwner({
  teamName: "Memory bench",
  email: `memory-${Date.now()}@example.com`,
  password: "bench-password-123",
});
const prefix = `m${Date.now().toString(36)}`;
const shape = { ...shapes(ROWS).spread, campaigns: 4 };
let started = performance.now();
await generateTracking(team.id, prefix, shape);
const folded = await foldTail(team.id);
await db.$executeRawUnsafe(`VACUUM ANALYZE "EmailTracking", "Email", "AnalyticsCounter", "AnalyticsTimelineMode"`);
console.log(
  `generated and folded ${folded} entries over ${shape.campaigns} campaigns in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
const token = await signAccessToken({
  sub: user.id,
  team_id: team.id,
  role: "ADMIN",
  permissions: permissionsForRole("ADMIN"),
  ver: 0,
});
await db.$disconnect();

/** VmRSS of a process in MB, 0 once it is gone. */
const rssOf = (pid: number) => residentMb(pid);

/** Every process under `pid`. */
function descendantsOf(pid: number): number[] {
  const children = (() => {
    try {
      return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  })();
  return children.flatMap((child) => [child, ...descendantsOf(child)]);
}

/** The server's V8 heap and external memory from its Prometheus metrics (not for the floor). */
async function heapOf(pids: () => { server: number }): Promise<string> {
  if (pids().server !== app.pid) return "";
  const text = await fetch(`http://127.0.0.1:${PORT}/metrics`, { headers: { authorization: "Bearer bench" } }).then(
    (response) => response.text(),
    () => "",
  );
  /** A series in MB, by its name and labels as the exposition writes them. */
  const metric = (series: string) =>
    Number(text.match(new RegExp(`^sendwell_${series.replace(/[{}]/g, "\\$&")} (\\S+)$`, "m"))?.[1] ?? NaN) /
    1024 /
    1024;
  const space = (name: string) => metric(`nodejs_heap_space_size_total_bytes{space="${name}"}`);
  const spaces = `new ${space("new").toFixed(0)}, old ${space("old").toFixed(0)}, code ${space("code").toFixed(0)}, large objects ${space("large_object").toFixed(0)} MB`;
  return `; V8 heap ${metric("nodejs_heap_size_used_bytes").toFixed(0)} MB used of ${metric("nodejs_heap_size_total_bytes").toFixed(0)} MB (${spaces}), external ${metric("nodejs_external_memory_bytes").toFixed(0)} MB`;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Samples for `seconds`; answers the median of the last 20 samples of the server and of the whole tree. */
async function quietWindow(label: string, pids: () => { server: number; tree: number[] }, seconds = 40) {
  const server: number[] = [];
  const tree: number[] = [];
  for (let second = 0; second < seconds; second += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const { server: serverPid, tree: treePids } = pids();
    server.push(rssOf(serverPid));
    tree.push(treePids.reduce((sum, pid) => sum + rssOf(pid), 0));
  }
  const figure = { server: median(server.slice(-20)), tree: median(tree.slice(-20)) };
  console.log(
    `${label}: server ${figure.server.toFixed(0)} MB, whole tree ${figure.tree.toFixed(0)} MB (last sample ${server.at(-1)!.toFixed(0)} MB)${await heapOf(pids)}`,
  );
  return figure;
}

const bare = fork(fileURLToPath(import.meta.url), ["--bare-server"], { execArgv: ["--import", "tsx"] });
await once(bare, "message");
const app = startAppServer({ port: PORT, distDir: DIST_DIR, env: { METRICS_TOKEN: "bench" } });
try {
  await waitForAppServer(PORT, app);
  const pids = () => {
    const tree = [app.pid!, ...descendantsOf(app.pid!)];
    return { server: app.pid!, tree };
  };
  console.log(`server process ${pids().server} (tree ${pids().tree.join(", ")})`);
  const floor = await quietWindow(
    "bare Node http server (floor)",
    () => ({ server: bare.pid!, tree: [bare.pid!] }),
    20,
  );
  const idle = await quietWindow("idle after start", pids);
  const headers = { authorization: `Bearer ${token}` };
  const took: Record<string, number[]> = {};
  const get = async (path: string) => {
    const began = performance.now();
    const response = await fetch(`http://127.0.0.1:${PORT}/api/v1${path}`, { headers });
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    (took[path.split(/[?/]/)[2]] ??= []).push(performance.now() - began);
  };
  started = performance.now();
  // The analytics group allows a person 100 calls a minute per endpoint: rounds of 90, a minute apart.
  for (let call = 0; call < CALLS; call += 1) {
    if (call > 0 && call % 90 === 0)
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, started + (call / 90) * 61_000 - performance.now())),
      );
    await get(`/analytics/campaign/${prefix}-k${call % shape.campaigns}`);
    await get(`/analytics/email?emailId=${prefix}-e${(call * 1_999) % (shape.campaigns * shape.perCampaign)}`);
    await get(`/analytics/team/overview?months=12`);
  }
  const medians = Object.entries(took)
    .map(([name, times]) => `${name} ${median(times).toFixed(0)} ms`)
    .join(", ");
  console.log(
    `${CALLS * 3} report calls in ${((performance.now() - started) / 1000).toFixed(1)} s (medians through HTTP: ${medians}); peak during them not sampled`,
  );
  const after = await quietWindow("idle after the reports", pids, 60);
  console.log(
    `\nserver-memory: idle ${idle.server.toFixed(0)} MB (tree ${idle.tree.toFixed(0)} MB), after reports ${after.server.toFixed(0)} MB (${(after.server - idle.server).toFixed(0)} MB more), bare Node floor ${floor.server.toFixed(0)} MB`,
  );
} finally {
  app.kill("SIGTERM");
  bare.kill();
}
