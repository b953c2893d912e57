import { db } from "@/lib/db";
import type { Campaign } from "@/lib/generated/prisma/client";
import { isShuttingDown } from "@/lib/process/lifecycle";
import { deliverEmailBatch, type BatchOutcome } from "@/lib/services/emails";
import { campaignFailover } from "@/lib/services/sending-routes/route-send";
import { smtpTransportFor, type SmtpTransportTarget } from "@/lib/services/smtp/smtp-transport-for";
import { advanceAbPhase } from "./ab/ab-phase";
import type { AudienceContact } from "./ab/ab-audience";
import { buildRunMessage, loadRunContent } from "./ab/ab-content";
import { nextAudienceBatch, resumeCursor } from "./audience";
import { runLeaseLost } from "./campaign-run-lease";
import { runEmailsWhere } from "./campaign-runs";
import { configUnreachable, peerStalled, runBackoffMs } from "./run-backoff";
import { resolveRunFeed } from "./feed/resolve-run-feed";
import { localAudienceBatch } from "./local-time/local-audience";
import { localRunWindow } from "./local-time/local-phase";
import {
  continueLater,
  failCampaign,
  finishRun,
  type RunResult,
  startScheduledRun,
  stopRun,
} from "./campaign-run-lifecycle";
import { retryLater, settleInterruptedRows } from "./campaign-run-rows";
import { countRunTotal } from "./run-total";

// The fan-out of one campaign run (the send-campaign job).
//
// Runs: a one-time send is run 1, each occurrence of a recurring campaign the next number
// (Campaign.runCount, moved with the status change that starts the run: see campaign-runs.ts).
// Everything below is per run: the Email rows carry the run number, so a contact is claimed once
// per run and the next occurrence reaches the then-current list again.
//
// Exactly once: the walk goes through the run's audience by contact id, in order. Each chunk's
// Email rows are inserted already claimed (SENDING, attempts 0) in one statement before any SMTP
// call, and the unique (campaignId, campaignRun, contactId) key makes a contact's row exist at most
// once per run. Each row then records how far it got as it goes (deliverEmailBatch): attempts 1
// once handed to SMTP, SENT once the peer accepted it. So for a worker killed at any point:
// - before a chunk's INSERT committed: those contacts have no row; the restart writes and sends them;
// - rows still SENDING with attempts 0 were never handed to SMTP: the restart queues them for the
//   send-email job, which sends each once;
// - rows SENDING with attempts 1 were in the middle of their SMTP exchange: whether the peer took
//   them is unknown, so the restart marks them FAILED ("interrupted", never re-sent) rather than
//   risk a duplicate. Only these, at most the transport's HANDOVER_LIMIT (plus those accepted
//   whose SENT write had not committed: the last 10 ms or so, lib/services/emails/send-core/), are lost;
//   everyone else is sent once;
// - the restart resumes after the highest contact id that has a row of the run, and contacts
//   already written are skipped by the unique key anyway.
// Temporary SMTP failures (4xx, network) are left QUEUED by the batch path and handed to the
// send-email job (retries with backoff), which claims QUEUED rows one by one. A chunk the peer
// turned away whole (a 421, a dropped connection) stops the run, which continues in a new job after
// a growing wait (run-backoff.ts) rather than failing. `processed` and the
// counts are read from the run's rows (to-campaign-dto.ts), so messages such a retry finishes after
// the run ended are counted too.

const DEFAULT_BATCH_SIZE = 500;
// Each chunk costs a dozen statements whatever its size (the claim INSERT's transaction with the
// quota, pacing slots, signing keys, outcome events): 100 messages rather than 50 halves that per
// message (bench/README.md, campaign-send). Whatever the chunk, a transport is handed at most
// HANDOVER_LIMIT messages at a time (lib/services/emails/send-core/handover.ts), so few rows are
// in doubt after a kill.
const MAX_CHUNK = 100;
const CHECK_EVERY_MS = 500;
/** Pauses between batches up to this are waited in the job; longer ones continue in a new job. */
const INLINE_DELAY_MAX_MS = 10_000;
/** A job hands the rest of the run to a new job after this long (pg-boss expires jobs at 15 min). */
const MAX_JOB_MS = 5 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function currentStatus(id: string) {
  return (await db.campaign.findFirst({ where: { id }, select: { status: true } }))?.status ?? null;
}

/** Waits `ms`, looking at the campaign every half second; false when it stopped being SENDING. */
async function waitWhileSending(id: string, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    if ((await currentStatus(id)) !== "SENDING") return false;
    const left = until - Date.now();
    if (left <= 0) return true;
    await sleep(Math.min(left, CHECK_EVERY_MS));
  }
}

export async function runCampaign({
  campaignId,
  runAt,
  backoff = 0,
}: {
  campaignId: string;
  runAt?: Date;
  /** How many waits for a stalled SMTP peer came right before this job (run-backoff.ts). */
  backoff?: number;
}): Promise<RunResult> {
  let campaign = await db.campaign.findFirst({ where: { id: campaignId } });
  if (!campaign) return "SKIPPED";
  if (runAt) {
    campaign = await startScheduledRun(campaign, runAt);
    if (!campaign) return "SKIPPED";
  }
  campaign = await advanceAbPhase(campaign);
  // A feed campaign reads its feed once per run; a run with nothing to send is skipped (feed/).
  const fed = await resolveRunFeed(campaign);
  if (!fed) return "SKIPPED";
  campaign = fed;
  if (
    campaign.status !== "SENDING" ||
    !campaign.startedAt ||
    !(campaign.listId || campaign.segmentId || campaign.followUpOfId) ||
    !campaign.templateId ||
    !campaign.smtpConfigId
  )
    return "SKIPPED";
  const jobStart = new Date();
  await settleInterruptedRows(runEmailsWhere(campaign), jobStart);
  // A run that started without its total (a large audience, run-total.ts) counts it beside the
  // send: the first batch never waits for it, and the run's end (with campaign.completed) does.
  const counting = campaign.total ? Promise.resolve() : countRunTotal(campaign, campaign.startedAt);
  try {
    return await fanOut(campaign, { jobStart, backoff, counting });
  } finally {
    await counting;
  }
}

async function fanOut(
  campaign: Campaign,
  { jobStart, backoff, counting }: { jobStart: Date; backoff: number; counting: Promise<void> },
): Promise<RunResult> {
  const campaignId = campaign.id;
  const startedAt = campaign.startedAt!;
  const run = runEmailsWhere(campaign);

  let smtp: SmtpTransportTarget | null;
  try {
    smtp = await smtpTransportFor({ teamId: campaign.teamId, id: campaign.smtpConfigId! });
  } catch (error) {
    await failCampaign(campaign, `The SMTP configuration cannot be used: ${(error as Error).message}`);
    return "FAILED";
  }
  if (!smtp) {
    await failCampaign(campaign, "Its SMTP configuration was deleted or deactivated");
    return "FAILED";
  }
  // A sending route's targets take the run's mail, with failover (docs/contract.md section 20).
  const failover = await campaignFailover(campaign);
  const content = await loadRunContent(campaign, smtp);
  const batchSize = campaign.batchSize ?? DEFAULT_BATCH_SIZE;
  const batchDelayMs = Number(campaign.batchDelay / 1_000_000n);
  // Pause and cancel are looked at between chunks: a chunk is at most one second of sending, and at
  // most MAX_CHUNK messages, so a pause stops the sending within about a second.
  const chunkSize = Math.max(1, Math.min(batchSize, Math.ceil(smtp.maxSendRate), MAX_CHUNK));
  let sentSoFar = await db.email.count({ where: { ...run, status: "SENT" } });
  // A local-time run walks its due groups' contacts that have no row yet, from the start each time.
  const local = await localRunWindow(campaign);
  let cursor = local ? undefined : await resumeCursor(campaign);
  let checkedAt = 0;
  let prefetched: { cursor: string; batch: Promise<AudienceContact[]> } | null = null;

  // Two chunks in flight: the next chunk's rendering and INSERT overlap the current one's SMTP
  // exchanges. A crash leaves the second chunk's rows never handed over (attempts 0: sent later).
  // A chunk counts against the two while it has messages with SMTP (`sending`); its closing writes
  // and events (the sent events' query and subscribers) then go on beside the next chunks, whose
  // build and INSERT no longer wait for them. Those are awaited by settle(); a chunk that failed
  // stops the run (by the race, or before the next chunk when its closing part failed).
  const inFlight = new Set<Promise<void>>();
  const sending = new Set<Promise<void>>();
  const failures: unknown[] = [];
  const settle = () => Promise.all(inFlight);
  let sentThisJob = false;
  let stalled = false;
  const record = async (outcome: BatchOutcome) => {
    sentSoFar += outcome.sent.length;
    if (outcome.sent.length > 0) sentThisJob = true;
    if (peerStalled(outcome)) stalled = true;
    await retryLater(outcome);
  };
  // The peer turned a whole chunk away for now: the run waits longer each time in a row it does.
  const backOff = async (): Promise<RunResult> => {
    await settle();
    const round = sentThisJob ? 1 : backoff + 1;
    await continueLater(campaignId, runBackoffMs(round), round);
    return "BACKING_OFF";
  };

  for (let batchIndex = 0; ; batchIndex += 1) {
    if (batchIndex > 0 && (batchDelayMs > INLINE_DELAY_MAX_MS || Date.now() - jobStart.getTime() > MAX_JOB_MS)) {
      // A long pause between batches (an hour is common) or a long run is not spent holding a
      // job: the rest continues in a new job, so no job outlives the queue's expiry and a restart
      // of the worker meanwhile loses nothing.
      await settle();
      await continueLater(campaignId, batchDelayMs);
      return "CONTINUED";
    }
    if (batchIndex > 0 && batchDelayMs > 0) {
      await settle();
      if (!(await waitWhileSending(campaignId, batchDelayMs))) return stopRun(campaign);
    }
    const ahead = prefetched;
    prefetched = null;
    const contacts: AudienceContact[] = local
      ? await localAudienceBatch(campaign, startedAt, cursor, batchSize, local.teamZone, local.due)
      : await (ahead && ahead.cursor === cursor
          ? ahead.batch
          : nextAudienceBatch(campaign, startedAt, cursor, batchSize));
    // The next batch is read while this one sends (no pause between batches): one round trip and
    // its query's CPU less between the last chunk of a batch and the first of the next.
    if (!local && batchDelayMs === 0 && contacts.length === batchSize) {
      const next: string = contacts[contacts.length - 1].id;
      prefetched = { cursor: next, batch: nextAudienceBatch(campaign, startedAt, next, batchSize) };
      prefetched.batch.catch(() => {}); // awaited by the next batch, unless the run ends first
    }
    if (contacts.length === 0) {
      await settle();
      await counting;
      return finishRun(campaign);
    }
    for (let offset = 0; offset < contacts.length; ) {
      // The process is shutting down (SIGTERM): the chunks in flight finish their SMTP exchanges,
      // and the rest of the run goes to a new job that another (or the restarted) worker takes.
      if (isShuttingDown()) {
        await settle();
        await continueLater(campaignId, 0);
        return "CONTINUED";
      }
      if (failures.length > 0) throw failures[0];
      if (stalled) return backOff();
      // This worker could not renew its run lease in time: another job may be taking the run over.
      if (runLeaseLost(campaignId)) {
        await settle();
        return "STOPPED";
      }
      // Looked at every half second rather than every chunk: one query saved per ~50 messages.
      if (Date.now() - checkedAt >= CHECK_EVERY_MS) {
        if ((await currentStatus(campaignId)) !== "SENDING") {
          await settle();
          return stopRun(campaign);
        }
        checkedAt = Date.now();
      }
      const probing = sentSoFar === 0;
      if (probing) await settle();
      // Until something got through, one message at a time: a broken config fails one, not a chunk.
      const chunk = contacts.slice(offset, offset + (sentSoFar === 0 ? 1 : chunkSize));
      offset += chunk.length;
      cursor = chunk[chunk.length - 1].id;
      let doneSending!: () => void;
      const sent = new Promise<void>((resolve) => (doneSending = resolve));
      const delivery = deliverEmailBatch({
        smtp,
        failover,
        emails: chunk.map((contact) => buildRunMessage(campaign, content, contact)),
        onSent: doneSending,
      });
      if (sentSoFar === 0) {
        const outcome = await delivery;
        if (configUnreachable(outcome, sentSoFar, backoff)) {
          // Nobody reached and the server cannot be talked to: the config is broken, not the recipient.
          await db.email.updateMany({
            where: { id: { in: outcome.retry.map(({ id }) => id) } },
            data: { status: "FAILED" },
          });
          await failCampaign(campaign, outcome.retry[0].error);
          return "FAILED";
        }
        await record(outcome);
        if (stalled) return backOff();
        continue;
      }
      const tracked: Promise<void> = delivery.then(record).finally(() => inFlight.delete(tracked));
      tracked.catch((error) => failures.push(error));
      inFlight.add(tracked);
      const window: Promise<void> = Promise.race([sent, tracked]).finally(() => sending.delete(window));
      window.catch(() => {}); // a failure is thrown through `failures`, or by the race below
      sending.add(window);
      if (sending.size >= 2) await Promise.race(sending);
    }
    if (contacts.length < batchSize) {
      await settle();
      await counting;
      return finishRun(campaign);
    }
  }
}
