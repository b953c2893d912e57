import type { AddressInfo } from "node:net";

// SMTP submission against POST /emails (issue 22: throughput at least half of the API's), in the
// same run, on the same database: BENCH_MESSAGES transactional messages (~2 KB HTML) each way, 5 at
// a time. API side: the Resend-compatible route behind a real HTTP server, 5 concurrent clients
// (keys rotated, 40 messages each, to stay under the email group's 50 a minute). SMTP side: the
// relay (smtp-server, AUTH with an API key, mailparser, the same createResendEmail), fed by pooled
// nodemailer over 5 connections. Both end at a QUEUED Email row and a send-email job; no worker
// runs, so what is measured is intake.
//   BENCH_MESSAGES  messages per side and run (default 1,000)
//   BENCH_RUNS      runs (default 3; the median is reported)

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONCURRENCY = 5;

const { prepareBenchDatabase } = await import("./prepare-database");
const database = prepareBenchDatabase();
const nodemailer = (await import("nodemailer")).default;
const { db } = await import("@/lib/db");
const { generateApiKey } = await import("@/lib/auth/api-key-secret");
const { createTeamWithOwner } = await import("@/lib/services/teams/create-team-with-owner");
const { createSmtpRelayServer } = await import("@/lib/runtime/smtp-relay-server");
const { POST: postEmails } = await import("@/app/api/v1/emails/route");
const { startRouteServer } = await import("../tests/emails/route-server");

const { team } = await createTeamWithOwner({
  teamName: "Bench Co",
  email: `bench-${Date.now()}@example.com`,
  password: "bench-password-123",
});
await db.sMTPConfig.create({
  data: {
    teamId: team.id,
    name: "sink",
    host: "127.0.0.1",
    port: 2,
    username: "x",
    password: "x",
    fromEmail: "news@bench.test",
    isDefault: true,
    requiresAuth: false,
  },
});
const send = await db.resourcePermission.findFirstOrThrow({
  where: { scope: "team", resource: { name: "emails", action: "send" } },
});

async function apiKey() {
  const { key, keyHash, keyPrefix } = generateApiKey();
  await db.aPIKey.create({
    data: {
      teamId: team.id,
      name: "bench",
      keyHash,
      keyPrefix,
      permissions: { create: [{ resourcePermissionId: send.id }] },
    },
  });
  return key;
}

const html = `<html><body>${"<p>Your order has shipped and is on its way. Track it any time from your account.</p>".repeat(24)}</body></html>`;
const message = (index: number) => ({
  from: "Shop <shop@bench.test>",
  to: `customer-${index}@bench.test`,
  subject: `Order ${index} shipped`,
  html,
});

const server = await startRouteServer({ "POST /api/v1/emails": postEmails });
const relay = createSmtpRelayServer({ port: 0, host: "127.0.0.1", ratePerMinute: 1_000_000 });
const relayPort = await new Promise<number>((resolve) =>
  relay.listen(0, "127.0.0.1", () => resolve((relay.server.address() as AddressInfo).port)),
);
const relayKey = await apiKey();

async function viaApi(): Promise<number> {
  const keys = await Promise.all(Array.from({ length: Math.ceil(MESSAGES / 40) }, apiKey));
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < MESSAGES) {
        const index = next++;
        const response = await fetch(`${server.baseUrl}/emails`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${keys[Math.floor(index / 40)]}` },
          body: JSON.stringify(message(index)),
        });
        if (response.status !== 200)
          throw new Error(`POST /emails answered ${response.status}: ${await response.text()}`);
      }
    }),
  );
  return MESSAGES / ((performance.now() - started) / 1000);
}

async function viaSmtp(): Promise<number> {
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: relayPort,
    secure: false,
    ignoreTLS: true,
    auth: { user: "sendwell", pass: relayKey },
    pool: true,
    maxConnections: CONCURRENCY,
    maxMessages: Infinity,
  });
  const started = performance.now();
  await Promise.all(Array.from({ length: MESSAGES }, (_, index) => transport.sendMail(message(index))));
  const rate = MESSAGES / ((performance.now() - started) / 1000);
  transport.close();
  return rate;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const api: number[] = [];
const smtp: number[] = [];
for (let run = 0; run < RUNS; run++) {
  // Alternating order, so that neither side always meets a warmer (or fuller) database.
  if (run % 2 === 0) {
    api.push(await viaApi());
    smtp.push(await viaSmtp());
  } else {
    smtp.push(await viaSmtp());
    api.push(await viaApi());
  }
  console.log(
    `run ${run + 1}: POST /emails ${api[run].toFixed(1)} msg/s, SMTP submission ${smtp[run].toFixed(1)} msg/s`,
  );
}
const rows = await db.email.count({ where: { teamId: team.id } });
console.log(`smtp-submission (${database}, ${MESSAGES} messages per side, ${RUNS} runs, ${rows} Email rows written):`);
console.log(`  POST /emails       ${median(api).toFixed(1)} messages/s (median)`);
console.log(`  SMTP submission    ${median(smtp).toFixed(1)} messages/s (median)`);
console.log(`  ratio              ${(median(smtp) / median(api)).toFixed(2)} (issue 22 asks >= 0.5)`);
relay.close();
await server.close();
const { stopWorker } = await import("@/jobs/drivers/pg-boss");
await stopWorker();
process.exit(0);
