// The pre-send check of a campaign (issue 44, docs/contract.md section 22): POST /campaigns/{id}/check's
// service for a campaign to BENCH_CONTACTS contacts (default 100,000; the goal is an answer in
// under 3 s), with a real spamd scoring the rendered message (started here on a loopback port, as
// the tests start it). The template greets by {{ company }}, which one contact in three has, so
// the variables check counts the two in three without it over the whole audience, in SQL. The
// ceiling, in the same run: that count alone, as a bare SQL statement.
// BENCH_RUNS runs (default 3; the median is reported).

import { startSpamd } from "../tests/helpers/spamd";

const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const GOAL_MS = 3_000;

const spamd = await startSpamd();
process.env.SPAMD_HOST = spamd.host;
process.env.SPAMD_PORT = String(spamd.port);
const { prepareBenchDatabase } = await import("./prepare-database");
const database = prepareBenchDatabase();
const { db } = await import("@/lib/db");
const { createTeamWithOwner } = await import("@/lib/services/teams/create-team-with-owner");
const { createTemplate } = await import("@/lib/services/templates");
const { checkCampaign } = await import("@/lib/services/checks");

const { team } = await createTeamWithOwner({
  teamName: "Check Bench",
  email: `check-${Date.now()}@example.com`,
  password: "bench-password-123",
});
const teamId = team.id;
await db.$executeRawUnsafe(
  `INSERT INTO "MailingList" (id, "teamId", name, "updatedAt") VALUES ('k-l0', '${teamId}', 'Everyone', now())`,
);
await db.$executeRawUnsafe(`
  INSERT INTO "Contact" (id, email, "listId", "teamId", status, company, "updatedAt")
  SELECT 'k-c' || lpad(g::text, 8, '0'), 'reader' || g || '@example.com', 'k-l0', '${teamId}', 'ACTIVE',
         CASE WHEN g % 3 = 0 THEN 'Company ' || g END, now()
  FROM generate_series(0, ${CONTACTS - 1}) g`);
await db.$executeRawUnsafe(`VACUUM ANALYZE "Contact"`);
const template = await createTemplate({
  teamId,
  userId: null,
  name: "Newsletter",
  subject: "News for {{ company }}",
  html: '<html><body><h1>Hello {{ company }}</h1><p>This month at Acme: a new catalogue, longer opening hours and a workshop on Saturday.</p><p><a href="{{ unsubscribeUrl }}">Unsubscribe</a></p></body></html>',
});
const smtp = await db.sMTPConfig.create({
  data: {
    teamId,
    name: "Bench",
    host: "127.0.0.1",
    port: 2525,
    username: "bench",
    password: "unused",
    fromEmail: "news@example.com",
    fromName: "Acme News",
  },
});
const campaign = await db.campaign.create({
  data: { teamId, name: "Check bench", listId: "k-l0", templateId: template.id, smtpConfigId: smtp.id },
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const checkMs: number[] = [];
const ceilingMs: number[] = [];
for (let run = 1; run <= RUNS; run += 1) {
  let started = performance.now();
  const result = await checkCampaign({ teamId, id: campaign.id });
  checkMs.push(performance.now() - started);
  started = performance.now();
  await db.$queryRawUnsafe(
    `SELECT count(*)::int FROM "Contact" WHERE "teamId" = $1 AND "listId" = 'k-l0' AND status = 'ACTIVE' AND (company IS NULL OR company = '')`,
    teamId,
  );
  ceilingMs.push(performance.now() - started);
  const summary = result.checks.map((check) => `${check.id}=${check.status}`).join(" ");
  console.log(
    `run ${run}: check ${checkMs.at(-1)!.toFixed(0)} ms, bare count ${ceilingMs.at(-1)!.toFixed(0)} ms (${summary})`,
  );
}
console.log(
  `pre-send check of a campaign to ${CONTACTS.toLocaleString("en")} contacts (${database}): median ${median(checkMs).toFixed(0)} ms ` +
    `(goal ${GOAL_MS} ms: ${median(checkMs) < GOAL_MS ? "met" : "missed"}); bare SQL count ${median(ceilingMs).toFixed(0)} ms; ${RUNS} runs`,
);
await db.$disconnect();
await spamd.close();
// The check's link probes and the driver leave sockets that keep the loop alive a while; the
// figures are printed, so end here as the other benchmarks do.
process.exit(0);
