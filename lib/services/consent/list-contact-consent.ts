import { db } from "@/lib/db";
import type { ConsentEvent } from "@/lib/generated/prisma/client";
import type { ConsentEntry } from "@/lib/validation/consent";
import { contactNotFound } from "@/lib/services/contacts/get-contact";

/** A ledger row as the API answers it: absent fields left out rather than null. */
export function toConsentDto(row: ConsentEvent): ConsentEntry {
  return {
    action: row.action,
    source: row.source,
    ...(row.sourceId ? { sourceId: row.sourceId } : {}),
    ...(row.ip ? { ip: row.ip } : {}),
    ...(row.userAgent ? { userAgent: row.userAgent } : {}),
    ...(row.consentText ? { consentText: row.consentText } : {}),
    ...(row.listId ? { listId: row.listId } : {}),
    ...(row.topicId ? { topicId: row.topicId } : {}),
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /contacts/{id}/consent: the contact's ledger, oldest first; another team's contact is a 404. */
export async function listContactConsent({ teamId, id }: { teamId: string; id: string }) {
  const contact = await db.contact.findFirst({ where: { teamId, id }, select: { id: true } });
  if (!contact) throw contactNotFound();
  const rows = await db.consentEvent.findMany({
    where: { teamId, contactId: id },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return { data: rows.map(toConsentDto) };
}
