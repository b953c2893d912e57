import { driverQuery } from "@/lib/db/driver-transaction";

// The id a sending provider gives a message in its reply to DATA, which its event webhook later
// names (docs/contract.md section 20): recorded only for SMTP configs with an event provider, in
// one statement per send once its messages are out, so the send path of every other config is
// unchanged. A worker killed before this write leaves the events to find the email by its
// Message-ID header instead.

/**
 * The provider's id in an SMTP "250" reply: "250 Ok: queued as <id>" (SendGrid, Postmark and
 * Postfix-style relays) or "250 Ok <id>" (Amazon SES); null when the reply names none.
 */
export function providerMessageIdOf(response: string | undefined): string | null {
  if (!response) return null;
  const queued = /queued as\s+<?([^\s<>]+)>?/i.exec(response);
  if (queued) return queued[1];
  const ses = /^250 Ok ([A-Za-z0-9-]{20,})\s*$/i.exec(response.trim());
  return ses ? ses[1] : null;
}

const RECORD_SQL = `UPDATE "Email" AS e SET "providerMessageId" = v."providerMessageId"
  FROM unnest($1::text[], $2::text[]) AS v("id", "providerMessageId") WHERE e."id" = v."id"`;

/** Stores each email's provider id (email id -> provider id). */
export async function recordProviderMessageIds(ids: Map<string, string>): Promise<void> {
  if (ids.size === 0) return;
  await driverQuery(RECORD_SQL, [[...ids.keys()], [...ids.values()]]);
}
