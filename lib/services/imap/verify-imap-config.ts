import type { ImapFlow } from "imapflow";
import { ApiError } from "@/lib/api/errors";
import { CHECK_TIMEOUTS, connectImap, describeImapFailure } from "@/lib/inbound/imap-connection";
import { getImapConfigOrThrow } from "./get-imap-config";

/** The 422 of docs/contract.md section 14 for a failed check: `details.stage` and `details.reason`. */
function imapCheckError(error: unknown): ApiError {
  const { stage, reason } = describeImapFailure(error);
  return new ApiError(
    422,
    "unprocessable_entity",
    "IMAP_VERIFY_FAILED",
    `IMAP verification failed at the ${stage} stage: ${reason}`,
    { stage, reason },
  );
}

/** Resolves the host, connects (TLS as configured), logs in and opens the mailbox(es) read-only. */
export async function verifyImapConfig({ teamId, id }: { teamId: string; id: string }) {
  const config = await getImapConfigOrThrow({ teamId, id });
  let client: ImapFlow | undefined;
  try {
    client = await connectImap(config, CHECK_TIMEOUTS);
    for (const mailbox of [config.mailbox, config.processedMailbox]) {
      if (mailbox) await client.mailboxOpen(mailbox, { readOnly: true });
    }
  } catch (error) {
    // A private host that is not allowed stays the 400 it is.
    if (error instanceof ApiError) throw error;
    throw imapCheckError(error);
  } finally {
    await client?.logout().catch(() => client?.close());
  }
  return { ok: true as const };
}
