import type { FetchMessageObject, ImapFlow } from "imapflow";
import { db } from "@/lib/db";
import type { DomainEvent } from "@/lib/events/domain-events";
import { publishEvents } from "@/lib/events/publish-events";
import type { IMAPConfig } from "@/lib/generated/prisma/client";
import { trackingEvent } from "@/lib/webhooks/tracking-events";
import type { Classification } from "./classification";
import { classifyMessage } from "./classify-message";
import { connectImap, describeImapFailure, ImapCheckFailed, isImapError, SYNC_TIMEOUTS } from "./imap-connection";
import { parseInbound } from "./parse-inbound";
import { recordClassification } from "./record-inbound";

// The intake of one IMAP config (API.md section 14): reads the messages after the checkpoint
// (lastUid) in UID order and, for each, in one transaction: records it once (InboundMessage, keyed
// by Message-ID), applies its tracking entry and effects, bumps the config's counts and moves the
// checkpoint past it. A worker killed at any point therefore resumes at the first message whose
// transaction did not commit: none skipped, none counted twice. When the mailbox's UIDVALIDITY
// changes (it was recreated, or the server renumbered it), UIDs mean nothing any more: the mailbox
// is read again from the start, and Message-ID deduplication keeps what was recorded once.

/** Messages fetched per round trip. */
const CHUNK = 250;
/** Bytes read of one message: the headers and report parts come first, a 20 MB attachment need not. */
export const INBOUND_MAX_BYTES = 2 * 1024 * 1024;
/** A sync holds its config this long, renewed with every message, so syncs of one config never overlap. */
const LEASE_MS = 2 * 60_000;

export type SyncResult = { status: "synced" | "busy" | "failed"; handled: number; error?: string };
export type SyncHooks = { afterMessage?: (uid: number) => Promise<void> | void };

const COUNT_FIELD = { bounce: "bounceCount", complaint: "complaintCount", reply: "replyCount", ignored: "ignoredCount" } as const;
const leaseUntil = () => new Date(Date.now() + LEASE_MS);

async function acquireLease(id: string): Promise<IMAPConfig | null> {
  const now = new Date();
  const taken = await db.iMAPConfig.updateMany({
    where: { id, OR: [{ syncLeaseUntil: null }, { syncLeaseUntil: { lt: now } }] },
    data: { syncLeaseUntil: leaseUntil() },
  });
  return taken.count === 1 ? db.iMAPConfig.findFirst({ where: { id } }) : null;
}

async function classify(source: Buffer | undefined): Promise<{ classification: Classification; messageId: string | null }> {
  if (!source || source.length === 0) return { classification: { outcome: "ignored", reason: "The server returned no content for this message" }, messageId: null };
  try {
    const parsed = await parseInbound(source);
    return { classification: classifyMessage(parsed), messageId: parsed.messageId };
  } catch (error) {
    return { classification: { outcome: "ignored", reason: `Could not be parsed as a mail message: ${(error as Error).message}` }, messageId: null };
  }
}

/** Handles one message in one transaction; answers the event to publish once it has committed. */
async function handleMessage(config: IMAPConfig, uidValidity: string, message: FetchMessageObject): Promise<DomainEvent | null> {
  const { classification, messageId } = await classify(message.source);
  const messageKey = messageId ?? `uid:${uidValidity}:${message.uid}`;
  const at = new Date();
  return db.$transaction(async (tx) => {
    const checkpoint = { lastUid: message.uid, syncLeaseUntil: leaseUntil() };
    const seen = await tx.inboundMessage.findUnique({ where: { teamId_messageKey: { teamId: config.teamId, messageKey } }, select: { id: true } });
    if (seen) {
      await tx.iMAPConfig.update({ where: { id: config.id }, data: checkpoint });
      return null;
    }
    const recorded = await recordClassification(tx, { teamId: config.teamId, classification, at });
    await tx.inboundMessage.create({
      data: {
        teamId: config.teamId,
        imapConfigId: config.id,
        messageKey,
        uid: message.uid,
        outcome: recorded.outcome,
        reason: recorded.reason,
        emailId: recorded.email?.id ?? null,
        trackingId: recorded.entry?.id ?? null,
      },
    });
    await tx.iMAPConfig.update({ where: { id: config.id }, data: { ...checkpoint, [COUNT_FIELD[recorded.outcome]]: { increment: 1 } } });
    return recorded.entry && recorded.email ? trackingEvent(recorded.entry, recorded.email.to) : null;
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
    for (let start = 0; start < uids.length; start += CHUNK) {
      const chunk = uids.slice(start, start + CHUNK);
      const messages = await client.fetchAll(chunk.join(","), { uid: true, source: { maxLength: INBOUND_MAX_BYTES } }, { uid: true });
      messages.sort((a, b) => a.uid - b.uid);
      const events: DomainEvent[] = [];
      for (const message of messages) {
        const event = await handleMessage(config, uidValidity, message);
        if (event) events.push(event);
        handled += 1;
        await hooks.afterMessage?.(message.uid);
      }
      await publishEvents(events);
      if (config.processedMailbox && messages.length > 0) await client.messageMove(messages.map((message) => message.uid).join(","), config.processedMailbox, { uid: true });
    }
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
    await db.iMAPConfig.update({ where: { id }, data: { lastSyncedAt: new Date(), lastError: null, syncLeaseUntil: null } });
    return { status: "synced", handled };
  } catch (error) {
    // The server's failures are the config's state, shown to people and retried next minute; any
    // other (the database) fails the job, which retries it.
    const fromServer = error instanceof ImapCheckFailed || isImapError(error);
    const message = fromServer ? `${describeImapFailure(error).stage}: ${describeImapFailure(error).reason}` : `Sync failed: ${(error as Error).message}`;
    await db.iMAPConfig.update({ where: { id }, data: { lastSyncedAt: new Date(), lastError: message.slice(0, 1000), syncLeaseUntil: null } });
    if (!fromServer) throw error;
    return { status: "failed", handled, error: message };
  } finally {
    await client?.logout().catch(() => client?.close());
  }
}
