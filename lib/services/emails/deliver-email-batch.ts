import { withDriverTransaction } from "@/lib/db/driver-transaction";
import { cancelOverQuota } from "@/lib/services/billing/cancel-over-quota";
import type { RouteFailover } from "@/lib/services/sending-routes/route-failover";
import { ALL_COOLING } from "@/lib/services/sending-routes/route-send";
import type { SmtpTransportTarget } from "@/lib/services/smtp/smtp-transport-for";
import { insertEmailRows, type EmailRowInput } from "./insert-email-rows";
import { type ClaimedEmails, sendEmails } from "./send-core/send-emails";
import type { SendOutcome } from "./send-core/send-outcome";
import { SUPPRESSED_REASON } from "./send-core/suppressed-emails";

// The batch entry of the send core (campaign batches, the benchmark): many finished messages
// through one SMTP config with a handful of database round trips per batch instead of several per
// message. Rows are written already claimed (SENDING, one INSERT per batch) before any SMTP call,
// so a batch that is run again after a crash sends only the rows it did not write before (the
// unique (campaignId, campaignRun, contactId) key skips the others) and never reaches anyone twice.
// Everything after the INSERT is the core's (send-core/send-emails.ts).

/** A finished message (rendered, tracked, with headers and Message-ID) with its pre-generated id. */
export type BatchEmail = Omit<EmailRowInput, "status" | "error" | "attempts" | "smtpConfigId" | "stream">;

export type BatchOutcome = SendOutcome;

/**
 * Writes the batch's rows and their places in the monthly quota together, in one transaction
 * through the driver: suppressed recipients' rows CANCELLED with the reason, the others claimed
 * (SENDING, attempts 0), and those past the quota (or of a team whose sending is blocked)
 * CANCELLED with the reason in the same transaction.
 */
async function insertClaimedRows<E extends BatchEmail>(
  smtp: SmtpTransportTarget,
  emails: E[],
  suppressed: Set<string>,
): Promise<ClaimedEmails<E>> {
  const isSuppressed = (email: E) => suppressed.has(email.id);
  const { fresh, overQuota } = await withDriverTransaction(async (query) => {
    const inserted = await insertEmailRows(
      query,
      emails.map((email) =>
        isSuppressed(email)
          ? { ...email, smtpConfigId: smtp.id, status: "CANCELLED" as const, error: SUPPRESSED_REASON }
          : { ...email, smtpConfigId: smtp.id, status: "SENDING" as const, attempts: 0 },
      ),
    );
    const claimed = emails.filter((email) => inserted.has(email.id) && !isSuppressed(email));
    return { fresh: inserted, overQuota: await cancelOverQuota(query, claimed) };
  });
  return {
    toSend: emails.filter((email) => fresh.has(email.id) && !isSuppressed(email) && !overQuota.has(email.id)),
    cancelled: emails
      .filter((email) => fresh.has(email.id) && (isSuppressed(email) || overQuota.has(email.id)))
      .map((email) => email.id),
    skipped: emails.length - fresh.size,
    marksHandover: true,
  };
}

export async function deliverEmailBatch({
  smtp,
  failover,
  emails,
  onSent,
}: {
  smtp: SmtpTransportTarget;
  /** A sending route: each batch picks its first target by weight and fails over (docs/contract.md section 20). */
  failover?: RouteFailover | null;
  emails: BatchEmail[];
  /** Called once no message of the batch is with SMTP any more (send-core/send-emails.ts). */
  onSent?: () => void;
}): Promise<BatchOutcome> {
  const routed = failover ? await failover.next(new Set()) : smtp;
  return sendEmails({
    // A batch is campaign mail: the broadcast stream's rows, connections and pacing (docs/contract.md section 20).
    emails: emails.map((email) => ({ ...email, stream: "broadcast" as const })),
    claim: (batch, suppressed) => insertClaimedRows(routed ?? smtp, batch, suppressed),
    route: async () => (routed ? { smtp: routed, failover: failover ?? undefined } : { failure: ALL_COOLING }),
    // A temporary failure is left QUEUED for the caller to retry (the send-email job).
    retriesLeft: true,
    onSent,
  });
}
