import { openSync, readFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { startAppServer, waitForAppServer } from "./app-server";
import { residentMb } from "./proc-memory";
import { RouteGroupStats, startWebhookReceiver } from "./soak-probes";

// `npm run bench soak`: SOAK_MINUTES (default 30) of mixed load against `npm start` (web server and
// job worker in one process) on PostgreSQL, as a busy team makes it: API reads and writes, report
// reads, open and click hits on the mail the soak sent, a campaign every SOAK_CAMPAIGN_MINUTES
// (default 5) to SOAK_AUDIENCE contacts (default 2,000) through a local SMTP sink, a CSV import of
// SOAK_IMPORT_ROWS (default 2,000) every SOAK_IMPORT_MINUTES (default 6), and webhooks for every
// contact, campaign and import event to a receiver on loopback.
// Reported: the server's resident memory every 10 s (its growth over the last 20 minutes, or the
// last two thirds of a shorter soak), p50/p99 and 5xx per route group, and what was lost: every
// hit answered 200/302 must be a stored row, every campaign recipient must reach the sink once
// (by Message-ID), every import must complete, every webhook delivery must arrive.
//   Needs the production build (`npm run build`; BENCH_DIST_DIR for another output folder) and
//   BENCH_DATABASE_URL. BENCH_PORT (default 3215).

const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const CAMPAIGN_EVERY = Number(process.env.SOAK_CAMPAIGN_MINUTES ?? 5) * 60_000;
const IMPORT_EVERY = Number(process.env.SOAK_IMPORT_MINUTES ?? 6) * 60_000;
const AUDIENCE = Number(process.env.SOAK_AUDIENCE ?? 2_000);
const IMPORT_ROWS = Number(process.env.SOAK_IMPORT_ROWS ?? 2_000);
const HITS_PER_SECOND = Number(process.env.SOAK_HITS_PER_SECOND ?? 100);
const PORT = Number(process.env.BENCH_PORT ?? 3215);
const DIST_DIR = process.env.BENCH_DIST_DIR ?? ".next";
const LINK = "https://shop.example.com/autumn?utm_source=soak";

const { prepareBenchDatabase } = await import("./prepare-database");
prepareBenchDatabase();
if (!process.env.DATABASE_URL) throw new Error("The soak needs PostgreSQL: set BENCH_DATABASE_URL");
const { db } = await import("@/lib/db");
const { signAccessToken } = await import("@/lib/auth/jwt");
const { permissionsForRole } = await import("@/lib/auth/permissions");
const { clickToken, openToken } = await import("@/lib/tracking/tokens/tracking-tokens");
const { createTemplate } = await import("@/lib/services/templates/create-template");
const { createBenchList, createBenchTeam, createSinkSmtpConfig } = await import("./send-fixtures");
const { startSmtpSink } = await import("./smtp-sink");

const sink = await startSmtpSink({ messageIds: true });
const receiver = await startWebhookReceiver();
process.on("exit", () => sink.stop());
const team = await createBenchTeam("Soak Co", { unlimited: true });
const audience = await createBenchList(team.id, AUDIENCE);
const smtpConfig = await createSinkSmtpConfig(team.id, sink.port, "news@soak.test");
const writes = await db.mailingList.create({ data: { teamId: team.id, name: "Written by the API" } });
const imported = await db.mailingList.create({ data: { teamId: team.id, name: "Imported" } });
const template = await createTemplate({
  teamId: team.id,
  userId: null,
  name: "Soak",
  subject: "{{ firstName }}, this week at {{ company }}",
  html: `<!doctype html><html><body><h1>Hi {{ firstName }}</h1><p>New for {{ metadata.plan }} members.</p>
<a href="${LINK}">See the autumn range</a> <a href="{{ unsubscribeUrl }}">Unsubscribe</a></body></html>`,
});
const token = await signAccessToken({
  sub: team.ownerId,
  team_id: team.id,
  role: "ADMIN",
  permissions: permissionsForRole("ADMIN"),
  ver: 0,
});

// The soak measures memory and loss, not the rate limiter: its user gets room in every group.
const overrides = ["default", "analytics", "email_sending", "file_upload"].map((group) => ({
  userId: team.ownerId,
  group,
  limit: 1_000_000,
}));
// The server's log (warnings and errors), so that a 5xx in the report can be traced to its cause.
const serverLog = path.join(tmpdir(), `sendwell-soak-${Date.now()}.log`);
const app = startAppServer({
  port: PORT,
  distDir: DIST_DIR,
  logTo: openSync(serverLog, "w"),
  env: { JOBS_WORKER: "true", RATE_LIMIT_OVERRIDES: JSON.stringify(overrides), LOG_LEVEL: "warn" },
});
process.on("exit", () => app.kill("SIGTERM"));
await waitForAppServer(PORT, app);

const base = `http://127.0.0.1:${PORT}/api/v1`;
const stats = new RouteGroupStats();
async function call(group: string, method: string, path: string, body?: unknown | FormData): Promise<Response | null> {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      redirect: "manual",
      headers: {
        authorization: `Bearer ${token}`,
        ...(body && !(body instanceof FormData) ? { "content-type": "application/json" } : {}),
      },
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    stats.record(group, performance.now() - started, response.status, `${method} ${path}: ${text.slice(0, 200)}`);
    return new Response(text, { status: response.status });
  } catch (error) {
    stats.record(group, performance.now() - started, 0, `${method} ${path}: ${(error as Error).message}`);
    return null;
  }
}
const json = async <T>(response: Response | null): Promise<T | null> =>
  response && response.status < 300 ? ((await response.json()) as T) : null;

const hookAnswer = await call("setup", "POST", "/webhooks", {
  name: "Soak receiver",
  url: receiver.url,
  secret: "whsec_c29hay1yZWNlaXZlci1zZWNyZXQtMDEyMzQ1Njc4OQ==",
  events: ["contact.created", "campaign.started", "campaign.completed", "import.completed"],
});
const webhook = await json<{ id: string }>(hookAnswer?.clone() ?? null);
if (!webhook) throw new Error(`webhook not created: ${hookAnswer?.status} ${await hookAnswer?.text()}`);

const started = Date.now();
const deadline = started + MINUTES * 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Runs `step` every `everyMs` (from its start) until the deadline. */
async function every(everyMs: number, step: (n: number) => Promise<void>, firstAfterMs = 0) {
  await sleep(firstAfterMs);
  for (let n = 0; Date.now() < deadline; n += 1) {
    const began = Date.now();
    await step(n);
    await sleep(Math.max(0, everyMs - (Date.now() - began)));
  }
}

const campaignIds: string[] = [];
const importIds: string[] = [];
let contactsCreated = 0;
let hitsAnswered = 0;
let hitPaths: string[] = [];

const reads = ["/contacts?limit=50", "/campaigns", "/emails?limit=50", "/lists", "/templates", "/webhooks"];
const loops = [
  every(250, async (n) => void (await call("api read", "GET", reads[n % reads.length]))),
  every(1_000, async (n) => {
    const last = campaignIds.at(-1);
    const path = n % 2 === 0 || !last ? "/analytics/team/overview?months=12" : `/analytics/campaign/${last}`;
    await call("reports", "GET", path);
  }),
  every(400, async (n) => {
    const created = await json<{ id: string }>(
      await call("api write", "POST", "/contacts", {
        email: `written${n}-${started}@soak.example.com`,
        listId: writes.id,
        firstName: "Written",
      }),
    );
    if (!created) return;
    contactsCreated += 1;
    await call("api write", "PATCH", `/contacts/${created.id}`, { lastName: `Soak ${n}` });
  }),
  every(CAMPAIGN_EVERY, async (n) => {
    const campaign = await json<{ id: string }>(
      await call("campaign", "POST", "/campaigns", {
        name: `Soak ${n + 1}`,
        listId: audience.id,
        templateId: template.id,
        smtpConfigId: smtpConfig.id,
      }),
    );
    if (!campaign) return;
    const sent = await call("campaign", "POST", `/campaigns/${campaign.id}/send`);
    if (sent?.status === 202) campaignIds.push(campaign.id);
  }),
  every(
    IMPORT_EVERY,
    async (n) => {
      const rows = Array.from(
        { length: IMPORT_ROWS },
        (_, row) => `imported${n}-${row}@soak.example.com,Imported,Row ${row}`,
      );
      const form = new FormData();
      form.set("file", new Blob([`email,firstName,lastName\n${rows.join("\n")}\n`], { type: "text/csv" }), "soak.csv");
      form.set("listId", imported.id);
      const upload = await json<{ id: string }>(await call("import", "POST", "/imports", form));
      if (upload) importIds.push(upload.id);
    },
    60_000,
  ),
  // Opens and clicks on the mail sent so far, each from its own public address.
  every(1_000, async (second) => {
    if (second % 30 === 0) hitPaths = await trackingPaths();
    if (hitPaths.length === 0) return;
    await Promise.all(
      Array.from({ length: HITS_PER_SECOND }, async (_, k) => {
        const n = second * HITS_PER_SECOND + k;
        const path = hitPaths[(n * 7_919) % hitPaths.length];
        const hitStarted = performance.now();
        const response = await fetch(`${base}${path}`, {
          redirect: "manual",
          headers: { "x-forwarded-for": `${11 + (n % 200)}.${(n >> 8) & 255}.${n & 255}.${1 + (n % 250)}` },
        }).catch(() => null);
        await response?.arrayBuffer();
        const status = response?.status ?? 0;
        stats.record("tracking", performance.now() - hitStarted, status, path);
        if (status === 200 || status === 302) hitsAnswered += 1;
      }),
    );
  }),
];

/** Open and click paths of up to 5,000 of the emails the soak's campaigns sent. */
async function trackingPaths(): Promise<string[]> {
  const sent = await db.email.findMany({
    where: { teamId: team.id, status: "SENT" },
    select: { id: true },
    orderBy: { createdAt: "desc" },
    take: 5_000,
  });
  return sent.flatMap(({ id }) => [`/t/o/${openToken(id)}`, `/t/c/${clickToken(id, LINK)}`]);
}

/** Resident memory of the server and everything it started, in MB, every 10 s. */
const memory: { minute: number; mb: number }[] = [];
const descendants = (pid: number): number[] => {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
    return children.map(Number).flatMap((child) => [child, ...descendants(child)]);
  } catch {
    return [];
  }
};
const sampler = setInterval(() => {
  const mb = [app.pid!, ...descendants(app.pid!)].reduce((sum, pid) => sum + residentMb(pid), 0);
  memory.push({ minute: (Date.now() - started) / 60_000, mb });
  if (memory.length % 30 === 0)
    console.log(
      `${memory.at(-1)!.minute.toFixed(1)} min: RSS ${mb.toFixed(0)} MB, ${campaignIds.length} campaigns, ${importIds.length} imports, ${hitsAnswered} hits answered, load ${loadavg()[0].toFixed(1)}`,
    );
}, 10_000);
await Promise.all(loops);
clearInterval(sampler);

const { checkNothingLost } = await import("./soak-checks");
const lost = await checkNothingLost({
  teamId: team.id,
  campaignIds,
  importIds,
  hitsAnswered,
  webhookId: webhook.id,
  sink,
  receiver,
  audience: AUDIENCE,
});
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const window = MINUTES >= 30 ? 20 : (MINUTES * 2) / 3;
const minuteMedian = (from: number, to: number) =>
  median(memory.filter((s) => s.minute >= from && s.minute < to).map((s) => s.mb));
const growthFrom = minuteMedian(MINUTES - window, MINUTES - window + 1);
const growthTo = minuteMedian(MINUTES - 1, MINUTES);
console.log(`\nsoak: ${MINUTES} min against npm start on PostgreSQL, ${new Date(started).toISOString()}`);
console.log(
  `  RSS: ${minuteMedian(0, 1).toFixed(0)} MB in the first minute, ${growthFrom.toFixed(0)} MB at minute ${(MINUTES - window).toFixed(0)}, ${growthTo.toFixed(0)} MB in the last minute (growth ${(growthTo - growthFrom).toFixed(0)} MB over the last ${window.toFixed(0)} min; goal < 50), peak ${Math.max(...memory.map((s) => s.mb)).toFixed(0)} MB`,
);
console.log(`  per minute: ${Array.from({ length: MINUTES }, (_, m) => minuteMedian(m, m + 1).toFixed(0)).join(" ")}`);
for (const line of stats.table()) console.log(line);
console.log(`  contacts written ${contactsCreated}, ${lost.summary}`);
const failures = [
  ...(stats.totalServerErrors() > 0
    ? [`${stats.totalServerErrors()} 5xx or network errors: ${stats.firstFailures().join("; ")}`]
    : []),
  ...lost.problems,
];
console.log(failures.length === 0 ? "  no 5xx, nothing lost" : `  PROBLEMS:\n    ${failures.join("\n    ")}`);
const serverErrors = readFileSync(serverLog, "utf8")
  .split("\n")
  .filter((line) => /"level":(50|60)/.test(line));
console.log(
  `  server log ${serverLog}: ${serverErrors.length} errors${serverErrors.length ? `, the first: ${serverErrors[0].slice(0, 600)}` : ""}`,
);
receiver.close();
process.exit(failures.length === 0 ? 0 : 1);
