import type { Transaction } from "@/lib/db";
import type { ConsentActionName, ConsentSourceName } from "@/lib/validation/consent";

// Writes consent ledger entries (docs/contract.md section 21) in the caller's transaction, so an
// entry exists exactly when the change it records was committed.

export type ConsentRecord = {
  teamId: string;
  contactId: string;
  listId?: string | null;
  topicId?: string | null;
  action: ConsentActionName;
  source: ConsentSourceName;
  sourceId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  consentText?: string | null;
  at?: Date;
};

/** What a request tells about who gave or withdrew consent: its address and browser. */
export type ConsentRequestInfo = { ip?: string | null; userAgent?: string | null };

const USER_AGENT_LENGTH = 500;

export function consentRequestInfo(request: Request, ip: string | null): ConsentRequestInfo {
  return { ip: ip || null, userAgent: request.headers.get("user-agent")?.slice(0, USER_AGENT_LENGTH) || null };
}

export async function recordConsent(tx: Pick<Transaction, "consentEvent">, records: ConsentRecord[]) {
  if (records.length === 0) return;
  await tx.consentEvent.createMany({
    data: records.map(({ at, ...record }) => ({
      teamId: record.teamId,
      contactId: record.contactId,
      listId: record.listId ?? null,
      topicId: record.topicId ?? null,
      action: record.action,
      source: record.source,
      sourceId: record.sourceId ?? null,
      ip: record.ip ?? null,
      userAgent: record.userAgent ?? null,
      consentText: record.consentText ?? null,
      ...(at ? { createdAt: at } : {}),
    })),
  });
}
