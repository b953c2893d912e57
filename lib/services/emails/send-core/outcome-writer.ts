import { driverQuery, preparedStatement } from "@/lib/db/driver-transaction";
import { recordSendBounces } from "@/lib/services/inbound/record-send-bounce";
import { publishEmailOutcomes } from "../publish-email-outcomes";
import { coalescedRowWrites, type RowWrites } from "./coalesced-row-writes";
import type { SendOutcome } from "./send-outcome";

// The one place the send core writes a message's outcome to its Email row (SENT, FAILED,
// CANCELLED, QUEUED with the reason) and, once those have committed, records hard bounces and
// publishes `sent` / `failed`. The writes go to the database driver, not through Prisma: a batch's
// rows are marked in a dozen small statements per chunk as the SMTP replies come in, and Prisma
// runs each updateMany as a transaction of its own (BEGIN, the UPDATE, COMMIT) at about 6 ms of
// CPU for 50 ids against 0.5 ms through the driver (bench/README.md, campaign-send). Timestamps
// are this process's clock, as Prisma's would be, stored as the UTC wall time of its timestamp(3)
// columns.

const SENT_SQL = preparedStatement(
  "email_sent",
  `UPDATE "Email" SET "status" = 'SENT', "sentAt" = $2::timestamptz AT TIME ZONE 'UTC', "error" = NULL,
  "updatedAt" = $2::timestamptz AT TIME ZONE 'UTC' WHERE "id" = ANY($1::text[]) AND NOT "isDeleted"`,
);
const SETTLED_SQL = `UPDATE "Email" SET "status" = $2::"EmailStatus", "error" = $3, "updatedAt" = $4::timestamptz AT TIME ZONE 'UTC'
  WHERE "id" = ANY($1::text[]) AND NOT "isDeleted"`;

// A message the peer accepted is marked SENT within SENT_WAIT_MS, or once SENT_BLOCK such wait:
// each UPDATE of "Email" costs PostgreSQL about half a millisecond whatever its size (the
// statement's sent-count trigger included), and written as the replies came in (a few ids each)
// these marks cost it as much as the chunk's INSERT (bench/README.md, campaign-send). Until its
// mark commits, a message counts as in doubt for a restart (FAILED, never sent twice).
const SENT_BLOCK = 20;
const SENT_WAIT_MS = 10;

/** SENT marks for one send: each id is written soon after the peer accepted it, a block per UPDATE. */
export const sentMarks = (): RowWrites =>
  coalescedRowWrites((ids) => driverQuery(SENT_SQL, [ids, new Date().toISOString()]), {
    maxIds: SENT_BLOCK,
    maxWaitMs: SENT_WAIT_MS,
  });

/** One UPDATE per distinct reason (failures in a batch mostly share theirs), no event. */
export async function markSettled(
  items: { id: string; error: string }[],
  status: "FAILED" | "QUEUED" | "CANCELLED",
): Promise<void> {
  const byError = new Map<string, string[]>();
  for (const { id, error } of items) byError.set(error, [...(byError.get(error) ?? []), id]);
  for (const [error, ids] of byError) await driverQuery(SETTLED_SQL, [ids, status, error, new Date().toISOString()]);
}

/**
 * Closes a send whose SENT marks have committed: failures FAILED, temporary ones QUEUED with their
 * reason, refused addresses recorded as hard bounces, then `sent` and `failed` published.
 */
export async function settleOutcomes({ sent, failed, retry }: Pick<SendOutcome, "sent" | "failed" | "retry">) {
  await markSettled(failed, "FAILED");
  await markSettled(retry, "QUEUED");
  // A 5xx to RCPT TO or DATA is the address's hard bounce (BOUNCED, suppressed, `bounce` webhook).
  await recordSendBounces(failed.flatMap(({ id, refusal }) => (refusal ? [{ emailId: id, refusal }] : [])));
  // Retries are not final yet: their event comes from whoever settles them.
  await publishEmailOutcomes([...sent, ...failed.map(({ id }) => id)]);
}
