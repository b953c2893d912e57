import { loadavg } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";

// Campaign fan-out as a marketer sees it (issue 41): from POST /campaigns/{id}/send to the last
// message's arrival at the SMTP peer, for campaigns of each size in BENCH_SIZES, against pooled
// nodemailer sending the same personalised messages (the run's Email rows, finished) to the same
// peer in the same run. One process runs the route handler and the pg-boss worker, as `npm start`
// does; the sink, a real SMTP server that discards what it receives, runs in a process of its own.
//   BENCH_SIZES     recipients per campaign, comma-separated (default 5000,50000)
//   BENCH_RUNS      runs per size (default 3; the median is reported)
//   BENCH_PROFILE   a directory: each campaign run is CPU-profiled there (fanout-<size>-<run>.cpuprofile)

const SIZES = (process.env.BENCH_SIZES ?? "5000,50000").split(",").map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PROFILE_DIR = process.env.BENCH_PROFILE;

const { prepareBenchDatabase } = await import("./prepare-database");
const database = prepareBenchDatabase();
const { rateLimitedOwner } = await import("./fanout-fixtures");
const ownerId = rateLimitedOwner();
const nodemailer = (await import("nodemailer")).default;
const { db } = await import("@/lib/db");
const { startWorker, stopWorker } = await import("@/jobs/drivers/pg-boss");
const { closeTransports, POOL_CONNECTIONS } = await import("@/lib/mail/transport-pool");
const { toMailOptions } = await import("@/lib/services/emails/mail-options");
const { withTcpNoDelay } = await import("@/lib/services/emails/sending-transport");
const { smtpTransportFor } = await import("@/lib/services/smtp/smtp-transport-for");
const { createBenchTeam, createSinkSmtpConfig } = await import("./send-fixtures");
const { createCopiedList, createDraftCampaign, createNewsletterTemplate, ownerToken, requestSend, startArrivalSink } =
  await import("./fanout-fixtures");

const sink = await startArrivalSink();
const team = await createBenchTeam("Bench Fan-out", { unlimited: true });
const token = await ownerToken(ownerId, team.id);
const smtpConfig = await createSinkSmtpConfig(team.id, sink.port, "news@bench.test");
const template = await createNewsletterTemplate(team.id);
const plainTransport = nodemailer.createTransport({
  ...withTcpNoDelay((await smtpTransportFor({ teamId: team.id, id: smtpConfig.id }))!.options),
  pool: true,
  maxConnections: POOL_CONNECTIONS,
  maxMessages: Infinity,
});
await startWorker();

async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (!PROFILE_DIR) return work();
  const { Session } = await import("node:inspector/promises");
  const { mkdirSync, writeFileSync } = await import("node:fs");
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  try {
    return await work();
  } finally {
    const { profile } = await session.post("Profiler.stop");
    mkdirSync(PROFILE_DIR, { recursive: true });
    writeFileSync(`${PROFILE_DIR}/${name}.cpuprofile`, JSON.stringify(profile));
    session.disconnect();
  }
}

/** Waits until `count` messages arrived since the reset; answers the arrivals. */
async function arrivalOf(count: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await sink.state();
    if (state.received >= count) return state;
    if (Date.now() > deadline) throw new Error(`${state.received} of ${count} arrived in ${timeoutMs} ms`);
    await sleep(10);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const summary: string[] = [];
for (const size of SIZES) {
  const list = await createCopiedList(team.id, size);
  const fanout: number[] = [];
  const plain: number[] = [];
  const firsts: number[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const campaign = await createDraftCampaign(`${size} run ${run}`, { team, list, template, smtpConfig });
    await sink.reset();
    const load = loadavg()[0];
    const requested = Date.now();
    const arrived = await profiled(`fanout-${size}-${run}`, async () => {
      await requestSend(token, campaign.id);
      return arrivalOf(size, 600_000);
    });
    const seconds = (arrived.last - requested) / 1000;
    const first = arrived.first - requested;
    for (;;) {
      const done = await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } });
      if (done.status === "SENT" && done.processed === size) break;
      if (done.status !== "SENDING")
        throw new Error(`run ${run}: campaign ${done.status}, processed ${done.processed}`);
      await sleep(20);
    }

    const mails = (await db.email.findMany({ where: { campaignId: campaign.id } })).map(toMailOptions);
    await sink.reset();
    const plainStarted = Date.now();
    await Promise.all(mails.map((mail) => plainTransport.sendMail(mail)));
    const plainArrived = await arrivalOf(size, 60_000);
    const plainSeconds = (plainArrived.last - plainStarted) / 1000;
    fanout.push(seconds);
    plain.push(plainSeconds);
    firsts.push(first);
    console.log(
      `${size} run ${run}: campaign ${seconds.toFixed(2)} s (${Math.round(size / seconds)} msg/s, first message after ${first} ms), ` +
        `plain nodemailer ${plainSeconds.toFixed(2)} s (${Math.round(size / plainSeconds)} msg/s), ratio ${(plainSeconds / seconds).toFixed(2)}, load average ${load.toFixed(2)} -> ${loadavg()[0].toFixed(2)}`,
    );
  }
  const [c, p] = [median(fanout), median(plain)];
  summary.push(
    `  ${size.toLocaleString("en").padStart(7)}  campaign ${c.toFixed(2)} s (${Math.round(size / c)} msg/s, first ${median(firsts)} ms)  plain ${p.toFixed(2)} s (${Math.round(size / p)} msg/s)  ratio ${(p / c).toFixed(2)}`,
  );
}

console.log(`campaign-fanout on ${database}: POST /campaigns/{id}/send to the last arrival, median of ${RUNS} runs`);
for (const line of summary) console.log(line);
console.log("  goal: ratio >= 0.65 (plain nodemailer's time over the campaign's)");
await stopWorker();
plainTransport.close();
closeTransports();
sink.stop();
await db.$disconnect();
process.exit(0);
