import { loadavg } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";

// The first message of a very large campaign (issue 41): from POST /campaigns/{id}/send to the
// first message's arrival at the SMTP peer, for a list of BENCH_RECIPIENTS contacts written with
// COPY. Goal: within 2 s, so nothing may count or materialise the audience before the first batch.
// Each run is cancelled once its first message arrived. One process runs the route handler and the
// pg-boss worker, as `npm start` does; the sink runs in a process of its own. For reference the run
// also times what the send used to wait for: counting the whole audience (countAudience).
//   BENCH_RECIPIENTS  contacts (default 1,000,000)
//   BENCH_RUNS        runs (default 3; the median is reported)

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const { prepareBenchDatabase } = await import("./prepare-database");
const database = prepareBenchDatabase();
const { rateLimitedOwner } = await import("./fanout-fixtures");
const ownerId = rateLimitedOwner();
const { db } = await import("@/lib/db");
const { startWorker, stopWorker } = await import("@/jobs/drivers/pg-boss");
const { closeTransports } = await import("@/lib/mail/transport-pool");
const { cancelCampaign } = await import("@/lib/services/campaigns/cancel-campaign");
const { countAudience } = await import("@/lib/services/campaigns/audience");
const { createBenchTeam, createSinkSmtpConfig } = await import("./send-fixtures");
const { createCopiedList, createDraftCampaign, createNewsletterTemplate, ownerToken, requestSend, startArrivalSink } =
  await import("./fanout-fixtures");

const sink = await startArrivalSink();
const team = await createBenchTeam("Bench First Message", { unlimited: true });
const token = await ownerToken(ownerId, team.id);
const smtpConfig = await createSinkSmtpConfig(team.id, sink.port, "news@bench.test");
const template = await createNewsletterTemplate(team.id);
const seeding = performance.now();
const list = await createCopiedList(team.id, RECIPIENTS);
console.log(
  `${RECIPIENTS.toLocaleString("en")} contacts written with COPY in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
);
await startWorker();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const firsts: number[] = [];
const answers: number[] = [];
const counts: number[] = [];
for (let run = 1; run <= RUNS; run += 1) {
  const campaign = await createDraftCampaign(`First message ${run}`, { team, list, template, smtpConfig });
  await sink.reset();
  const load = loadavg()[0];
  const requested = Date.now();
  await requestSend(token, campaign.id);
  const answered = Date.now() - requested;
  let state = await sink.state();
  while (state.received === 0) {
    if (Date.now() - requested > 60_000) throw new Error(`run ${run}: no message within 60 s`);
    await sleep(5);
    state = await sink.state();
  }
  const first = state.first - requested;
  await cancelCampaign({ teamId: team.id, id: campaign.id });
  await sleep(2_000); // the run sees the cancel between chunks and stops
  const counting = performance.now();
  const audience = await countAudience(
    (await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } }))!,
    new Date(),
  );
  const countMs = Math.round(performance.now() - counting);
  if (audience !== RECIPIENTS) throw new Error(`run ${run}: audience ${audience}`);
  firsts.push(first);
  answers.push(answered);
  counts.push(countMs);
  console.log(
    `run ${run}: first message ${first} ms after the request (answered in ${answered} ms), ` +
      `${(await sink.state()).received} sent before the cancel; counting the audience alone: ${countMs} ms; load average ${load.toFixed(2)} -> ${loadavg()[0].toFixed(2)}`,
  );
}

console.log(
  `campaign-first-message on ${database}: ${RECIPIENTS.toLocaleString("en")} recipients, POST /campaigns/{id}/send to the first arrival, median of ${RUNS} runs`,
);
console.log(`  first message ${median(firsts)} ms (request answered in ${median(answers)} ms)  goal: under 2,000 ms`);
console.log(`  counting the whole audience, for reference: ${median(counts)} ms`);
await stopWorker();
closeTransports();
sink.stop();
await db.$disconnect();
process.exit(0);
