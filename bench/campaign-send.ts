import { loadavg } from "node:os";
import { startSmtpSink } from "./smtp-sink";

// A 10,000-contact campaign to a local SMTP sink, as the worker runs it: the send-campaign job's
// handler walks the list by cursor, renders, tracks and sends through deliverEmailBatch in chunks
// (status checked between chunks for pause/cancel, progress written after each). Next to it, in
// the same run: plain pooled nodemailer sending the same finished messages to the same sink (the
// delivery issue's ceiling). The sink is a local smtp-server in its own process that discards mail.
//   BENCH_MESSAGES  contacts (default 10,000)
//   BENCH_RUNS      campaign runs (default 3; the median is reported)
//   BENCH_PROFILE   a directory: each run's campaign send is CPU-profiled there (campaign-run-N.cpuprofile)
//   BENCH_PROFILE_PLAIN  with BENCH_PROFILE, the ceiling's sends too (plain-run-N.cpuprofile)

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PROFILE_DIR = process.env.BENCH_PROFILE;

const { prepareBenchDatabase } = await import("./prepare-database");
const database = prepareBenchDatabase();
const nodemailer = (await import("nodemailer")).default;
const { db } = await import("@/lib/db");
const { sendCampaignJob } = await import("@/jobs/send-campaign");
const { closeTransports, POOL_CONNECTIONS } = await import("@/lib/mail/transport-pool");
const { toMailOptions } = await import("@/lib/services/emails/mail-options");
const { withTcpNoDelay } = await import("@/lib/services/emails/sending-transport");
const { smtpTransportFor } = await import("@/lib/services/smtp/smtp-transport-for");
const { createBenchList, createBenchTeam, createSendingCampaign, createSinkSmtpConfig } = await import(
  "./send-fixtures"
);
const { createTemplate } = await import("@/lib/services/templates/create-template");

const sink = await startSmtpSink();
const { port } = sink;
// A run that throws must not leave the sink's process behind (it holds the terminal's pipe open).
process.on("exit", () => sink.stop());

const team = await createBenchTeam("Bench Co", { unlimited: true });
const list = await createBenchList(team.id, MESSAGES);
const smtpConfig = await createSinkSmtpConfig(team.id, port, "news@bench.test");
const story = (n: number) => `<tr><td style="padding:16px 24px"><h2 class="title">Story ${n} for {{ company }}</h2>
  <p class="body">Hi {{ firstName }}, as a {{ metadata.plan }} member you get early access. Lorem ipsum dolor sit amet, consectetur
  adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud.</p>
  <a class="button" href="https://news.example.com/stories/${n}?utm_source=newsletter">Read story ${n}</a></td></tr>`;
const template = await createTemplate({
  teamId: team.id,
  userId: null,
  name: "Weekly",
  subject: "{{ firstName }}, your weekly digest",
  html: `<!doctype html><html><head><style>.title{font-size:20px;color:#111827}.body{font-size:15px;color:#374151}.button{background:#4f46e5;color:#fff;padding:10px 18px}</style></head>
<body><table width="100%">${[1, 2, 3, 4].map(story).join("")}<tr><td><a href="{{ unsubscribeUrl }}">Unsubscribe</a></td></tr></table></body></html>`,
});

const logger = { info() {}, warn() {}, error() {} };
const plainTransport = nodemailer.createTransport({
  ...withTcpNoDelay((await smtpTransportFor({ teamId: team.id, id: smtpConfig.id }))!.options),
  pool: true,
  maxConnections: POOL_CONNECTIONS,
  maxMessages: Infinity,
});

// The profiler is started around the campaign's handler only, so the plain-nodemailer ceiling's
// sends (same process) do not mix into the profile.
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

// This process's CPU (user + system) per message: what the load of other processes on the shared
// cores changes least. PostgreSQL's and the sink's CPU are not in it.
const cpuMicrosPerMessage = (since: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(since);
  return Math.round((user + system) / MESSAGES);
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const campaignRates: number[] = [];
const plainRates: number[] = [];
for (let run = 1; run <= RUNS; run += 1) {
  const campaign = await createSendingCampaign(`Run ${run}`, { team, list, template, smtpConfig });
  const before = await sink.received();
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await profiled(`campaign-run-${run}`, () =>
    sendCampaignJob.handler({ campaignId: campaign.id }, { jobId: "bench", attempt: 0, logger }),
  );
  const seconds = (performance.now() - started) / 1000;
  const campaignCpu = cpuMicrosPerMessage(cpuBefore);
  const done = await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } });
  if (done.status !== "SENT" || done.processed !== MESSAGES)
    throw new Error(`run ${run}: campaign ${done.status}, processed ${done.processed}`);

  const rows = await db.email.findMany({ where: { campaignId: campaign.id } });
  const mails = rows.map(toMailOptions);
  const plainStarted = performance.now();
  const plainCpuBefore = process.cpuUsage();
  const sendPlain = () => Promise.all(mails.map((mail) => plainTransport.sendMail(mail)));
  await (process.env.BENCH_PROFILE_PLAIN ? profiled(`plain-run-${run}`, sendPlain) : sendPlain());
  const plainSeconds = (performance.now() - plainStarted) / 1000;
  const plainCpu = cpuMicrosPerMessage(plainCpuBefore);
  const arrived = (await sink.received()) - before;
  if (arrived !== 2 * MESSAGES) throw new Error(`run ${run}: sink received ${arrived} of ${2 * MESSAGES}`);
  campaignRates.push(MESSAGES / seconds);
  plainRates.push(MESSAGES / plainSeconds);
  console.log(
    `run ${run}: campaign ${seconds.toFixed(2)} s (${Math.round(MESSAGES / seconds)} msg/s, ${campaignCpu} µs CPU/msg), ` +
      `plain nodemailer ${plainSeconds.toFixed(2)} s (${Math.round(MESSAGES / plainSeconds)} msg/s, ${plainCpu} µs CPU/msg), load average ${loadavg()[0].toFixed(1)}`,
  );
}

const campaignRate = median(campaignRates);
const plainRate = median(plainRates);
console.log(
  `campaign-send on ${database}: ${MESSAGES.toLocaleString("en")} contacts, batches of 500, ${POOL_CONNECTIONS} pooled connections, median of ${RUNS} runs`,
);
console.log(
  `  campaign  ${(MESSAGES / campaignRate).toFixed(2).padStart(6)} s  ${Math.round(campaignRate).toLocaleString("en").padStart(7)} msg/s`,
);
console.log(
  `  plain     ${(MESSAGES / plainRate).toFixed(2).padStart(6)} s  ${Math.round(plainRate).toLocaleString("en").padStart(7)} msg/s  (ceiling)`,
);
console.log(`  campaign / plain: ${((campaignRate / plainRate) * 100).toFixed(0)}%`);
plainTransport.close();
closeTransports();
sink.stop();
await db.$disconnect();
process.exit(0);
