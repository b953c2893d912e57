import { db } from "@/lib/db";
import type { DomainEvent } from "@/lib/events/domain-events";
import { publishEvents } from "@/lib/services/events";
import type { SmtpRefusal } from "@/lib/mail/smtp-errors";
import { trackingEvent } from "@/lib/services/tracking/record/tracking-events";
import { EMAIL_SELECT, recordBounces } from "./record-inbound";

/**
 * Permanent refusals at send time (5xx at RCPT TO or DATA) as hard bounces with the effects of an
 * inbound one: the email BOUNCED, the contact BOUNCED in every list, the address suppressed, the
 * `bounce` webhook. Called by the send paths after they stored the failure; a refusal already
 * recorded for an email (a retried job) is not recorded again.
 */
export async function recordSendBounces(refusals: { emailId: string; refusal: SmtpRefusal }[]): Promise<void> {
  const events: DomainEvent[] = [];
  for (const { emailId, refusal } of refusals) {
    const event = await db.$transaction(async (tx) => {
      const email = await tx.email.findFirst({ where: { id: emailId }, select: EMAIL_SELECT });
      if (!email || (await tx.emailTracking.count({ where: { emailId, event: "bounce" } })) > 0) return null;
      const bounce = {
        kind: "hard" as const,
        status: refusal.status,
        diagnosticCode: refusal.diagnosticCode,
        recipient: null,
      };
      const [entry] = await recordBounces(tx, [{ email, bounce }], { at: new Date(), source: "smtp" });
      return trackingEvent(entry, email.to);
    });
    if (event) events.push(event);
  }
  await publishEvents(events);
}
