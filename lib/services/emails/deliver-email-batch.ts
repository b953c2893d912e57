import type { Transporter } from "nodemailer";
import {
  driverQuery,
  preparedStatement,
  withDriverTransaction,
  type PreparedStatement,
} from "@/lib/db/driver-transaction";
import { reserveSendSlots, waitForSlot } from "@/lib/mail/send-pacer";
import { recordSendBounces } from "@/lib/services/inbound/record-send-bounce";
import type { DkimSigningKey } from "@/lib/mail/dkim";
import { classifySmtpError, type SmtpRefusal } from "@/lib/mail/smtp-errors";
import type { SmtpTransportTarget } from "@/lib/services/smtp/smtp-transport-for";
import { parseAddress } from "@/lib/validation/emails";
import { publishEmailOutcomes } from "@/lib/services/emails/publish-email-outcomes";
import { coalescedRowWrites } from "./coalesced-row-writes";
import { insertEmailRows, type EmailRowInput } from "./insert-email-rows";
import { cancelOverQuota } from "@/lib/services/billing/cancel-over-quota";
import { loadSigningKeys } from "@/lib/services/domains/load-signing-keys";
import { toRawMailOptions } from "./mail-options";
import { sendingTransport } from "./sending-transport";
import { handoverGate, type HandoverGate } from "./handover-gate";
import { countSendOutcome } from "@/lib/metrics/metrics";
import { suppressionKeys } from "@/lib/services/suppressions/erased-address";

// The batch path of the send pipeline (campaign batches, the benchmark): many finished messages
// through one SMTP config with a handful of database round trips per batch instead of several per
// message. Rows are written already claimed (SENDING, one INSERT per batch) before any SMTP call, so a batch that is run
// again after a crash sends only the rows it did not write before (the unique (campaignId,
// campaignRun, contactId) key skips the others) and never reaches anyone twice.

/** A finished message (rendered, tracked, with headers and Message-ID) with its pre-generated id. */
export type BatchEmail = Omit<EmailRowInput, "status" | "error" | "attempts" | "smtpConfigId">;

export type BatchOutcome = {
  sent: string[];
  /** Permanent SMTP refusals (5xx): FAILED with the reply; BOUNCED when the address was refused. */
  failed: { id: string; error: string; refusal?: SmtpRefusal }[];
  /** Temporary failures (4xx, network): left QUEUED with the reason, for the caller to retry. */
  retry: { id: string; error: string }[];
  /** Marketing mail to a suppressed address: CANCELLED, never sent. */
  cancelled: string[];
  /** Rows an earlier run of this batch already wrote: not sent again. */
  skipped: number;
};

const SUPPRESSED = "The recipient unsubscribed, bounced or complained; marketing mail is not sent to them";

// A batch's suppression lookup and progress writes go to the database driver, not through Prisma:
// the rows are marked in a dozen small statements per chunk as the SMTP replies come in, and Prisma
// runs each updateMany as a transaction of its own (BEGIN, the UPDATE, COMMIT) at about 6 ms of CPU
// for 50 ids against 0.5 ms through the driver (bench/README.md, campaign-send). Timestamps are this
// process's clock, as Prisma's would be, stored as the UTC wall time of its timestamp(3) columns.
const SUPPRESSED_SQL = `SELECT "teamId", "email" FROM "Suppression" WHERE "teamId" = ANY($1::text[]) AND "email" = ANY($2::text[]) AND NOT "isDeleted"`;
const recipientAddress = (email: BatchEmail) => parseAddress(email.to)?.address ?? email.to.toLowerCase();

/** The batch's marketing mail whose recipient is suppressed for its team, in one query. */
async function suppressedEmails(emails: BatchEmail[]): Promise<Set<string>> {
  const marketing = emails
    .filter((email) => email.marketing && !email.test)
    .map((email) => ({ email, address: recipientAddress(email) }));
  if (marketing.length === 0) return new Set();
  // Each address is looked up as itself and as its erased form (erased-address.ts).
  const keyed = marketing.map((entry) => ({ ...entry, keys: suppressionKeys(entry.email.teamId, entry.address) }));
  // Pairs of the batch's teams and keys may match across teams (a batch is almost always one
  // team's); the set below keeps only each message's own team's entries.
  const rows = await driverQuery<{ teamId: string; email: string }>(SUPPRESSED_SQL, [
    [...new Set(keyed.map(({ email }) => email.teamId))],
    keyed.flatMap(({ keys }) => keys),
  ]);
  if (rows.length === 0) return new Set();
  const suppressed = new Set(rows.map((row) => `${row.teamId}\u0000${row.email}`));
  const isSuppressed = ({ email, keys }: (typeof keyed)[number]) =>
    keys.some((key) => suppressed.has(`${email.teamId}\u0000${key}`));
  return new Set(keyed.filter(isSuppressed).map(({ email }) => email.id));
}

const HANDED_OVER_SQL = preparedStatement(
  "email_handed_over",
  `UPDATE "Email" SET "attempts" = 1, "updatedAt" = $2::timestamptz AT TIME ZONE 'UTC' WHERE "id" = ANY($1::text[]) AND NOT "isDeleted"`,
);
const SENT_SQL = preparedStatement(
  "email_sent",
  `UPDATE "Email" SET "status" = 'SENT', "sentAt" = $2::timestamptz AT TIME ZONE 'UTC', "error" = NULL,
  "updatedAt" = $2::timestamptz AT TIME ZONE 'UTC' WHERE "id" = ANY($1::text[]) AND NOT "isDeleted"`,
);
/** One UPDATE of these rows, stamped with this process's clock. */
const writeRows = (sql: PreparedStatement) => (ids: string[]) => driverQuery(sql, [ids, new Date().toISOString()]);
const markHandedOver = writeRows(HANDED_OVER_SQL);

// Messages a transport (its pool of connections) may have in its hands, marked handed over, at
// once, and the blocks they are marked in (one write each). To the benchmark's local sink, where
// the database round trips count most, 40 in blocks of 20 cost no measurable send rate against no
// limit; smaller limits and blocks, or a write per message, did (bench/README.md, campaign-send).
// To a distant server the pool's five connections are the limit and 35 messages behind them plenty.
export const HANDOVER_LIMIT = 40;
const HANDOVER_BLOCK = 20;
const handoverGates = new WeakMap<Transporter, HandoverGate>();

/** The gate between the batches sending through `transport` and its pool (handover-gate.ts). */
function handoverGateFor(transport: Transporter): HandoverGate {
  let gate = handoverGates.get(transport);
  if (!gate)
    handoverGates.set(
      transport,
      (gate = handoverGate({ limit: HANDOVER_LIMIT, blockSize: HANDOVER_BLOCK, mark: markHandedOver })),
    );
  return gate;
}

// A message the peer accepted is marked SENT within SENT_WAIT_MS, or once SENT_BLOCK such wait:
// each UPDATE of "Email" costs PostgreSQL about half a millisecond whatever its size (the
// statement's sent-count trigger included), and written as the replies came in (a few ids each)
// these marks cost it as much as the chunk's INSERT (bench/README.md, campaign-send). Until its
// mark commits, a message counts as in doubt for a restart (FAILED, never sent twice).
const SENT_BLOCK = 20;
const SENT_WAIT_MS = 10;

const SETTLED_SQL = `UPDATE "Email" SET "status" = $2::"EmailStatus", "error" = $3, "updatedAt" = $4::timestamptz AT TIME ZONE 'UTC'
  WHERE "id" = ANY($1::text[]) AND NOT "isDeleted"`;

/** One UPDATE per distinct status and reason (failures in a batch mostly share their reason). */
async function markGrouped(items: { id: string; error: string }[], status: "FAILED" | "QUEUED") {
  const byError = new Map<string, string[]>();
  for (const { id, error } of items) byError.set(error, [...(byError.get(error) ?? []), id]);
  for (const [error, ids] of byError) await driverQuery(SETTLED_SQL, [ids, status, error, new Date().toISOString()]);
}

export async function deliverEmailBatch({
  smtp,
  emails,
  onSent,
}: {
  smtp: SmtpTransportTarget;
  emails: BatchEmail[];
  /**
   * Called once no message of the batch is with SMTP any more (each sent and marked, refused or
   * left for a retry, or none to send), before the batch's closing writes and events: a caller
   * pipelining batches may start the next one then. Not called when the batch fails (it rejects).
   */
  onSent?: () => void;
}): Promise<BatchOutcome> {
  let signalled = false;
  const sent = () => {
    if (!signalled) onSent?.();
    signalled = true;
  };
  const outcome = await deliver(smtp, emails, sent);
  sent(); // also when nothing was left to send
  return outcome;
}

async function deliver(smtp: SmtpTransportTarget, emails: BatchEmail[], onSent: () => void): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { sent: [], failed: [], retry: [], cancelled: [], skipped: 0 };
  if (emails.length === 0) return outcome;

  // Looked up while the rows are written: one round trip less before the first message leaves.
  const signingKeys = loadSigningKeys(emails.map((email) => email.teamId));
  signingKeys.catch(() => {}); // awaited below, unless nothing is left to send
  const suppressed = await suppressedEmails(emails);
  const isSuppressed = (email: BatchEmail) => suppressed.has(email.id);
  // The rows and their places in the monthly quota are written together, in one transaction
  // through the driver: rows past the quota (or of a team whose sending is blocked) are CANCELLED
  // with the reason in the same transaction.
  const claiming = withDriverTransaction(async (query) => {
    const inserted = await insertEmailRows(
      query,
      emails.map((email) =>
        isSuppressed(email)
          ? { ...email, smtpConfigId: smtp.id, status: "CANCELLED" as const, error: SUPPRESSED }
          : { ...email, smtpConfigId: smtp.id, status: "SENDING" as const, attempts: 0 },
      ),
    );
    const claimed = emails.filter((email) => inserted.has(email.id) && !isSuppressed(email));
    return { fresh: inserted, overQuota: await cancelOverQuota(query, claimed) };
  });
  // A batch's messages mostly share their team and From header: the key is matched (addresses
  // parsed, domains normalised) once per pair rather than per message.
  const keysByFrom = new Map<string, DkimSigningKey | null>();
  const signingKeyFor = (loadedKeys: Awaited<typeof signingKeys>, email: BatchEmail) => {
    const pair = `${email.teamId}\u0000${email.from}`;
    let key = keysByFrom.get(pair);
    if (key === undefined) keysByFrom.set(pair, (key = loadedKeys(email)));
    return key;
  };
  // Each message's MIME is built while the chunk waits for its rows' transaction, its pacing slots
  // and its handed-over write: CPU that would otherwise follow those round trips and hold the
  // SMTP exchanges back. Built and DKIM-signed in one hand-off to the mail thread, once the keys
  // (looked up since before the suppression query) are known. Rows that turn out skipped or over
  // the quota (rare) waste their build.
  const built = new Map(
    emails
      .filter((email) => !isSuppressed(email))
      .map((email) => {
        const options = signingKeys.then((loadedKeys) => toRawMailOptions(email, signingKeyFor(loadedKeys, email)));
        options.catch(() => {}); // awaited when the message is sent, where a failure is classified
        return [email.id, options] as const;
      }),
  );
  const { fresh, overQuota } = await claiming;
  outcome.skipped = emails.length - fresh.size;
  const toSend = emails.filter((email) => fresh.has(email.id) && !isSuppressed(email) && !overQuota.has(email.id));
  outcome.cancelled = emails
    .filter((email) => fresh.has(email.id) && (isSuppressed(email) || overQuota.has(email.id)))
    .map((email) => email.id);
  if (toSend.length === 0) return outcome;

  const slots = await reserveSendSlots({
    smtpConfigId: smtp.id,
    ratePerSecond: smtp.maxSendRate,
    count: toSend.length,
  });
  const transport = sendingTransport(smtp);
  const handOver = handoverGateFor(transport);
  // A failed key lookup fails the batch here, as before the builds waited for it.
  await signingKeys;
  // A claimed row records its progress as it goes (coalesced writes): attempts 1 once it is handed
  // to SMTP, SENT once the peer accepted it. So a worker killed mid-batch leaves three kinds of
  // rows, told apart by the restart: SENDING with attempts 0 were never handed over (safe to send),
  // SENDING with attempts 1 were with the pool, in or next to their SMTP exchange (in doubt), and SENT.
  const markSent = coalescedRowWrites(writeRows(SENT_SQL), { maxIds: SENT_BLOCK, maxWaitMs: SENT_WAIT_MS });
  const sentMarks: Promise<void>[] = [];
  // Every message is handed to the pool at its slot, through the transport's handover gate (so only
  // a few are in doubt at any moment); the pool's connections carry them in parallel.
  await Promise.all(
    toSend.map(async (email, index) => {
      await waitForSlot(slots[index]);
      // Built before it is marked handed over, so that a row is in doubt only for its SMTP
      // exchange: a chunk's builds run together and finish together, which at a paced rate would
      // keep its first messages marked and waiting (a failed build is classified below, as before).
      const building = built.get(email.id)!;
      await building.catch(() => {});
      // A failed build or SMTP exchange is classified; a failed handed-over write fails the batch.
      const failure = await handOver(email.id, () =>
        building.then((message) => transport.sendMail(message)).then(() => null, classifySmtpError),
      );
      if (failure) {
        countSendOutcome(failure.permanent ? "permanent" : "temporary");
        if (failure.permanent) outcome.failed.push({ id: email.id, error: failure.message, refusal: failure.refusal });
        else outcome.retry.push({ id: email.id, error: failure.message });
        return;
      }
      countSendOutcome("sent");
      outcome.sent.push(email.id);
      sentMarks.push(markSent(email.id));
    }),
  );
  markSent.flush();
  await Promise.all(sentMarks);
  onSent();

  await markGrouped(outcome.failed, "FAILED");
  await markGrouped(outcome.retry, "QUEUED");
  // A 5xx to RCPT TO or DATA is the address's hard bounce (BOUNCED, suppressed, `bounce` webhook).
  await recordSendBounces(outcome.failed.flatMap(({ id, refusal }) => (refusal ? [{ emailId: id, refusal }] : [])));
  // Retries are not final yet: their event comes from whoever settles them.
  await publishEmailOutcomes([...outcome.sent, ...outcome.failed.map(({ id }) => id)]);
  return outcome;
}
