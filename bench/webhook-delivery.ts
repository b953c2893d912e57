// Webhook deliveries a second (docs/contract.md section 9): BENCH_DELIVERIES (default 5,000) PENDING
// deliveries, their first attempts queued at once, worked by this process's pg-boss worker (every
// job registered, default polling, as `npm run worker` runs it) and POSTed to a receiver on
// loopback that answers 200 at once. Timed from the jobs' insertion to the last delivery SUCCESS.
// Ceiling: the same receiver given the same number of POSTs of the same body by a plain loop of
// fetch, as many at once as the job runs. Median of RUNS. PostgreSQL only:
//   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/<db> npm run bench webhook-delivery
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { loadavg } from "node:os";
import { prepareBenchDatabase } from "./prepare-database";

const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 5_000);
const RUNS = 3;

if (!process.env.BENCH_DATABASE_URL) {
  console.log("webhook-delivery: needs BENCH_DATABASE_URL (PostgreSQL); skipped");
  process.exit(0);
}
prepareBenchDatabase();
// The receiver listens on loopback, which deliveries refuse unless private targets are allowed.
process.env.ALLOW_PRIVATE_TARGETS = "true";
process.env.LOG_LEVEL = "warn";
const { db } = await import("@/lib/db");
const { sealSecret } = await import("@/lib/crypto/secret-box");
const { startWorker, stopWorker, getBoss } = await import("@/jobs/drivers/pg-boss");
const { deliverWebhookContract } = await import("@/lib/jobs");
const { insertDeliveries } = await import("@/lib/services/webhooks/create-deliveries");
const { createTeamWithOwner } = await import("@/lib/services/teams/create-team-with-owner");

let received = 0;
const receiver = createServer((request, response) => {
  request.resume();
  request.on("end", () => {
    received += 1;
    response.writeHead(200, { "content-type": "text/plain" });
    response.end("ok");
  });
});
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

const { team } = await createTeamWithOwner({
  teamName: "Bench",
  email: `bench-${Date.now()}@example.com`,
  password: "correct-horse-battery",
});
const secret = sealSecret("whsec_YmVuY2gtc2VjcmV0LWJlbmNoLXNlY3JldA==");
/** A webhook of its own for each run, so that each run counts only its deliveries. */
const newWebhook = (run: number) =>
  db.webhook.create({ data: { teamId: team.id, name: `Bench ${run}`, url, secret, events: ["contact.created"] } });
const payload = (n: number) => ({
  type: "contact.created",
  timestamp: new Date().toISOString(),
  data: { id: `contact-${n}`, email: `reader${n}@example.com`, firstName: "Reader", status: "ACTIVE" },
});
const sampleBody = JSON.stringify(payload(0));
/** Jobs that one process runs side by side (deliver-webhook's contract). */
const inFlight = (deliverWebhookContract.concurrency ?? 1) * (deliverWebhookContract.batchSize ?? 1);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

await startWorker();
const boss = await getBoss();

async function deliveryRun(run: number): Promise<number> {
  const webhook = await newWebhook(run);
  const ids = await insertDeliveries(
    Array.from({ length: DELIVERIES }, (_, n) => ({
      webhookId: webhook.id,
      event: "contact.created",
      payload: payload(n),
    })),
  );
  received = 0;
  const started = performance.now();
  // One INSERT for every job, as a burst of events queued elsewhere arrives.
  await boss.insert(
    ids.map((deliveryId) => ({
      name: deliverWebhookContract.name,
      data: { deliveryId, attempt: 1, manual: false },
      singletonKey: `${deliveryId}:1`,
    })),
  );
  for (;;) {
    const done = await db.delivery.count({ where: { webhookId: webhook.id, status: { not: "PENDING" } } });
    if (done >= DELIVERIES) break;
    await sleep(100);
  }
  const seconds = (performance.now() - started) / 1000;
  const succeeded = await db.delivery.count({ where: { webhookId: webhook.id, status: "SUCCESS" } });
  if (succeeded !== DELIVERIES || received !== DELIVERIES)
    throw new Error(`${succeeded} SUCCESS and ${received} received of ${DELIVERIES}`);
  return DELIVERIES / seconds;
}

async function ceilingRun(): Promise<number> {
  received = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < DELIVERIES) {
      next += 1;
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: sampleBody,
      });
      await response.text();
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return DELIVERIES / ((performance.now() - started) / 1000);
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
const loadBefore = load();
const rates: number[] = [];
const ceilings: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  rates.push(await deliveryRun(run));
  ceilings.push(await ceilingRun());
  console.log(`  run ${run + 1}: worker ${rates[run].toFixed(1)}/s, ceiling ${ceilings[run].toFixed(0)}/s`);
}
console.log(
  `webhook-delivery: ${DELIVERIES} deliveries, ${inFlight} at once (deliver-webhook: concurrency ` +
    `${deliverWebhookContract.concurrency ?? 1} x batch ${deliverWebhookContract.batchSize ?? 1}), median of ${RUNS}`,
);
console.log(`  worker: ${median(rates).toFixed(0)}/s (runs ${rates.map((rate) => rate.toFixed(0)).join(", ")})`);
console.log(
  `  ceiling (plain fetch loop): ${median(ceilings).toFixed(0)}/s (runs ${ceilings.map((rate) => rate.toFixed(0)).join(", ")})`,
);
console.log(`  load average before ${loadBefore}, after ${load()}`);
await stopWorker();
receiver.close();
await db.$disconnect();
process.exit(0);
