import { NextRequest } from "next/server";
import { prepareBenchDatabase } from "./prepare-database";

// How much the request frame (withApi: credential, rate limit, parsing, error envelope) costs on
// top of a bare route handler, and what a real database-backed route answers per second.
//   ceiling: a bare handler answering the same JSON, no frame, no database
//   frame:   the same handler inside withApi (memory rate-limit store)
//   route:   GET /plans as served, with its database query

const REQUESTS_PER_RUN = 2000;
const RUNS = 5;

const database = prepareBenchDatabase();
const { withApi } = await import("@/lib/api/with-api");
const { GET: getPlans } = await import("@/app/api/v1/plans/route");
const { listPlans } = await import("@/lib/services/plans/list-plans");

const payload = { plans: await listPlans() };
const bare = async () => Response.json(payload);
const framed = withApi(async () => payload, {
  method: "GET",
  path: "/bench",
  summary: "bench",
  tags: [],
  auth: "public",
  rateGroup: "tracking",
});
const context = { params: Promise.resolve({}) };

let clientCounter = 0;
function request() {
  // A new client address per request keeps the rate limiter counting, never refusing.
  clientCounter += 1;
  return new NextRequest("http://localhost/api/v1/plans", { headers: { "x-forwarded-for": `bench-${clientCounter}` } });
}

async function requestsPerSecond(handler: (req: NextRequest, ctx: typeof context) => Promise<Response>) {
  const started = performance.now();
  for (let i = 0; i < REQUESTS_PER_RUN; i += 1) {
    const response = await handler(request(), context);
    if (response.status !== 200) throw new Error(`status ${response.status}`);
    await response.arrayBuffer();
  }
  return REQUESTS_PER_RUN / ((performance.now() - started) / 1000);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const results: Record<string, number[]> = { ceiling: [], frame: [], route: [] };
await requestsPerSecond(bare); // warm-up
await requestsPerSecond(framed);
await requestsPerSecond(getPlans);
for (let run = 0; run < RUNS; run += 1) {
  results.ceiling.push(await requestsPerSecond(bare));
  results.frame.push(await requestsPerSecond(framed));
  results.route.push(await requestsPerSecond(getPlans));
}

console.log(`api-frame on ${database}: median of ${RUNS} runs x ${REQUESTS_PER_RUN} sequential in-process requests`);
for (const [name, values] of Object.entries(results)) {
  console.log(
    `  ${name.padEnd(8)} ${Math.round(median(values)).toString().padStart(7)} req/s   (runs: ${values.map(Math.round).join(", ")})`,
  );
}
const frameCostUs = (1 / median(results.frame) - 1 / median(results.ceiling)) * 1e6;
console.log(`  frame overhead per request: ${frameCostUs.toFixed(1)} µs`);
process.exit(0);
