import { fork } from "node:child_process";
import { once } from "node:events";
import { loadavg } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";

// Streams (docs/contract.md section 20): the hand-over latency of POST /emails (from the request
// to the message's arrival at the SMTP peer) while a 20,000-recipient campaign sends through the
// same peer, beside the same latency with no campaign. One process runs the API route handler and
// the pg-boss worker (as `npm start` does with JOBS_WORKER on); the sink is a real SMTP server in
// a process of its own. Probes are posted one every BENCH_PROBE_MS while the campaign sends.
//   BENCH_MESSAGES  campaign recipients (default 20,000)
//   BENCH_RUNS      runs of each (default 3; the median of each percentile is reported)
//   BENCH_PROBE_MS  time between probes (default 250)

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PROBE_MS = Number(process.env.BENCH_PROBE_MS ?? 250);
/** Probes of a baseline run (no campaign). */
const BASELINE_PROBES = 60;

const { prepareBenchDatabase } = await import("./prepare-database");
const database = prepareBenchDatabase();
// The benchmark measures hand-over, not the rate limiter: the team's owner gets room in every group
// (set before the app's modules read the environment; the owner's id is known once the team exists).
const { randomUUID } = await import("node:crypto");
const OWNER_ID = `bench-owner-${randomUUID()}`;
process.env.RATE_LIMIT_OVERRIDES = JSON.stringify(
  ["default", "email_sending"].map((group) => ({ userId: OWNER_ID, group, limit: 1_000_000 })),
);
const { db } = await import("@/lib/db");
const { POST: postEmails } = await import("@/app/api/v1/emails/route");
const { startWorker, stopWorker } = await import("@/jobs/drivers/pg-boss");
const { enqueue } = await import("@/lib/jobs");
const { closeTransports } = await import("@/lib/mail/transport-pool");
const { createTemplate } = await import("@/lib/services/templates/create-template");
const { apiRequest, callRoute } = await import("../tests/helpers/http");
const { tokenFor } = await import("../tests/helpers/teams");
const { createBenchList, createBenchTeam, createSendingCampaign, createSinkSmtpConfig } = await import(
  "./send-fixtures"
);

const child = fork(fileURLToPath(new URL("./arrival-sink-process.ts", import.meta.url)), [], {
  execArgv: ["--import", "tsx"],
});
process.on("exit", () => child.kill());
const [{ port }] = (await once(child, "message")) as [{ port: number }];
type SinkState = { received: number; probes: Record<string, number> };
async function sinkState(): Promise<SinkState> {
  child.send("state");
  return ((await once(child, "message")) as [SinkState])[0];
}

const team = await createBenchTeam("Bench Streams", { unlimited: true });
const list = await createBenchList(team.id, MESSAGES);
const smtpConfig = await createSinkSmtpConfig(team.id, port, "news@bench.test");
const template = await createTemplate({
  teamId: team.id,
  userId: null,
  name: "Weekly",
  subject: "{{ firstName }}, your weekly digest",
  html: `<html><body><h1>Hello {{ firstName }}</h1><p>${"News of the week. ".repeat(60)}</p><a href="https://news.example.com/x">Read</a><a href="{{ unsubscribeUrl }}">Unsubscribe</a></body></html>`,
});
// The sender: an admin of the team with the id the rate-limit override names.
await db.user.create({ data: { id: OWNER_ID, email: `${OWNER_ID}@example.com`, teamId: team.id, role: "ADMIN" } });
const key = await tokenFor(OWNER_ID, team.id, "ADMIN");
await startWorker();

let probeCount = 0;
/** Posts one transactional email; answers its recipient and when the request started. */
async function probe(): Promise<{ to: string; startedAt: number }> {
  probeCount += 1;
  const to = `probe-${probeCount}@example.org`;
  const startedAt = Date.now();
  const response = await callRoute(
    postEmails,
    apiRequest("/emails", {
      method: "POST",
      token: key,
      json: { from: "Bench <security@bench.test>", to, subject: "Your sign-in code", html: "<p>Code 123456</p>" },
    }),
  );
  if (response.status !== 200) throw new Error(`POST /emails answered ${response.status}: ${await response.text()}`);
  return { to, startedAt };
}

/** Every probe's hand-over latency in ms, once all have arrived (30 s at most). */
async function latencies(probes: { to: string; startedAt: number }[]): Promise<number[]> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { probes: arrived } = await sinkState();
    if (probes.every((sent) => arrived[sent.to])) return probes.map((sent) => arrived[sent.to] - sent.startedAt);
    if (Date.now() > deadline) throw new Error("probes did not all arrive within 30 s");
    await sleep(50);
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
type Figures = { p50: number; p95: number; p99: number; n: number };
const figures = (values: number[]): Figures => ({
  p50: percentile(values, 50),
  p95: percentile(values, 95),
  p99: percentile(values, 99),
  n: values.length,
});
const show = (label: string, f: Figures) =>
  `${label} p50 ${f.p50} ms, p95 ${f.p95} ms, p99 ${f.p99} ms (${f.n} probes)`;

async function baselineRun(): Promise<Figures> {
  const probes = [];
  for (let index = 0; index < BASELINE_PROBES; index += 1) {
    probes.push(await probe());
    await sleep(PROBE_MS);
  }
  return figures(await latencies(probes));
}

async function campaignRun(run: number): Promise<Figures & { campaignSeconds: number }> {
  const campaign = await createSendingCampaign(`Run ${run}`, { team, list, template, smtpConfig });
  const before = (await sinkState()).received;
  const started = Date.now();
  // The campaign goes through its queue and the worker, as POST /campaigns/{id}/send hands it over.
  await enqueue("send-campaign", { campaignId: campaign.id });
  // Probes start once the campaign is sending (its first messages have arrived).
  while ((await sinkState()).received - before < 500) await sleep(20);
  const probes = [];
  for (;;) {
    const status = (await db.campaign.findUniqueOrThrow({ where: { id: campaign.id }, select: { status: true } }))
      .status;
    if (status !== "SENDING") break;
    probes.push(await probe());
    await sleep(PROBE_MS);
  }
  const campaignSeconds = (Date.now() - started) / 1000;
  const result = figures(await latencies(probes));
  const done = await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } });
  if (done.status !== "SENT" || done.processed !== MESSAGES)
    throw new Error(`run ${run}: campaign ${done.status}, processed ${done.processed}`);
  return { ...result, campaignSeconds };
}

const baselines: Figures[] = [];
const during: (Figures & { campaignSeconds: number })[] = [];
for (let run = 1; run <= RUNS; run += 1) {
  const alone = await baselineRun();
  baselines.push(alone);
  console.log(`run ${run}: ${show("no campaign:", alone)}, load average ${loadavg()[0].toFixed(1)}`);
  const busy = await campaignRun(run);
  during.push(busy);
  console.log(
    `run ${run}: ${show(`during a ${MESSAGES.toLocaleString("en")}-recipient campaign (${busy.campaignSeconds.toFixed(1)} s):`, busy)}, load average ${loadavg()[0].toFixed(1)}`,
  );
}

const medianOf = (runs: Figures[]): Figures => ({
  p50: median(runs.map((f) => f.p50)),
  p95: median(runs.map((f) => f.p95)),
  p99: median(runs.map((f) => f.p99)),
  n: runs.reduce((sum, f) => sum + f.n, 0),
});
console.log(
  `transactional-under-broadcast on ${database}: POST /emails to arrival at the SMTP peer, median of ${RUNS} runs`,
);
console.log(`  ${show("no campaign:            ", medianOf(baselines))}`);
console.log(`  ${show("during the campaign:    ", medianOf(during))}`);
console.log(`  goal: p95 under 2,000 ms during the campaign`);

await stopWorker();
closeTransports();
child.kill();
await db.$disconnect();
process.exit(0);
