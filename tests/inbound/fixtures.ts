import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";

// Emails the team "sent" (rows as the send pipeline leaves them); the inbound messages about them
// are in messages.ts.

let counter = 0;
export const uniqueAddress = (prefix = "reader") => `${prefix}-${randomUUID().slice(0, 8)}-${++counter}@example.org`;

/** A contact with `email` in `lists` new lists of the team (all ACTIVE). */
export async function contactInLists(teamId: string, email: string, lists = 2) {
  const contacts = [];
  for (let index = 0; index < lists; index += 1) {
    const list = await db.mailingList.create({ data: { teamId, name: `List ${index} ${randomUUID().slice(0, 6)}` } });
    contacts.push(await db.contact.create({ data: { teamId, listId: list.id, email } }));
  }
  return contacts;
}

/** A SENT email to `to` with a Sendwell Message-ID. */
export async function sentEmail(teamId: string, to: string, extra: { contactId?: string; campaignId?: string } = {}) {
  return db.email.create({
    data: {
      teamId,
      from: "Acme News <news@acme.test>",
      to,
      subject: "Spring sale",
      body: "<p>Our spring sale starts today.</p>",
      status: "SENT",
      sentAt: new Date(),
      marketing: true,
      messageId: `<${Date.now().toString(36)}.${randomUUID()}@acme.test>`,
      ...extra,
    },
  });
}

export { arf, dsn, reply, unsubscribeMail } from "./messages";
