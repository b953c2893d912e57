import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { reserveSendSlots, waitForSlot } from "@/lib/mail/send-pacer";
import { classifySmtpError, type SmtpFailure } from "@/lib/mail/smtp-errors";
import { countSendOutcome } from "@/lib/metrics/metrics";
import type { SigningKeyFor } from "@/lib/services/domains/load-signing-keys";
import type { SmtpTransportTarget } from "@/lib/services/smtp/smtp-transport-for";
import { sendingTransport } from "../sending-transport";
import { handOverUnmarked, handoverGateFor } from "./handover";
import { sentMarks } from "./outcome-writer";
import { providerMessageIdOf, recordProviderMessageIds } from "./provider-message-ids";
import { recordFailure, type SendableEmail, type SendOutcome } from "./send-outcome";

/**
 * The send loop: each claimed message goes to the SMTP config's pooled transport at its pacing
 * slot; the pool's connections carry them in parallel. Accepted messages are marked SENT as they
 * go; failures are classified into `outcome` for the closing writes (outcome-writer.ts).
 */
export async function sendThroughTransport({
  smtp,
  emails,
  built,
  signingKeys,
  marksHandover,
  retriesLeft,
  outcome,
  passOn,
}: {
  smtp: SmtpTransportTarget;
  emails: SendableEmail[];
  built: Map<string, Promise<SMTPTransport.MailOptions>>;
  signingKeys: Promise<SigningKeyFor>;
  /** Whether the rows record being handed to SMTP (handover.ts). */
  marksHandover: boolean;
  retriesLeft: boolean;
  outcome: SendOutcome;
  /**
   * Offered each failure of the target as a whole (`wholeTarget`): true when the message goes to
   * another target instead (send-with-failover.ts), so it is not recorded here.
   */
  passOn?: (email: SendableEmail, failure: SmtpFailure) => boolean;
}): Promise<void> {
  // A send is of one stream; transactional mail has its own pool and pacing lane, ahead of
  // broadcasts (docs/contract.md section 20).
  const stream = emails[0]?.stream ?? "transactional";
  const slots = await reserveSendSlots({
    smtpConfigId: smtp.id,
    ratePerSecond: smtp.maxSendRate,
    count: emails.length,
    ahead: stream === "transactional",
  });
  const transport = sendingTransport(smtp, stream);
  const handOver = marksHandover ? handoverGateFor(transport) : handOverUnmarked;
  // A failed key lookup fails the send here, as before the builds waited for it.
  await signingKeys;
  // A batch row records its progress as it goes (coalesced writes): attempts 1 once it is handed
  // to SMTP, SENT once the peer accepted it. So a worker killed mid-batch leaves three kinds of
  // rows, told apart by the restart: SENDING with attempts 0 were never handed over (safe to send),
  // SENDING with attempts 1 were with the pool, in or next to their SMTP exchange (in doubt), and SENT.
  const markSent = sentMarks();
  const marks: Promise<void>[] = [];
  const providerIds = new Map<string, string>();
  const noteProviderId = (emailId: string, response: string | undefined) => {
    const providerId = smtp.recordsProviderIds ? providerMessageIdOf(response) : null;
    if (providerId) providerIds.set(emailId, providerId);
  };
  // Every message is handed to the pool at its slot, through the handover (so only a few are in
  // doubt at any moment).
  await Promise.all(
    emails.map(async (email, index) => {
      await waitForSlot(slots[index]);
      // Built before it is marked handed over, so that a row is in doubt only for its SMTP
      // exchange: a chunk's builds run together and finish together, which at a paced rate would
      // keep its first messages marked and waiting (a failed build is classified below).
      const building = built.get(email.id)!;
      await building.catch(() => {});
      // A failed build or SMTP exchange is classified; a failed handed-over write fails the send.
      const failure = await handOver(email.id, () =>
        building
          .then((message) => transport.sendMail(message))
          .then((info) => {
            noteProviderId(email.id, info.response);
            return null;
          }, classifySmtpError),
      );
      if (failure?.wholeTarget && passOn?.(email, failure)) return;
      if (failure) {
        countSendOutcome(failure.permanent ? "permanent" : "temporary");
        recordFailure(outcome, email.id, failure, retriesLeft);
        return;
      }
      countSendOutcome("sent");
      outcome.sent.push(email.id);
      marks.push(markSent(email.id));
    }),
  );
  markSent.flush();
  await Promise.all(marks);
  await recordProviderMessageIds(providerIds);
}
