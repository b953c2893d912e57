import { fork } from "node:child_process";
import { openSync, readdirSync, readFileSync } from "node:fs";
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { startAppServer, waitForAppServer } from "./app-server";
import { residentMb, resetPeakRss } from "./proc-memory";

// Open-pixel ingest through the running production app: autocannon, 50 connections, 30 s of
// `GET /api/v1/t/o/{token}` (1,000 emails' tokens in turn, real browser user agents, a distinct
// public client address per request through X-Forwarded-For, as pixel traffic from many readers
// arrives; one address would hit the tracking group's 1,000/min limit). After each run the bench
// waits for the batched recorder and checks that every 200 answered is one stored row; it reports
// how many rows were stored while the run lasted and how long the recorder wrote after it, since a
// server that answers faster than it stores only holds the difference in memory (up to the
// recorder's 200,000-hit queue), and its sustained rate is the stored one. The ceiling, in the
// same run and with the same client: a bare Node http server (own process) answering the same
// 43-byte GIF with the same headers.
//   Needs the production build (`npm run build`; BENCH_DIST_DIR for another output folder)
//   BENCH_DURATION seconds per run (default 30), BENCH_RUNS runs of each (default 3),
//   BENCH_CONNECTIONS (default 50), BENCH_PORT app port (default 3211), BENCH_EMAILS sent emails
//   whose tokens the runs cycle through (default 1,000).
//   BENCH_KIND=click  tracked links instead (`GET /api/v1/t/c/{token}`, 302 to the signed URL);
//   the ceiling then answers the same 302 with the same headers.
//   BENCH_SHAPE=readers  the traffic after a campaign send: the emails (default 20,000) are one
//   campaign's, each read by its own reader (one address, one user agent) again and again. The
//   default shape, "crowd", reads each of 1,000 emails with no campaign from a new address every
//   time: every hit adds a new city to its email's breakdown, the fold's worst case per email.
//   BENCH_LOG=<file>  the server's log (its warnings: a recorder waiting for the database, say).

const DURATION = Number(process.env.BENCH_DURATION ?? 30);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3211);
const DIST_DIR = process.env.BENCH_DIST_DIR ?? ".next";
const CLICK = process.env.BENCH_KIND === "click";
const LINK = "https://shop.example.com/sale?utm_source=news";

if (process.argv[2] === "--gif-server") {
  const { TRANSPARENT_GIF, PIXEL_HEADERS: headers } = await import("@/lib/services/tracking");
  const server = createServer((_request: IncomingMessage, response: ServerResponse) => {
    if (CLICK) {
      response.writeHead(302, {
        Location: LINK,
        "Cache-Control": "no-store, private",
        "Referrer-Policy": "no-referrer",
      });
      response.end();
      return;
    }
    response.writeHead(200, headers);
    response.end(TRANSPARENT_GIF);
  });
  server.listen(0, "127.0.0.1", () => process.send!({ port: (server.address() as AddressInfo).port }));
  await new Promise(() => {});
}

const { prepareBenchDatabase } = await import("./prepare-database");
const database = prepareBenchDatabase();
if (!process.env.DATABASE_URL) throw new Error("The ingest benchmark needs PostgreSQL: set BENCH_DATABASE_URL");
const { db } = await import("@/lib/db");
const { clickToken, openToken } = await import("@/lib/tracking/tokens/tracking-tokens");
const { createTeamWithOwner } = await import("@/lib/services/teams/create-team-with-owner");

const { team } = await createTeamWithOwner({
  teamName: "Ingest Bench",
  email: `ingest-${Date.now()}@example.com`,
  password: "bench-password-123",
});
const READERS = process.env.BENCH_SHAPE === "readers";
const EMAILS = Number(process.env.BENCH_EMAILS ?? (READERS ? 20_000 : 1_000));
const campaignId = READERS
  ? (
      await db.campaign.create({
        data: { teamId: team.id, name: "Ingest Bench", status: "SENT" },
        select: { id: true },
      })
    ).id
  : null;
for (let start = 0; start < EMAILS; start += 10_000) {
  await db.email.createMany({
    data: Array.from({ length: Math.min(10_000, EMAILS - start) }, (_, index) => ({
      teamId: team.id,
      campaignId,
      from: "news@bench.test",
      to: `reader${start + index}@example.com`,
      subject: "Hi",
      body: "<p>Hi</p>",
      status: "SENT" as const,
      sentAt: new Date(Date.now() - 3_600_000),
    })),
  });
}
const emails = await db.email.findMany({ where: { teamId: team.id }, select: { id: true } });
const paths = emails.map(({ id }) => (CLICK ? `/api/v1/t/c/${clickToken(id, LINK)}` : `/api/v1/t/o/${openToken(id)}`));
const AGENTS = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
];
/** A public-looking IPv4 address per request number (first octet 1-223, never 10 or 127). */
function addressOf(n: number) {
  const first = [11, 23, 31, 45, 52, 62, 77, 81, 88, 91, 104, 109, 151, 176, 185, 203][n % 16];
  return `${first}.${(n >> 4) & 255}.${(n >> 12) & 255}.${1 + ((n >> 20) % 254)}`;
}

type Run = { requestsPerSecond: number; p50: number; p99: number; ok: number; other: number; errors: number };

async function hammer(port: number): Promise<Run> {
  let n = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        method: "GET",
        setupRequest: (request) => {
          n += 1;
          // readers: the email's own reader; crowd: a new reader (address) for every hit.
          const reader = READERS ? n % paths.length : n;
          return {
            ...request,
            path: paths[n % paths.length],
            headers: { "user-agent": AGENTS[reader % AGENTS.length], "x-forwarded-for": addressOf(reader) },
          };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: CLICK ? result["3xx"] : result["2xx"],
    other: CLICK ? result.non2xx - result["3xx"] : result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** CPU seconds (user + system) a process has used, from /proc (Linux clock ticks of 1/100 s). */
function cpuSecondsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0; // the process ended between listing and reading
  }
}

const BENCH_DATABASE = new URL(process.env.DATABASE_URL!).pathname.slice(1);

/** CPU seconds used so far by the PostgreSQL server's processes that work for the bench: its
 * database's backends and the shared ones (WAL writer, checkpointer...), not other databases'
 * backends (another benchmark or test run on the same server). */
function postgresCpuSeconds(): number {
  let total = 0;
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const [command, title] = (() => {
      try {
        return [readFileSync(`/proc/${name}/comm`, "utf8").trim(), readFileSync(`/proc/${name}/cmdline`, "utf8")];
      } catch {
        return ["", ""];
      }
    })();
    if (command !== "postgres") continue;
    // A backend's title is "postgres: [<cluster>: ]<user> <database> <client> <state>".
    const backend = /^postgres: (?:\S+: )?\S+ (\S+) \d/.exec(title);
    if (!backend || backend[1] === BENCH_DATABASE) total += cpuSecondsOf(Number(name));
  }
  return total;
}

const countRows = () => db.emailTracking.count({ where: { teamId: team.id } });

/** Rows of the bench team once the recorder has stopped writing (no change for 2 s), and when the
 * last of them was written: its "createdAt", the database's clock when its INSERT ran (this
 * machine's clock, in UTC). Polled once a second: each count scans the team's rows, and polling
 * every 250 ms took a tenth of PostgreSQL's time while the recorder caught up. */
async function storedRows(): Promise<{ count: number; lastWrittenAt: number }> {
  let last = -1;
  let unchangedSince = Date.now();
  for (;;) {
    const count = await countRows();
    if (count !== last) {
      last = count;
      unchangedSince = Date.now();
    } else if (Date.now() - unchangedSince >= 2_000) {
      const { _max } = await db.emailTracking.aggregate({ where: { teamId: team.id }, _max: { createdAt: true } });
      return { count, lastWrittenAt: _max.createdAt?.getTime() ?? 0 };
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

// The production server of `npm start` (lib/runtime/start.ts), which answers pixels before Next.js.
const app = startAppServer({
  port: PORT,
  distDir: DIST_DIR,
  env: { TRUST_PROXY: "true" },
  nodeArgs: process.env.BENCH_PROFILE ? ["--cpu-prof", "--cpu-prof-dir=/tmp/prof"] : [],
  logTo: process.env.BENCH_LOG ? openSync(process.env.BENCH_LOG, "w") : undefined,
});
const ceilingServer = fork(fileURLToPath(import.meta.url), ["--gif-server"], { execArgv: ["--import", "tsx"] });
try {
  const [{ port: ceilingPort }] = (await once(ceilingServer, "message")) as [{ port: number }];
  await waitForAppServer(PORT, app);
  // Warm-up: compiles the route's code paths and fills the connection pool (a click answers 302: not followed).
  for (let index = 0; index < 200; index += 1)
    await fetch(`http://127.0.0.1:${PORT}${paths[index]}`, {
      redirect: "manual",
      headers: { "user-agent": AGENTS[0], "x-forwarded-for": addressOf(10_000_000 + index) },
    });
  const appRuns: (Run & { stored: number; storedInRun: number; sustained: number; writingAfter: number })[] = [];
  const ceilingRuns: Run[] = [];
  let before = (await storedRows()).count;
  // autocannon stops counting at the deadline with up to one request per connection in flight;
  // the app still answers and stores those, so a run stores between ok and ok + connections rows.
  let allStored = true;
  // The CPU each stored hit costs the app and PostgreSQL (both share the machine with autocannon):
  // less sensitive to the rest of the machine's load than requests per second.
  const cpuPerThousand: { app: number; postgres: number }[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const cpuBefore = { app: cpuSecondsOf(app.pid!), postgres: postgresCpuSeconds() };
    resetPeakRss(app.pid!);
    const rssBefore = Math.round(residentMb(app.pid!));
    const measured = await hammer(PORT);
    const endedAt = Date.now();
    const storedInRun = (await countRows()) - before;
    const { count: after, lastWrittenAt } = await storedRows();
    const writingAfter = Math.max(0, lastWrittenAt - endedAt) / 1000;
    const peakRss = Math.round(residentMb(app.pid!, "VmHWM"));
    const thousands = (after - before) / 1000;
    cpuPerThousand.push({
      app: (cpuSecondsOf(app.pid!) - cpuBefore.app) / thousands,
      postgres: (postgresCpuSeconds() - cpuBefore.postgres) / thousands,
    });
    const stored = after - before;
    before = after;
    const complete = stored >= measured.ok && stored - measured.ok <= CONNECTIONS;
    allStored &&= complete;
    // What the server stored per second from the run's start until its recorder had written the last row.
    const sustained = stored / (DURATION + writingAfter);
    appRuns.push({ ...measured, stored, storedInRun: storedInRun / DURATION, sustained, writingAfter });
    console.log(
      `app     run ${run + 1}: ${Math.round(measured.requestsPerSecond)} req/s, p50 ${measured.p50} ms, p99 ${measured.p99} ms, 200s ${measured.ok}, other ${measured.other}, errors ${measured.errors}, rows stored ${stored} (${complete ? "every 200 stored" : "ROWS MISSING"}), ${Math.round(storedInRun / DURATION)} rows/s stored during the run, the last ${writingAfter.toFixed(1)} s after it (sustained ${Math.round(sustained)} rows/s); peak RSS ${peakRss} MB (${rssBefore} MB at the start); CPU per 1,000 hits: app ${(cpuPerThousand[run].app * 1000).toFixed(0)} ms, PostgreSQL ${(cpuPerThousand[run].postgres * 1000).toFixed(0)} ms`,
    );
    const ceiling = await hammer(ceilingPort);
    ceilingRuns.push(ceiling);
    console.log(
      `ceiling run ${run + 1}: ${Math.round(ceiling.requestsPerSecond)} req/s, p50 ${ceiling.p50} ms, p99 ${ceiling.p99} ms`,
    );
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(
    `\ntracking-ingest ${CLICK ? "click" : "pixel"}, ${READERS ? "readers" : "crowd"} shape (${database}, ${CONNECTIONS} connections, ${DURATION} s x ${RUNS}): app median ${Math.round(median(appRuns.map((r) => r.requestsPerSecond)))} req/s, ` +
      `p99 ${median(appRuns.map((r) => r.p99))} ms, stored during the run ${Math.round(median(appRuns.map((r) => r.storedInRun)))} rows/s, ` +
      `sustained ${Math.round(median(appRuns.map((r) => r.sustained)))} rows/s (last row ${median(appRuns.map((r) => r.writingAfter)).toFixed(1)} s after the run); bare Node server median ${Math.round(median(ceilingRuns.map((r) => r.requestsPerSecond)))} req/s, ` +
      `p99 ${median(ceilingRuns.map((r) => r.p99))} ms; every 200 stored: ${allStored ? "yes" : "NO"}; CPU per 1,000 hits (median): app ` +
      `${(median(cpuPerThousand.map((c) => c.app)) * 1000).toFixed(0)} ms, PostgreSQL ${(median(cpuPerThousand.map((c) => c.postgres)) * 1000).toFixed(0)} ms`,
  );
} finally {
  app.kill("SIGTERM");
  ceilingServer.kill();
  await db.$disconnect();
}
