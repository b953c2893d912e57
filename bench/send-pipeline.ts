import { newsletterHtml } from "./newsletter-html";
import { startSmtpSink } from "./smtp-sink";

// 10,000 personalised ~5 KB emails through the whole send pipeline, as the campaign sender runs
// it: contacts read by cursor in batches, each message rendered with Liquid from one compiled
// template and the contact, links rewritten to signed click URLs and an open pixel added,
// List-Unsubscribe and Message-ID headers, the batch's Email rows written (createMany, already
// claimed), pacing slots reserved in the database, sent through the pooled nodemailer transport,
// and the statuses written back (updateMany); two batches in flight. Each run sends them twice
// through the pipeline, once unsigned and once DKIM-signed (the team's domain verified: docs/contract.md
// section 13), in alternating order. Next to it, in the same run: plain pooled nodemailer sending
// the same finished messages to the same sink (the ceiling).
// The sink is a local smtp-server in its own process that discards what it receives.
//   BENCH_MESSAGES  messages per run (default 10,000)
//   BENCH_RUNS      runs of each (default 3; the median is reported)
//   BENCH_BATCH     messages per batch (default 500)

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BATCH = Number(process.env.BENCH_BATCH ?? 500);

const { prepareBenchDatabase } = await import("./prepare-database");
const database = prepareBenchDatabase();
const { createId } = await import("@paralleldrive/cuid2");
const nodemailer = (await import("nodemailer")).default;
const { db } = await import("@/lib/db");
const { buildRenderContext, compileTemplate, renderCompiledTemplate } = await import("@/lib/mail/render");
const { prepareMessage } = await import("@/lib/mail/prepare-message");
const { closeTransports, POOL_CONNECTIONS } = await import("@/lib/mail/transport-pool");
const { deliverEmailBatch } = await import("@/lib/services/emails/deliver-email-batch");
const { toMailOptions } = await import("@/lib/services/emails/mail-options");
const { withTcpNoDelay } = await import("@/lib/services/emails/sending-transport");
const { smtpTransportFor } = await import("@/lib/services/smtp/smtp-transport-for");
const { createBenchList, createBenchTeam, createSinkSmtpConfig } = await import("./send-fixtures");
const { unsubscribeUrl } = await import("@/lib/mail/unsubscribe-token");
const { generateDkimKeyPair } = await import("@/lib/mail/dkim");
const { sealSecret } = await import("@/lib/crypto/secret-box");
const { loadSigningKeys } = await import("@/lib/services/domains/load-signing-keys");

const sink = await startSmtpSink();
const BENCH_DOMAIN = `bench-${Date.now().toString(36)}.test`;
const { port } = sink;

// ---------------------------------------------------------------- fixtures

const team = await createBenchTeam("Bench Co", { unlimited: false });
const CITY = ["Berlin", "Paris", "New York", "São Paulo", "Tokyo", "Zürich"];
const list = await createBenchList(team.id, MESSAGES, (n) => ({
  lastName: `Reader${n}`,
  city: CITY[n % CITY.length],
  metadata: { plan: n % 3 === 0 ? "pro" : "free", points: n },
}));
const smtpConfig = await createSinkSmtpConfig(team.id, port, `news@${BENCH_DOMAIN}`);
const smtp = (await smtpTransportFor({ teamId: team.id, id: smtpConfig.id }))!;
// The sending domain (a fresh name: a domain is verified by one team at a time, and the bench
// database outlives a run): VERIFIED for the signed runs, PENDING (nothing signed) for the others.
const key = await generateDkimKeyPair();
const domain = await db.domain.create({
  data: {
    teamId: team.id,
    domain: BENCH_DOMAIN,
    dkimSelector: key.selector,
    dkimPublicKey: key.publicKey,
    dkimPrivateKey: sealSecret(key.privateKey),
    verificationToken: "bench",
  },
});
async function setSigning(on: boolean) {
  await db.domain.update({ where: { id: domain.id }, data: { status: on ? "VERIFIED" : "PENDING", isVerified: on } });
  const signs = (await loadSigningKeys([team.id]))({ teamId: team.id, from }) !== null;
  if (signs !== on) throw new Error(`signing should be ${on ? "on" : "off"}`);
}

const compiled = compileTemplate({
  subject: "{{ firstName }}, your weekly digest from {{ company }}",
  html: newsletterHtml(),
});

// ---------------------------------------------------------------- the two paths

type Mail = ReturnType<typeof toMailOptions>;
type Contact = Awaited<ReturnType<typeof db.contact.findMany>>[number];
const from = `Bench News <news@${BENCH_DOMAIN}>`;

function buildEmail(contact: Contact) {
  const id = createId();
  const unsubscribe = unsubscribeUrl(contact.id);
  const rendered = renderCompiledTemplate(compiled, buildRenderContext({ contact, unsubscribeUrl: unsubscribe }));
  const message = prepareMessage({
    emailId: id,
    html: rendered.html,
    text: rendered.text,
    from,
    contactId: contact.id,
    unsubscribeHeaders: true,
    trackOpens: true,
    trackClicks: true,
    unsubscribeUrl: unsubscribe,
  });
  return {
    id,
    teamId: team.id,
    from,
    to: contact.email,
    subject: rendered.subject,
    body: message.html,
    text: message.text,
    headers: message.headers,
    messageId: message.messageId,
    marketing: true,
    track: true,
    contactId: contact.id,
    smtpConfigId: smtp.id,
  };
}

/** The full pipeline; answers the finished messages it sent, for the plain path to send again. */
async function runPipeline(): Promise<{ seconds: number; mails: Mail[]; sent: number; bytes: number }> {
  const mails: Mail[] = [];
  let sent = 0;
  let bytes = 0;
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  let cursor: string | undefined;
  for (;;) {
    const page = await db.contact.findMany({
      where: { listId: list.id, status: "ACTIVE" },
      orderBy: { id: "asc" },
      take: BATCH,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    });
    if (page.length === 0) break;
    cursor = page.at(-1)!.id;
    // Rendering is CPU work on the event loop that also drives the SMTP connections of the batch
    // in flight: yielding every few messages keeps those sockets busy instead of stalled.
    const emails = [];
    for (const contact of page) {
      emails.push(buildEmail(contact));
      if (emails.length % 25 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    for (const email of emails) {
      mails.push(toMailOptions(email));
      bytes += email.body.length;
    }
    const batch = deliverEmailBatch({ smtp, emails }).then((outcome) => {
      sent += outcome.sent.length;
      if (outcome.failed.length + outcome.retry.length > 0)
        throw new Error(`batch failures: ${JSON.stringify(outcome.failed[0] ?? outcome.retry[0])}`);
    });
    const tracked = batch.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    if (inFlight.size >= 2) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  return { seconds: (performance.now() - started) / 1000, mails, sent, bytes: bytes / mails.length };
}

const plainTransport = nodemailer.createTransport({
  ...withTcpNoDelay(smtp.options),
  pool: true,
  maxConnections: POOL_CONNECTIONS,
  maxMessages: Infinity,
});

/** Plain pooled nodemailer, same connections, same finished messages: the ceiling. */
async function runPlain(mails: Mail[]): Promise<{ seconds: number }> {
  const started = performance.now();
  await Promise.all(mails.map((mail) => plainTransport.sendMail(mail)));
  return { seconds: (performance.now() - started) / 1000 };
}

// ---------------------------------------------------------------- runs

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const pipelineRates: number[] = [];
const signedRates: number[] = [];
const plainRates: number[] = [];
let averageBytes = 0;
async function pipelineRun(signed: boolean) {
  await setSigning(signed);
  global.gc?.();
  return runPipeline();
}
for (let run = 1; run <= RUNS; run += 1) {
  const before = await sink.received();
  // Alternating order, so that neither variant always runs on a warmer or cooler machine.
  const signedFirst = run % 2 === 0;
  const first = await pipelineRun(signedFirst);
  const second = await pipelineRun(!signedFirst);
  const [pipeline, signed] = signedFirst ? [second, first] : [first, second];
  const plain = await runPlain(pipeline.mails);
  const arrived = (await sink.received()) - before;
  if (pipeline.sent !== MESSAGES || signed.sent !== MESSAGES || arrived !== 3 * MESSAGES)
    throw new Error(
      `run ${run}: pipeline sent ${pipeline.sent} + ${signed.sent}, sink received ${arrived} of ${3 * MESSAGES}`,
    );
  averageBytes = pipeline.bytes;
  pipelineRates.push(MESSAGES / pipeline.seconds);
  signedRates.push(MESSAGES / signed.seconds);
  plainRates.push(MESSAGES / plain.seconds);
  const rate = (seconds: number) => `${seconds.toFixed(2)} s (${Math.round(MESSAGES / seconds)} msg/s)`;
  console.log(
    `run ${run}: pipeline ${rate(pipeline.seconds)}, signed ${rate(signed.seconds)}, plain nodemailer ${rate(plain.seconds)}`,
  );
}
const statuses = await db.email.groupBy({ by: ["status"], _count: true });

const pipelineRate = median(pipelineRates);
const signedRate = median(signedRates);
const plainRate = median(plainRates);
console.log(
  `send-pipeline on ${database}: ${MESSAGES.toLocaleString("en")} emails of ${(averageBytes / 1024).toFixed(1)} KiB HTML, batches of ${BATCH}, ${POOL_CONNECTIONS} pooled connections, median of ${RUNS} runs`,
);
console.log(`  pipeline  ${Math.round(pipelineRate).toLocaleString("en").padStart(7)} msg/s`);
console.log(
  `  signed    ${Math.round(signedRate).toLocaleString("en").padStart(7)} msg/s  (DKIM rsa-sha256, 2048-bit key)`,
);
console.log(`  plain     ${Math.round(plainRate).toLocaleString("en").padStart(7)} msg/s  (ceiling)`);
// Paired per run (each run's signed against its own unsigned), so that load that drifts between
// runs does not count as signing.
const signingCosts = signedRates.map((signed, index) => 1 - signed / pipelineRates[index]);
console.log(
  `  signing costs ${(median(signingCosts) * 100).toFixed(1)}% of the pipeline's throughput, median of the runs' ${signingCosts.map((cost) => `${(cost * 100).toFixed(1)}%`).join(" / ")} (goal: at most 15%)`,
);
console.log(`  pipeline / plain: ${((pipelineRate / plainRate) * 100).toFixed(0)}%`);
console.log(`  Email rows: ${statuses.map((row) => `${row.status} ${row._count}`).join(", ")}`);

plainTransport.close();
closeTransports();
sink.stop();
await db.$disconnect();
process.exit(0);
