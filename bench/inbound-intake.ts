import { randomUUID } from "node:crypto";

// Inbound-mail intake: a real Dovecot mailbox of 10,000 mixed messages (hard and soft RFC 3464
// bounces, ARF complaints, human and automatic replies, unrelated mail) about emails the team sent,
// read by syncMailbox as the sync-imap-config job runs it: fetched by UID in chunks, parsed
// (mailparser), classified, and each recorded in its own transaction with its tracking entry,
// effects (BOUNCED, suppression...), counts and checkpoint. Next to it, in the same run, two
// ceilings: the IMAP fetch of the same mailbox alone, and fetch + parse + classify without the
// database. Each run uses a fresh team, emails and mailbox.
//   BENCH_MESSAGES  messages in the mailbox (default 10,000)
//   BENCH_RUNS      runs (default 3; the median is reported)

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const { prepareBenchDatabase } = await import("./prepare-database");
const database = prepareBenchDatabase();
const { db } = await import("@/lib/db");
const { startDovecot } = await import("../tests/helpers/dovecot");
const { dsn, arf, reply } = await import("../tests/inbound/messages");
const { createTeamWithOwner } = await import("@/lib/services/teams/create-team-with-owner");
const { createImapConfig } = await import("@/lib/services/imap/create-imap-config");
const { syncMailbox } = await import("@/lib/services/inbound/sync-mailbox");
const { parseInbound } = await import("@/lib/inbound/parse-inbound");
const { classifyMessage } = await import("@/lib/inbound/classify-message");

const dovecot = await startDovecot();

/** The n-th message of the mix about `email`. */
function messageFor(n: number, email: { to: string; messageId: string }) {
  const kind = n % 20;
  if (kind < 8) return dsn({ recipient: email.to, messageId: email.messageId });
  if (kind < 10) return dsn({ recipient: email.to, messageId: email.messageId, status: "4.2.2" });
  if (kind < 12) return arf({ recipient: email.to, messageId: email.messageId });
  if (kind < 16)
    return reply({ from: email.to, messageId: email.messageId, text: `Thanks! Question ${n} about the sale.` });
  if (kind < 17)
    return reply({ from: email.to, messageId: email.messageId, text: "I am out of the office.", automatic: true });
  return `From: someone${n}@example.org\r\nTo: bounces@acme.test\r\nSubject: Newsletter ${n}\r\nMessage-ID: <other-${n}-${randomUUID()}@example.org>\r\n\r\nNot about Sendwell.\r\n`;
}

async function prepareRun(run: number) {
  const { team } = await createTeamWithOwner({
    teamName: `Bench ${run}`,
    email: `bench-${randomUUID()}@example.com`,
    password: "correct-horse-battery",
  });
  const emails = Array.from({ length: MESSAGES }, (_, n) => ({
    id: randomUUID(),
    teamId: team.id,
    from: "Acme News <news@acme.test>",
    to: `reader${n}-${run}@example.org`,
    subject: "Spring sale",
    body: "<p>Spring sale</p>",
    status: "SENT" as const,
    sentAt: new Date(),
    marketing: true,
    messageId: `<bench-${run}-${n}-${randomUUID()}@acme.test>`,
  }));
  for (let start = 0; start < emails.length; start += 1000)
    await db.email.createMany({ data: emails.slice(start, start + 1000) });
  const mailbox = `Bench${run}`;
  await dovecot.createMailbox(mailbox);
  const client = await dovecot.client();
  for (const [n, email] of emails.entries()) await client.append(mailbox, messageFor(n, email));
  await client.logout();
  const config = await createImapConfig({
    teamId: team.id,
    host: dovecot.host,
    port: dovecot.port,
    secure: false,
    username: dovecot.user,
    password: dovecot.password,
    mailbox,
    isActive: true,
  });
  return { mailbox, configId: config.id };
}

/** The ceilings: fetching the mailbox alone, and fetch + parse + classify (no database). */
async function ceilings(mailbox: string) {
  const client = await dovecot.client();
  const lock = await client.getMailboxLock(mailbox);
  try {
    let started = performance.now();
    let sources: Buffer[] = [];
    for (let first = 1; first <= MESSAGES; first += 250) {
      const batch = await client.fetchAll(
        `${first}:${Math.min(first + 249, MESSAGES)}`,
        { uid: true, source: { maxLength: 2 * 1024 * 1024 } },
        { uid: true },
      );
      sources = sources.concat(batch.map((message) => message.source!));
    }
    const fetchSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    for (const source of sources) classifyMessage(await parseInbound(source));
    const classifySeconds = (performance.now() - started) / 1000;
    return { fetch: MESSAGES / fetchSeconds, fetchAndClassify: MESSAGES / (fetchSeconds + classifySeconds) };
  } finally {
    lock.release();
    await client.logout();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results: { rate: number; seconds: number; fetch: number; fetchAndClassify: number }[] = [];
try {
  for (let run = 1; run <= RUNS; run += 1) {
    const { mailbox, configId } = await prepareRun(run);
    const ceiling = await ceilings(mailbox);
    const started = performance.now();
    const result = await syncMailbox(configId);
    const seconds = (performance.now() - started) / 1000;
    if (result.status !== "synced" || result.handled !== MESSAGES)
      throw new Error(`sync answered ${JSON.stringify(result)}`);
    const recorded = await db.inboundMessage.count({ where: { imapConfigId: configId } });
    if (recorded !== MESSAGES) throw new Error(`${recorded} of ${MESSAGES} messages recorded`);
    results.push({ rate: MESSAGES / seconds, seconds, ...ceiling });
    console.log(
      `run ${run}: ${MESSAGES} messages in ${seconds.toFixed(1)} s = ${Math.round(MESSAGES / seconds)} msg/s ` +
        `(ceilings: fetch ${Math.round(ceiling.fetch)} msg/s, fetch+classify ${Math.round(ceiling.fetchAndClassify)} msg/s)`,
    );
  }
} finally {
  await dovecot.close();
}
console.log(
  `inbound-intake (${database}): median ${Math.round(median(results.map((r) => r.rate)))} msg/s ` +
    `(${median(results.map((r) => r.seconds)).toFixed(1)} s for ${MESSAGES}); ceilings fetch ${Math.round(median(results.map((r) => r.fetch)))} msg/s, ` +
    `fetch+classify ${Math.round(median(results.map((r) => r.fetchAndClassify)))} msg/s; runs ${results.map((r) => Math.round(r.rate)).join(" / ")} msg/s`,
);
process.exit(0);
