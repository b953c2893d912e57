import { createId } from "@paralleldrive/cuid2";
import { enqueue } from "@/lib/jobs";
import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/errors";
import type { AutomationNode, AutomationRun, Contact } from "@/lib/generated/prisma/client";
import { prepareMessage } from "@/lib/mail/prepare-message";
import { queueEmail } from "@/lib/services/emails/queue-email";
import { assertSenderDomain } from "@/lib/services/domains/assert-sender-domain";
import { resolveSending, senderOf } from "@/lib/services/emails/resolve-smtp-config";
import { streamOfSend } from "@/lib/services/sending-routes/send-stream";
import { unsubscribeUrl } from "@/lib/mail/unsubscribe-token";
import { formatAddress } from "@/lib/validation/emails";

// An automation step's email goes through the same pipeline as every marketing mail: a finished
// Email row (tracked, with List-Unsubscribe) sent by the send-broadcast-email job. The row is claimed by
// (automationRunId, automationNodeId), unique in the database: whatever re-runs this step (a retried
// job, a restarted worker), the step has one Email row, and deliverEmail sends a row once.

export type RenderedMessage = {
  subject: string;
  html: string;
  text: string | null;
  templateId: string | null;
  categoryId: string | null;
};

/** The Email row this step already claimed, queued again if its job may have been lost. */
export async function claimedEmail(run: AutomationRun, node: AutomationNode): Promise<string | null> {
  const row = await db.email.findFirst({
    where: { automationRunId: run.id, automationNodeId: node.id },
    select: { id: true, status: true },
  });
  if (!row) return null;
  // deliverEmail claims the row before sending, so a second job for a QUEUED row sends nothing twice.
  if (row.status === "QUEUED") await enqueue("send-broadcast-email", { emailId: row.id });
  return row.id;
}

async function tracking(teamId: string) {
  const settings = await db.teamSettings.findFirst({
    where: { teamId },
    select: { trackOpens: true, trackClicks: true },
  });
  return { opens: settings?.trackOpens ?? true, clicks: settings?.trackClicks ?? true };
}

/** Stores and queues the step's email; answers the Email id (the existing one when it was claimed meanwhile). */
export async function queueAutomationEmail({
  run,
  node,
  contact,
  smtpConfigId,
  message,
  topicId,
}: {
  run: AutomationRun;
  node: AutomationNode;
  contact: Contact;
  smtpConfigId: string | null | undefined;
  message: RenderedMessage;
  /** The step's topic: List-Unsubscribe's one-click leaves the topic only (docs/contract.md section 21). */
  topicId?: string | null;
}): Promise<string> {
  const { config, routeId } = await resolveSending({
    teamId: run.teamId,
    smtpConfigId: smtpConfigId ?? undefined,
    stream: streamOfSend({ automationRunId: run.id }),
  });
  const id = createId();
  const from = senderOf(config);
  await assertSenderDomain({ teamId: run.teamId, from, field: "smtpConfigId" });
  const track = await tracking(run.teamId);
  const unsubscribe = unsubscribeUrl(contact.id, topicId);
  const prepared = prepareMessage({
    emailId: id,
    html: message.html,
    text: message.text,
    from,
    contactId: contact.id,
    unsubscribeHeaders: true,
    trackOpens: track.opens,
    trackClicks: track.clicks,
    unsubscribeUrl: unsubscribe,
  });
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(" ") || null;
  try {
    await queueEmail({
      id,
      teamId: run.teamId,
      from,
      to: formatAddress({ name, address: contact.email }),
      subject: message.subject,
      body: prepared.html,
      text: prepared.text,
      headers: prepared.headers,
      messageId: prepared.messageId,
      marketing: true,
      // Automation mail is broadcast (docs/contract.md section 20): its queue, never ahead of transactional mail.
      stream: "broadcast",
      track: track.opens || track.clicks,
      smtpConfigId: config.id,
      routeId,
      contactId: contact.id,
      templateId: message.templateId,
      categoryId: message.categoryId,
      automationRunId: run.id,
      automationNodeId: node.id,
    });
    return id;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return (await claimedEmail(run, node))!;
  }
}
