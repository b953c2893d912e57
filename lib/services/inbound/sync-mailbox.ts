import type { FetchMessageObject, ImapFlow } from "imapflow";
import { db } from "@/lib/db";
import type { DomainEvent } from "@/lib/events/domain-events";
import { publishEvents } from "@/lib/services/events";
import type { IMAPConfig } from "@/lib/generated/prisma/client";
import { trackingEvent } from "@/lib/services/tracking/record/tracking-events";
import type { Classification } from "@/lib/inbound/classification";
import { classifyMessage } from "@/lib/inbound/classify-message";
import {
  connectImap,
  describeImapFailure,
  ImapCheckFailed,
  isImapError,
  SYNC_TIMEOUTS,
} from "@/lib/inbound/imap-connection";
import { parseInbound } from "@/lib/inbound/parse-inbound";
import { recordClassifications } from "./record-inbound";

// The intake of one IMAP config (docs/contract.md section 14): reads the messages after the checkpoint
// (lastUid) in UID order and records them in small groups, each group in one transaction: every
// message recorded once (InboundMessage, keyed by Message-ID), its tracking entry and effects, the
// config's counts and the checkpoint moved past the group's last message. A worker killed at any
// point therefore resumes at the first message whose group did not commit: none skipped, none
// counted twice. (Groups rather than single messages: a transaction per message capped the intake
// far below 200 messages/s, see bench/README.md.) When the mailbox's UIDVALIDITY changes (it was
// recreated, or the server renumbered it), UIDs mean nothing any more: the mailbox is read again
// from the start, and Message-ID deduplication keeps what was recorded once.

/** Messages fetched per round trip. */
const CHUNK = 250;
/** Messages recorded per transaction (and so between two checkpoints). */
const GROUP = 100;
/** Bytes read of one message: the headers and report parts come first, a 20 MB attachment need not. */
export const INBOUND_MAX_BYTES = 2 * 1024 * 1024;
/** A sync holds its config this long, renewed with every group, so syncs of one config never overlap. */
const LEASE_MS = 2 * 60_000;

export type SyncResult = { status: "synced" | "busy" | "failed"; handled: number; error?: string };
/** `afterMessage` runs for each message once its group has committed (tests simulate crashes with it). */
export type SyncHooks = { afterMessage?: (uid: number) => Promise<void> | void };

const COUNT_FIELD = {
  bounce: "bounceCount",
  complaint: "complaintCount",
  reply: "replyCount",
  unsubscribe: "unsubscribeCount",
  dmarc: "dmarcReportCount",
  ignored: "ignoredCount",
} as const;
const leaseUntil = () => new Date(Date.now() + LEASE_MS);

async function acquireLease(id: string): Promise<IMAPConfig | null> {
  const now = new Date();
  const taken = await db.iMAPConfig.updateMany({
    where: { id, OR: [{ syncLeaseUntil: null }, { syncLeaseUntil: { lt: now } }] },
    data: { syncLeaseUntil: leaseUntil() },
  });
  return taken.count === 1 ? db.iMAPConfig.findFirst({ where: { id } }) : null;
}

type Classified = { uid: number; messageKey: string; classification: Classification };

async function classify(uidValidity: string, message: FetchMessageObject): Promise<Classified> {
  const classified = (classification: Classification, messageId: string | null): Classified => ({
    uid: message.uid,
    messageKey: messageId ?? `uid:${uidValidity}:${message.uid}`,
    classification,
  });
  if (!message.source || message.source.length === 0)
    return classified({ outcome: "ignored", reason: "The server returned no content for this message" }, null);
  try {
    const parsed = await parseInbound(message.source);
    return classified(classifyMessage(parsed), parsed.messageId);
  } catch (error) {
    return classified(
      { outcome: "ignored", reason: `Could not be parsed as a mail message: ${(error as Error).message}` },
      null,
    );
  }
}

/** Records one group in one transaction; answers the events to publish once it has committed. */
async function recordGroup(config: IMAPConfig, group: Classified[]): Promise<DomainEvent[]> {
  const at = new Date();
  return db.$transaction(async (tx) => {
    const keys = group.map((item) => item.messageKey);
    const seen = new Set(
      (
        await tx.inboundMessage.findMany({
          where: { teamId: config.teamId, messageKey: { in: keys } },
          select: { messageKey: true },
        })
      ).map((row) => row.messageKey),
    );
    // Seen before, or twice in this group: recorded once.
    const fresh = group.filter((item) => {
      if (seen.has(item.messageKey)) return false;
      seen.add(item.messageKey);
      return true;
    });
    const recorded = await recordClassifications(tx, {
      teamId: config.teamId,
      classifications: fresh.map((item) => item.classification),
      at,
    });
    await tx.inboundMessage.createMany({
      data: fresh.map((item, index) => ({
        teamId: config.teamId,
        imapConfigId: config.id,
        messageKey: item.messageKey,
        uid: item.uid,
        outcome: recorded[index].outcome,
        reason: recorded[index].reason,
        emailId: recorded[index].email?.id ?? null,
        trackingId: recorded[index].entry?.id ?? null,
      })),
    });
    const counts: Partial<Record<(typeof COUNT_FIELD)[keyof typeof COUNT_FIELD], { increment: number }>> = {};
    for (const { outcome } of recorded)
      counts[COUNT_FIELD[outcome]] = { increment: (counts[COUNT_FIELD[outcome]]?.increment ?? 0) + 1 };
    await tx.iMAPConfig.update({
      where: { id: config.id },
      data: { lastUid: group[group.length - 1].uid, syncLeaseUntil: leaseUntil(), ...counts },
    });
    return recorded.flatMap(({ entry, email, events = [] }) => [
      ...events,
      ...(entry && email ? [trackingEvent(entry, email.to)] : []),
    ]);
  });
}

/** UIDs after the checkpoint, in order (a range "n:*" also answers the last message when n is past it). */
async function pendingUids(client: ImapFlow, after: number): Promise<number[]> {
  const found = await client.search({ uid: `${after + 1}:*` }, { uid: true });
  return (found || []).filter((uid) => uid > after).sort((a, b) => a - b);
}

async function readMailbox(client: ImapFlow, config: IMAPConfig, hooks: SyncHooks): Promise<number> {
  const lock = await client.getMailboxLock(config.mailbox);
  let handled = 0;
  try {
    const mailbox = client.mailbox;
    const uidValidity = mailbox ? String(mailbox.uidValidity) : "0";
    let lastUid = config.lastUid ?? 0;
    if (config.uidValidity !== uidValidity) {
      lastUid = 0;
      await db.iMAPConfig.update({ where: { id: config.id }, data: { uidValidity, lastUid: null } });
    }
    const uids = await pendingUids(client, lastUid);
    const chunks: number[][] = [];
    for (let start = 0; start < uids.length; start += CHUNK) chunks.push(uids.slice(start, start + CHUNK));
    // The next chunk is fetched and parsed (CPU) while this one is recorded (database).
    const load = async (chunk: number[]) => {
      const messages = await client.fetchAll(
        chunk.join(","),
        { uid: true, source: { maxLength: INBOUND_MAX_BYTES } },
        { uid: true },
      );
      messages.sort((a, b) => a.uid - b.uid);
      const classified: Classified[] = [];
      for (const message of messages) classified.push(await classify(uidValidity, message));
      return classified;
    };
    const published: Promise<void>[] = [];
    let next = chunks.length > 0 ? load(chunks[0]) : null;
    for (let index = 0; next; index += 1) {
      const classified = await next;
      next = index + 1 < chunks.length ? load(chunks[index + 1]) : null;
      // A failed prefetch surfaces when it is awaited, not as an unhandled rejection meanwhile.
      next?.catch(() => undefined);
      for (let start = 0; start < classified.length; start += GROUP) {
        const group = classified.slice(start, start + GROUP);
        const events = await recordGroup(config, group);
        // Webhooks and automations hear of the group while the next one is recorded.
        published.push(publishEvents(events));
        handled += group.length;
        for (const item of group) await hooks.afterMessage?.(item.uid);
      }
    }
    await Promise.all(published);
    // Moved once everything is recorded: moving expunges, which must not happen under a running FETCH.
    if (config.processedMailbox && uids.length > 0)
      await client.messageMove(uids.join(","), config.processedMailbox, { uid: true });
  } finally {
    lock.release();
  }
  return handled;
}

/**
 * Syncs config `id` once: nothing when another sync holds it (busy). Connection and mailbox
 * failures are kept as the config's `lastError` ("auth: The server refused the login...").
 */
export async function syncMailbox(id: string, hooks: SyncHooks = {}): Promise<SyncResult> {
  const config = await acquireLease(id);
  if (!config) return { status: "busy", handled: 0 };
  let client: ImapFlow | undefined;
  let handled = 0;
  try {
    client = await connectImap(config, SYNC_TIMEOUTS);
    handled = await readMailbox(client, config, hooks);
    await db.iMAPConfig.update({
      where: { id },
      data: { lastSyncedAt: new Date(), lastError: null, syncLeaseUntil: null },
    });
    return { status: "synced", handled };
  } catch (error) {
    // The server's failures are the config's state, shown to people and retried next minute; any
    // other (the database) fails the job, which retries it.
    const fromServer = error instanceof ImapCheckFailed || isImapError(error);
    const message = fromServer
      ? `${describeImapFailure(error).stage}: ${describeImapFailure(error).reason}`
      : `Sync failed: ${(error as Error).message}`;
    await db.iMAPConfig.update({
      where: { id },
      data: { lastSyncedAt: new Date(), lastError: message.slice(0, 1000), syncLeaseUntil: null },
    });
    if (!fromServer) throw error;
    return { status: "failed", handled, error: message };
  } finally {
    await client?.logout().catch(() => client?.close());
  }
}
