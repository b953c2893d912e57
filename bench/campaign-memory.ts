import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { residentMb } from "./proc-memory";
import { scriptNodeArgs } from "./script-node-args";
import { startSmtpSink } from "./smtp-sink";

// Bounded memory for big sends (issue 23): a separate `npm run worker` process (jobs/worker.ts)
// sends a 200,000-recipient campaign to the local SMTP sink while this process samples the
// worker's resident set size (VmRSS from /proc) every 250 ms. Start is the idle worker's RSS just
// before the campaign is queued; growth is the peak during the send minus that. The campaign walks
// its audience by contact-id cursor in batches of 500 (run-campaign.ts), so the growth must not
// depend on the audience's size (goal: under 200 MB).
//   BENCH_DATABASE_URL  PostgreSQL (required: a second process cannot open the embedded database)
//   BENCH_MESSAGES      recipients (default 200,000)
//   BENCH_RUNS          campaigns sent one after another by the same worker (default 1)
//   BENCH_WORKER_NODE_OPTIONS  NODE_OPTIONS of the worker only (to try V8 heap settings)
//   BENCH_SNAPSHOTS     e.g. "10000,150000": V8 heap snapshots of the worker (SIGUSR2) after that
//                       many messages, written to the worker's working directory
// Every 30 s line also gives the worker's V8 heap (used / total) and external memory, read from
// its own Prometheus metrics, so that a plateau can be told apart (JS heap, buffers, native).

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 200_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
if (!process.env.BENCH_DATABASE_URL) {
  console.log(
    "campaign-memory skipped: it needs BENCH_DATABASE_URL (PostgreSQL), since the worker runs in its own process",
  );
  process.exit(0);
}

const { prepareBenchDatabase } = await import("./prepare-database");
prepareBenchDatabase();
const { db } = await import("@/lib/db");
const { sendJob, stopPgBoss: stopWorker } = await import("@/lib/jobs/pg-boss/process-pg-boss");
const { sendCampaignJob } = await import("@/jobs/send-campaign");
const { createBenchList, createBenchTeam, createSendingCampaign, createSinkSmtpConfig } = await import(
  "./send-fixtures"
);
const { createTemplate } = await import("@/lib/services/templates/create-template");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const MB = 1024 * 1024;
/** heap used / heap total / external of the worker, in MB, from its Prometheus default metrics. */
async function heapOf(): Promise<string> {
  try {
    const text = await (
      await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`, { headers: { authorization: "Bearer bench" } })
    ).text();
    const value = (name: string) => Number(new RegExp(`^sendwell_${name} (\\S+)$`, "m").exec(text)?.[1] ?? NaN) / MB;
    // The C heap (glibc malloc's brk area: Buffer backing stores, native code) is not V8's.
    const smaps = readFileSync(`/proc/${worker.pid}/smaps`, "utf8");
    const cHeap = Number(/\[heap\]\n(?:.*\n)*?Rss:\s+(\d+) kB/.exec(smaps)?.[1] ?? NaN) / 1024;
    return `heap ${value("nodejs_heap_size_used_bytes").toFixed(0)}/${value("nodejs_heap_size_total_bytes").toFixed(0)} MB, external ${value("nodejs_external_memory_bytes").toFixed(0)} MB, C heap ${cHeap.toFixed(0)} MB`;
  } catch {
    return "heap not read";
  }
}
const rssOf = (pid: number) => residentMb(pid) * 1024 * 1024;

const sink = await startSmtpSink();
const team = await createBenchTeam("Memory Bench", { unlimited: true });
const loadStarted = performance.now();
const list = await createBenchList(team.id, MESSAGES);
console.log(
  `${MESSAGES.toLocaleString("en")} contacts written in ${((performance.now() - loadStarted) / 1000).toFixed(0)} s`,
);
const smtpConfig = await createSinkSmtpConfig(team.id, sink.port, "news@bench.test");
const template = await createTemplate({
  teamId: team.id,
  userId: null,
  name: "Weekly",
  subject: "{{ firstName }}, your weekly digest",
  html: `<!doctype html><html><body><table width="100%">${[1, 2, 3, 4]
    .map(
      (n) =>
        `<tr><td><h2>Story ${n} for {{ company }}</h2><p>Hi {{ firstName }}, as a {{ metadata.plan }} member you get early access. Lorem ipsum dolor sit amet, consectetur adipiscing elit.</p><a href="https://news.example.com/stories/${n}">Read story ${n}</a></td></tr>`,
    )
    .join("")}<tr><td><a href="{{ unsubscribeUrl }}">Unsubscribe</a></td></tr></table></body></html>`,
});

// The worker: the production entry point, on the same database and data directory (secrets).
// It is stopped with this process, whatever happens (a failed run must not leave it working jobs).
const METRICS_PORT = 19_000 + (process.pid % 1000);
const SNAPSHOTS = (process.env.BENCH_SNAPSHOTS ?? "").split(",").filter(Boolean).map(Number);
// Started with the node options of package.json's "worker" script (its V8 heap settings included).
const worker = spawn(
  process.execPath,
  ["--heapsnapshot-signal=SIGUSR2", ...scriptNodeArgs("worker"), "--import", "tsx", "jobs/worker.ts"],
  {
    env: {
      ...process.env,
      NODE_OPTIONS: process.env.BENCH_WORKER_NODE_OPTIONS ?? process.env.NODE_OPTIONS ?? "",
      LOG_LEVEL: "warn",
      WORKER_METRICS_PORT: String(METRICS_PORT),
      WORKER_METRICS_HOST: "127.0.0.1",
      METRICS_TOKEN: "bench",
    },
    stdio: ["ignore", "inherit", "inherit"],
  },
);
const workerExited = new Promise((resolve) => worker.on("exit", resolve));
process.on("exit", () => {
  worker.kill("SIGKILL");
  sink.stop();
});
// The baseline is the worker ready and idle: its metrics listener answers (it starts last, after
// pg-boss, the queues and every job's module), then 5 s of idle polling. Growth is what the send adds.
for (let tries = 0; (await heapOf()) === "heap not read"; tries += 1) {
  if (tries > 240) throw new Error("the worker did not start within 2 minutes");
  await sleep(500);
}
await sleep(5_000);

for (let run = 1; run <= RUNS; run += 1) {
  const campaign = await createSendingCampaign(`Memory ${run}`, { team, list, template, smtpConfig });
  const start = rssOf(worker.pid!);
  let peak = start;
  const samples: number[] = [];
  const sampler = setInterval(() => {
    const rss = rssOf(worker.pid!);
    samples.push(rss);
    peak = Math.max(peak, rss);
  }, 250);
  console.log(`run ${run}: worker RSS at the start ${(start / MB).toFixed(0)} MB, ${await heapOf()}`);
  const snapshotsDue = [...SNAPSHOTS];
  const received = await sink.received();
  const started = performance.now();
  await sendJob(sendCampaignJob, { campaignId: campaign.id });
  let status = "SENDING";
  for (let poll = 1; status === "SENDING"; poll += 1) {
    await sleep(2_000);
    if (snapshotsDue.length > 0 && (await sink.received()) - received >= snapshotsDue[0]) {
      console.log(`  heap snapshot of the worker after ${snapshotsDue.shift()} messages (SIGUSR2)`);
      worker.kill("SIGUSR2");
    }
    status = (await db.campaign.findUniqueOrThrow({ where: { id: campaign.id }, select: { status: true } })).status;
    if (poll % 15 === 0)
      console.log(
        `  ${((await sink.received()) - received).toLocaleString("en")} sent, worker RSS ${(rssOf(worker.pid!) / MB).toFixed(0)} MB, peak so far ${(peak / MB).toFixed(0)} MB, ${await heapOf()}`,
      );
  }
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  const arrived = (await sink.received()) - received;
  if (status !== "SENT" || arrived !== MESSAGES)
    throw new Error(`run ${run}: campaign ${status}, sink received ${arrived} of ${MESSAGES}`);
  const end = rssOf(worker.pid!);
  console.log(
    `run ${run}: ${MESSAGES.toLocaleString("en")} sent in ${seconds.toFixed(0)} s (${Math.round(MESSAGES / seconds)} msg/s); worker RSS start ${(start / MB).toFixed(0)} MB, ` +
      `peak ${(peak / MB).toFixed(0)} MB, growth ${((peak - start) / MB).toFixed(0)} MB (goal < 200 MB), at the end ${(end / MB).toFixed(0)} MB (${await heapOf()}), ${samples.length} samples`,
  );
}

worker.kill("SIGTERM");
await workerExited;
await stopWorker();
sink.stop();
await db.$disconnect();
process.exit(0);
